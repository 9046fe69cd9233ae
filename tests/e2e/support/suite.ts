import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type StartedServer, type StartServerOptions, startServer } from '../../support/start-server.ts';
import { launchBrowser, openPage } from './browser.ts';

type SuiteOptions = {
  // Extra Chromium flags, e.g. a fake microphone (support/fake-microphone.ts).
  launchArgs?: string[];
  server?: StartServerOptions;
};

// One real server and one browser per test file; every test opens its own context (own cookies).
export function setUpBrowserSuite({ launchArgs = [], server: serverOptions = {} }: SuiteOptions = {}) {
  let server: StartedServer | undefined;
  let browser: Browser | undefined;
  const contexts: { close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(serverOptions), launchBrowser(launchArgs)]);
  });
  afterAll(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser || !server) throw new Error('suite not started');
      const { context, page } = await openPage(browser, server.url, options);
      contexts.push(context);
      return page;
    },
  };
}

export const isTransformRequest = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/transform';

// Records every POST /api/transform the page sends, with the message it asked to rewrite.
export function recordTransformRequests(page: Page) {
  const messages: string[] = [];
  page.on('request', (request) => {
    if (isTransformRequest(request))
      messages.push((request.postDataJSON() as { originalMessage: string }).originalMessage);
  });
  return messages;
}
