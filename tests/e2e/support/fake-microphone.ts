import { resolve } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type StartedServer, type StartServerOptions, startServer } from '../../support/start-server.ts';
import { launchBrowser, openPage } from './browser.ts';

// Chromium's fake microphone plays this WAV of speech once, then silence (DESIGN §6). Each
// getUserMedia call starts the file again, so every recording hears the same speech.
export const SPEECH_SAMPLE_WAV = resolve(import.meta.dirname, '../../fixtures/speech-sample.wav');

export const FAKE_MICROPHONE_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${SPEECH_SAMPLE_WAV}%noloop`,
];

// Like setUpBrowserSuite, with a browser whose microphone hears the speech sample.
export function setUpFakeMicrophoneSuite(serverOptions: StartServerOptions = {}) {
  let server: StartedServer | undefined;
  let browser: Browser | undefined;
  const contexts: { close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(serverOptions), launchBrowser(FAKE_MICROPHONE_ARGS)]);
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
