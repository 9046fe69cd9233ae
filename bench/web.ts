// npm run bench:web (builds first): what a visitor's browser downloads before the landing page can
// run, and how fast its largest element paints.
//   - initial JS: the entry chunk plus every chunk it imports statically (lazy chunks excluded), gzip -9
//   - initial CSS: the stylesheets index.html links, gzip -9
//   - LCP: Chromium's largest-contentful-paint entry on localhost, against the real server, median
//     of fresh browser contexts (cold cache) at 1280 px and 390 px.
// Targets: initial JS ≤ 150 KB gzip, LCP ≤ 1.0 s.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, VIEWPORTS } from '../tests/e2e/support/browser.ts';
import { startServer } from '../tests/support/start-server.ts';

const CLIENT_DIR = resolve(import.meta.dirname, '../dist/client');
const TARGET_JS_KB = 150;
const TARGET_LCP_S = 1.0;
const RUNS = 7;

const kb = (bytes: number) => bytes / 1024;
const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

// Static imports in Rollup/Rolldown output: `import{a as b}from"./x.js"` or `import"./x.js"`.
// Dynamic `import("./x.js")` has a parenthesis and is not matched: those chunks load on demand.
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{},\s]+?from\s*)?["']([^"']+\.js)["']/g;

function staticGraph(entry: string) {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) visit(resolve(dirname(file), match[1] ?? ''));
  };
  visit(entry);
  return [...seen];
}

function initialAssets() {
  const html = readFileSync(resolve(CLIENT_DIR, 'index.html'), 'utf8');
  const fromRoot = (href: string) => resolve(CLIENT_DIR, href.replace(/^\//, ''));
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) =>
    fromRoot(m[1] ?? ''),
  );
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) =>
    fromRoot(m[1] ?? ''),
  );
  const js = [...new Set(entries.flatMap(staticGraph))];
  return { js, css };
}

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

const { js, css } = initialAssets();
const jsGzip = js.reduce((sum, file) => sum + gzipSize(file), 0);
const cssGzip = css.reduce((sum, file) => sum + gzipSize(file), 0);
console.log('Landing page, initial download (gzip -9):');
for (const file of [...js, ...css])
  console.log(`  ${file.replace(`${CLIENT_DIR}/`, '')}  ${kb(gzipSize(file)).toFixed(1)} KB`);
console.log(`  initial JS:  ${kb(jsGzip).toFixed(1)} KB (${js.length} file(s); target ≤ ${TARGET_JS_KB} KB)`);
console.log(`  initial CSS: ${kb(cssGzip).toFixed(1)} KB (${css.length} file(s))`);

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
  const isWithinTargets = kb(jsGzip) <= TARGET_JS_KB && worstLcp <= TARGET_LCP_S;
  console.log(isWithinTargets ? 'Within targets.' : 'Outside targets.');
} finally {
  await server.stop();
}
