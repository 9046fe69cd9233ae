import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { readOutbox } from '../mail/outbox-mailer.ts';

// Development only (DESIGN §1): lists the outbox so a person can click a reset link.
export function createDevOutboxRoutes(outboxDir: string) {
  return new Hono()
    .get('/outbox.json', async (c) => c.json({ messages: await readOutbox(outboxDir) }))
    .get('/outbox', async (c) => {
      const messages = await readOutbox(outboxDir);
      const items = messages.map(
        (message) => html`<li>
          <p><strong>${message.subject}</strong> to ${message.to} <small>${message.sentAt}</small></p>
          <pre>${linkify(message.text)}</pre>
        </li>`,
      );
      return c.html(html`<!doctype html>
        <html lang="en">
          <head><meta charset="utf-8" /><title>Calmly dev outbox</title></head>
          <body>
            <h1>Development outbox</h1>
            <p>E-mails the app would have sent (no SMTP_URL is set). Newest first.</p>
            ${messages.length === 0 ? html`<p>No e-mails yet.</p>` : html`<ol>${items}</ol>`}
          </body>
        </html>`);
    });
}

function linkify(text: string) {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return raw(
    escaped.replace(/https?:\/\/[^\s"<]+/g, (url) => `<a href="${url.replace(/"/g, '&quot;')}">${url}</a>`),
  );
}
