import type { Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_TEXT as TEXT } from '../../src/core/catalog/surfaces.ts';
import { completionReply, startFakeOpenAiServer } from '../provider-servers/openai.ts';
import { type StartedServer, startServer } from '../support/start-server.ts';
import {
  extensionWithTestPageAccess,
  invokeCalmly,
  launchWithExtension,
  panel,
  serveTestPage,
} from './support/extension.ts';

// Issue 23: with a Calmly server set in the options, the extension rewrites through that server,
// our own, started here with a fake OpenAI-compatible provider behind it. The rewrite in the panel
// is the provider's, so it came through the server; the provider's key stays on the server, and
// nothing the extension receives or keeps carries it or the server's own secret.
const MESSAGE = 'I need the report ASAP. Why did you not send it yesterday?? Fix it now.';
// What the provider answers: no rewrite the offline engine makes, so the panel can only show it
// if the request went to the server.
const FROM_PROVIDER = 'Could you send me the report today? I had hoped to see it yesterday. Thank you!';
const API_KEY = 'sk-e2e-extension-provider-key-4f9c2a';
const AUTH_SECRET = 'e2e-extension-auth-secret-that-is-long-enough-7d1b';
const POLL = { timeout: 30_000 };

const fake = await startFakeOpenAiServer({ apiKey: API_KEY });
let browser: Awaited<ReturnType<typeof launchWithExtension>>;
let worker: Worker;
let server: StartedServer;
let site: Awaited<ReturnType<typeof serveTestPage>>;
// Node's URL gives an extension URL the opaque origin "null": the scheme and the id are the origin.
const extensionOrigin = () => worker.url().split('/').slice(0, 3).join('/');

beforeAll(async () => {
  site = await serveTestPage();
  browser = await launchWithExtension(extensionWithTestPageAccess());
  worker = browser.worker;
  // The server lets the extension in by its exact origin, known once the browser has loaded it.
  server = await startServer({
    env: {
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: API_KEY,
      AUTH_SECRET,
      EXTENSION_ORIGINS: extensionOrigin(),
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
  await fake.close();
});

// Everything the background's fetch gets back, headers and body, as the extension sees it.
async function recordWhatTheExtensionReceives(background: Worker) {
  await background.evaluate(() => {
    const scope = globalThis as unknown as { calmlyReceived: string[]; fetch: typeof fetch };
    const original = scope.fetch.bind(globalThis);
    scope.calmlyReceived = [];
    scope.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await original(...args);
      const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
      scope.calmlyReceived.push(`${response.url}\n${headers}\n\n${await response.clone().text()}`);
      return response;
    };
  });
  return () =>
    background.evaluate(() => (globalThis as unknown as { calmlyReceived: string[] }).calmlyReceived);
}

async function setServerInOptions(url: string) {
  const options = await browser.context.newPage();
  await options.goto(`${extensionOrigin()}/options/options.html`);
  await options.locator('#server-url').fill(url);
  await options.getByRole('button', { name: TEXT.save }).first().click();
  const origin = new URL(url).origin;
  await expect.poll(() => options.getByRole('status').textContent(), POLL).toBe(TEXT.serverSaved(origin));
  await options.close();
}

async function calmOnTestPage(): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(site.url);
  await page.locator('#plain').fill(MESSAGE);
  await page.locator('#plain').focus();
  await invokeCalmly(worker, page);
  await expect.poll(() => panel(page).getAttribute('data-state'), POLL).toBe('ready');
  return page;
}

describe('the Calmly extension with a Calmly server set', () => {
  it('rewrites through the server, and the panel shows the provider’s rewrite', async () => {
    fake.reset();
    fake.enqueue(
      completionReply(JSON.stringify({ generatedMessage: FROM_PROVIDER, explanation: 'Softer.' })),
    );
    const received = await recordWhatTheExtensionReceives(worker);
    await setServerInOptions(server.url);

    const page = await calmOnTestPage();
    await expect(panel(page).getByTestId('rewrite').textContent()).resolves.toBe(FROM_PROVIDER);
    await expect(panel(page).getByTestId('privacy').textContent()).resolves.toBe(
      TEXT.viaServer(new URL(server.url).host),
    );
    await expect(panel(page).textContent()).resolves.not.toContain(TEXT.serverFellBack);
    // The server asked its provider once, with the message and the key only the server holds.
    expect(fake.requests).toHaveLength(1);
    expect(JSON.stringify(fake.requests[0]?.body)).toContain('Why did you not send it yesterday');
    expect(fake.problems).toEqual([]);
    // The extension's one request went to our server's /api/transform and was answered there.
    const answers = await received();
    expect(answers.map((answer) => answer.split('\n')[0])).toEqual([`${server.url}/api/transform`]);
    expect(answers[0]).toContain(FROM_PROVIDER);
    await page.close();
  });

  it('never receives nor keeps the provider’s key or the server’s secret', async () => {
    fake.reset();
    fake.enqueue(
      completionReply(JSON.stringify({ generatedMessage: FROM_PROVIDER, explanation: 'Softer.' })),
    );
    const received = await recordWhatTheExtensionReceives(worker);
    const page = await calmOnTestPage();
    await expect(panel(page).getByTestId('rewrite').textContent()).resolves.toBe(FROM_PROVIDER);
    const stored = await worker.evaluate(async () => {
      const api = (
        globalThis as unknown as { chrome: { storage: { local: { get(keys: null): Promise<object> } } } }
      ).chrome;
      return JSON.stringify(await api.storage.local.get(null));
    });
    const panelText = await panel(page).evaluate((host) => host.shadowRoot?.textContent ?? '');
    const everything = [...(await received()), stored, panelText, await page.content()].join('\n');
    expect(everything).toContain(FROM_PROVIDER);
    for (const secret of [API_KEY, AUTH_SECRET]) expect(everything).not.toContain(secret);
    // Nor any part of the key long enough to mean something.
    expect(everything).not.toMatch(/sk-e2e/);
    await page.close();
  });
});
