import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createOutboxMailer, readOutbox } from '../../src/server/mail/outbox-mailer.ts';
import { createTestApp } from '../support/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'calmly-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('each e-mail becomes one JSON file, read back newest first', async () => {
  const mailer = createOutboxMailer(join(dir, 'outbox'));
  await mailer.send({ to: 'a@example.test', subject: 'First', text: 'one' });
  await mailer.send({ to: 'b@example.test', subject: 'Second', text: 'two https://x.example/?a=1' });
  expect(readdirSync(join(dir, 'outbox'))).toHaveLength(2);
  const entries = await readOutbox(join(dir, 'outbox'));
  expect(entries.map((entry) => entry.subject)).toEqual(['Second', 'First']);
});

test('a missing outbox reads as empty', async () => {
  expect(await readOutbox(join(dir, 'never-created'))).toEqual([]);
});

test('the dev page lists the outbox outside production, and does not exist in production', async () => {
  const outboxDir = join(dir, 'page');
  await createOutboxMailer(outboxDir).send({
    to: 'reader@example.test',
    subject: 'Reset <your> password',
    text: 'Open http://localhost:3000/api/auth/reset-password/abc?callbackURL=x',
  });
  const dev = await createTestApp({ deps: { outboxDir } });
  const page = await (await dev.request('/dev/outbox', { ip: '127.0.0.1' })).text();
  expect(page).toContain('Reset &lt;your&gt; password');
  expect(page).toContain('<a href="http://localhost:3000/api/auth/reset-password/abc?callbackURL=x">');

  const production = await createTestApp({
    env: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.test:587' },
    deps: { outboxDir },
  });
  // Never the outbox, and never the app shell either: a plain 404.
  for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev']) {
    const response = await production.request(path);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain('reader@example.test');
    expect(body).not.toContain('<div id="root">');
  }
});
