// Screenshots of the extension's panel at work on a text box, for the README (docs/images/):
//   npm run build:extension && node --import tsx scripts/extension-screenshots.ts
import { resolve } from 'node:path';
import {
  extensionWithTestPageAccess,
  invokeCalmly,
  launchWithExtension,
  serveTestPage,
} from '../tests/e2e/support/extension.ts';

const MESSAGE = 'I need the report ASAP. Why did you not send it yesterday?? Fix it now.';
const OUT = resolve(import.meta.dirname, '../docs/images');
const SHOTS = [
  { name: 'extension-panel-1280.png', width: 1280, height: 800, colorScheme: 'light' },
  { name: 'extension-panel-390.png', width: 390, height: 844, colorScheme: 'light' },
  { name: 'extension-panel-390-dark.png', width: 390, height: 844, colorScheme: 'dark' },
] as const;

const site = await serveTestPage();
const browser = await launchWithExtension(extensionWithTestPageAccess());
try {
  for (const { name, width, height, colorScheme } of SHOTS) {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme });
    await page.goto(site.url);
    await page.locator('#plain').fill(MESSAGE);
    await page.locator('#plain').focus();
    await invokeCalmly(browser.worker, page);
    await page.waitForFunction(() => document.getElementById('calmly-panel-host')?.dataset.state === 'ready');
    await page.screenshot({ path: resolve(OUT, name) });
    console.log(resolve(OUT, name));
    await page.close();
  }
} finally {
  await browser.close();
  await site.close();
}
