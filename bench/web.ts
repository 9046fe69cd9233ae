// npm run bench:web (builds first): what a visitor's browser downloads before the landing page can
// run, and how fast its largest element paints.
//   - initial JS: the entry chunk plus every chunk it imports statically (lazy chunks excluded), gzip -9
//   - initial CSS: the stylesheets index.html links, gzip -9
//   - LCP: Chromium's largest-contentful-paint entry on localhost, against the real server, median
//     of fresh browser contexts (cold cache) at 1280 px and 390 px.
//   - the engine (src/core/engine), loaded lazily: what the tone reading downloads, and what an
//     offline rewrite adds, gzip -9
// Targets: initial JS ≤ 150 KB gzip, the engine's download for the tone reading ≤ 180 KB gzip, LCP ≤ 1.0 s.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchBrowser, VIEWPORTS } from '../tests/e2e/support/browser.ts';
import { startServer } from '../tests/support/start-server.ts';
import { gzipSize, kb, landingAssets, staticGraph } from './initial-js.ts';

const CLIENT_DIR = resolve(import.meta.dirname, '../dist/client');
const TARGET_JS_KB = 150;
const TARGET_ENGINE_CHUNK_KB = 180;
const TARGET_LCP_S = 1.0;
const RUNS = 7;

async function measureLcp(url: string) {
  const browser = await launchBrowser();
  const results: Record<string, { medianS: number; element: string }> = {};
  try {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const samples: { lcpS: number; element: string }[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const store = window as unknown as { __lcp?: { time: number; element: string } };
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
            if (last)
              store.__lcp = { time: last.startTime, element: last.element?.tagName.toLowerCase() ?? '?' };
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(url, { waitUntil: 'load' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForTimeout(500);
        // LCP stops updating at the first input; a click on empty space finalises it.
        await page.mouse.click(1, viewport.height - 1);
        const lcp = await page.evaluate(
          () => (window as unknown as { __lcp?: { time: number; element: string } }).__lcp,
        );
        if (lcp) samples.push({ lcpS: lcp.time / 1000, element: lcp.element });
        await context.close();
      }
      samples.sort((a, b) => a.lcpS - b.lcpS);
      const median = samples[Math.floor(samples.length / 2)];
      results[name] = { medianS: median?.lcpS ?? Number.NaN, element: median?.element ?? '?' };
    }
  } finally {
    await browser.close();
  }
  return results;
}

const { js, css } = landingAssets(CLIENT_DIR);
const jsGzip = js.reduce((sum, file) => sum + gzipSize(file), 0);
const cssGzip = css.reduce((sum, file) => sum + gzipSize(file), 0);
console.log('Landing page, initial download (gzip -9):');
for (const file of [...js, ...css])
  console.log(`  ${file.replace(`${CLIENT_DIR}/`, '')}  ${kb(gzipSize(file)).toFixed(1)} KB`);
console.log(`  initial JS:  ${kb(jsGzip).toFixed(1)} KB (${js.length} file(s); target ≤ ${TARGET_JS_KB} KB)`);
console.log(`  initial CSS: ${kb(cssGzip).toFixed(1)} KB (${css.length} file(s))`);

// The engine (src/core/engine), loaded lazily on first use (issue 24): what a screen that analyses
// downloads for the tone reading (on-device-tone: the parser's chunk and the tone reading's), and
// what an offline rewrite adds (on-device-engine), each with every chunk it imports that the
// landing has not loaded already.
const assetsDir = resolve(CLIENT_DIR, 'assets');
const entryChunk = (name: string) => {
  const file = readdirSync(assetsDir).find((candidate) =>
    new RegExp(`^${name}-[\\w-]+\\.js$`).test(candidate),
  );
  if (!file) throw new Error(`bench/web: no ${name} chunk in ${assetsDir}`);
  return resolve(assetsDir, file);
};
const landingFiles = new Set(js);
const download = (entry: string, loaded: ReadonlySet<string>) =>
  staticGraph(entry).filter((file) => !loaded.has(file));
const toneFiles = download(entryChunk('on-device-tone'), landingFiles);
const rewriteFiles = download(entryChunk('on-device-engine'), new Set([...landingFiles, ...toneFiles]));
const sizeOf = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipSize(file), 0);
const toneGzip = sizeOf(toneFiles);
console.log('Engine, loaded lazily (gzip -9):');
console.log(
  `  tone reading (every screen that analyses): ${kb(toneGzip).toFixed(1)} KB (target ≤ ${TARGET_ENGINE_CHUNK_KB} KB)`,
);
for (const file of toneFiles)
  console.log(`    ${file.replace(`${CLIENT_DIR}/`, '')}  ${kb(gzipSize(file)).toFixed(1)} KB`);
console.log(
  `  + offline rewrite (only when the server is out of reach): ${kb(sizeOf(rewriteFiles)).toFixed(1)} KB`,
);
for (const file of rewriteFiles)
  console.log(`    ${file.replace(`${CLIENT_DIR}/`, '')}  ${kb(gzipSize(file)).toFixed(1)} KB`);
console.log(`  the whole engine: ${kb(toneGzip + sizeOf(rewriteFiles)).toFixed(1)} KB`);

const server = await startServer();
try {
  const lcp = await measureLcp(server.url);
  console.log(
    `Largest contentful paint on localhost (median of ${RUNS} cold loads; target ≤ ${TARGET_LCP_S} s):`,
  );
  for (const [name, { medianS, element }] of Object.entries(lcp)) {
    console.log(`  ${name.padEnd(8)} ${medianS.toFixed(3)} s  (<${element}>)`);
  }
  const worstLcp = Math.max(...Object.values(lcp).map((entry) => entry.medianS));
  const isWithinTargets =
    kb(jsGzip) <= TARGET_JS_KB && kb(toneGzip) <= TARGET_ENGINE_CHUNK_KB && worstLcp <= TARGET_LCP_S;
  console.log(isWithinTargets ? 'Within targets.' : 'Outside targets.');
} finally {
  await server.stop();
}
