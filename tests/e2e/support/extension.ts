import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_PATH } from './browser.ts';

// The unpacked extension (npm run build:extension) in Chromium's persistent context: extensions load
// only there, and headless only in Chromium's new headless mode, which playwright-core's
// `headless: true` selects for this Chromium.
export const EXTENSION_DIR = resolve(import.meta.dirname, '../../../dist/extension');
const FIXTURE = resolve(import.meta.dirname, '../fixtures/extension-page');

export async function launchWithExtension(extensionDir = EXTENSION_DIR) {
  const profile = mkdtempSync(join(tmpdir(), 'calmly-ext-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return {
    context,
    worker,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// activeTab grants a tab to the extension when a person clicks its button or presses its shortcut;
// a test cannot make that gesture, so this copy of the built extension is granted the test page's
// origin up front. Everything else is the built extension as shipped, unless `withoutWarmEngine`:
// without the offscreen permission the extension is as Firefox runs it, with no warm engine, and
// the panel loads the engine into the page (ADR 017). `allSites` grants what the person grants by
// accepting the prompt of the options page's in-textbox button (a headless browser shows none).
export function extensionWithTestPageAccess({ withoutWarmEngine = false, allSites = false } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'calmly-extension-'));
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { permissions: string[] };
  const permissions = manifest.permissions.filter(
    (permission) => !(withoutWarmEngine && permission === 'offscreen'),
  );
  writeFileSync(
    manifestPath,
    JSON.stringify({
      ...manifest,
      permissions,
      host_permissions: allSites ? ['<all_urls>'] : ['http://127.0.0.1/*'],
    }),
  );
  return dir;
}

// The test page with its three text boxes, built once and served on 127.0.0.1.
export async function serveTestPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'calmly-page-'));
  await build({ configFile: false, root: FIXTURE, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const { default: serveHandler } = await import('./static-files.ts');
  const server: Server = createServer(serveHandler(outDir));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

// What the toolbar button, the shortcut and the context menu do: the background's calmTab() for
// this tab. A headless browser has no toolbar to click, so the test calls it in the background.
export async function invokeCalmly(worker: Worker, page: Page) {
  await page.bringToFront();
  await worker.evaluate(async () => {
    const api = (
      globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<{ id: number }[]> } } }
    ).chrome;
    const [tab] = await api.tabs.query({ active: true, currentWindow: true });
    const calm = (globalThis as unknown as { calmlyCalmTab: (id: number) => Promise<void> }).calmlyCalmTab;
    if (tab) await calm(tab.id);
  });
}

export const panel = (page: Page) => page.locator('#calmly-panel-host');
export type { BrowserContext };
