// Renders Calmly's mark (the leaf in a teal circle, as in index.html's favicon) to the PNG icons the
// web app manifest and the extension need. Run once after changing the mark:
//   node --import tsx scripts/make-icons.ts
import { resolve } from 'node:path';
import { launchBrowser } from '../tests/e2e/support/browser.ts';

const MARK = (size: number, padding: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}"
  height="${size}" viewBox="${-padding} ${-padding} ${32 + 2 * padding} ${32 + 2 * padding}">
  <rect x="${-padding}" y="${-padding}" width="${32 + 2 * padding}" height="${32 + 2 * padding}"
    fill="${padding > 0 ? '#1f7f71' : 'none'}"/>
  <circle cx="16" cy="16" r="16" fill="#1f7f71"/>
  <path d="M10 21c0-7 5-11 12-11 0 7-4 12-11 12" fill="none" stroke="white" stroke-width="2.4"
    stroke-linecap="round"/></svg>`;

const root = resolve(import.meta.dirname, '..');
const targets = [
  ...[192, 512].map((size) => ({ size, padding: 0, path: `src/client/public/icons/icon-${size}.png` })),
  // A maskable icon keeps the mark inside the safe zone (the middle 80%) on a full square.
  { size: 512, padding: 5, path: 'src/client/public/icons/maskable-512.png' },
  ...[16, 32, 48, 128].map((size) => ({ size, padding: 0, path: `src/extension/icons/icon-${size}.png` })),
];

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const { size, padding, path } of targets) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0;background:transparent">${MARK(size, padding)}</body>`);
    await page.locator('svg').screenshot({ path: resolve(root, path), omitBackground: true });
    console.log(path);
  }
} finally {
  await browser.close();
}
