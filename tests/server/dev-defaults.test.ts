import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createOutboxMailer } from '../../src/server/mail/outbox-mailer.ts';
import { createTestApp } from '../support/test-app.ts';

// Issue 13 item 7: development defaults that are safe and work.
const outboxDir = mkdtempSync(join(tmpdir(), 'calmly-dev-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));
await createOutboxMailer(outboxDir).send({
  to: 'reader@example.test',
  subject: 'Reset',
  text: 'secret link',
});

// APP_URL left unset, as on a newcomer's machine: the app is http://localhost:3000.
const dev = await createTestApp({ env: { NODE_ENV: 'development', APP_URL: '' }, deps: { outboxDir } });

describe('the dev outbox and dev-only routes', () => {
  test('answer this machine (IPv4 or IPv6 loopback)', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await dev.request('/dev/outbox.json', { ip });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('reader@example.test');
    }
  });

  test('are a plain 404 for anyone else on the network, whatever headers say', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const response = await dev.request(path, {
        ip: '192.168.1.20',
        headers: { 'x-forwarded-for': '127.0.0.1', host: '127.0.0.1:3000' },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('reader@example.test');
    }
  });
});

describe('origins in development', () => {
  const analyze = (app: typeof dev, origin: string) =>
    app.request('/api/analyze', { json: { text: 'Send it now' }, origin });

  test('http://127.0.0.1:PORT and http://localhost:PORT are both the app', async () => {
    expect((await analyze(dev, 'http://localhost:3000')).status).toBe(200);
    expect((await analyze(dev, 'http://127.0.0.1:3000')).status).toBe(200);
    expect((await analyze(dev, 'http://[::1]:3000')).status).toBe(200);
  });

  test('another port or host is still another site', async () => {
    expect((await analyze(dev, 'http://127.0.0.1:4000')).status).toBe(403);
    expect((await analyze(dev, 'http://evil.example')).status).toBe(403);
  });

  test('outside development only APP_URL counts', async () => {
    const tested = await createTestApp({ env: { NODE_ENV: 'test', APP_URL: 'http://localhost:3000' } });
    expect((await analyze(tested, 'http://127.0.0.1:3000')).status).toBe(403);
  });

  test('better-auth accepts the twin origin too: signing up from 127.0.0.1 works', async () => {
    const response = await dev.request('/api/auth/sign-up/email', {
      json: { email: `twin-${Date.now()}@example.test`, password: 'long enough password', name: 'Sam' },
      origin: 'http://127.0.0.1:3000',
    });
    expect(response.status).toBe(200);
  });
});
