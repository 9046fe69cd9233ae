import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { markNoStore } from './no-store.ts';

const app = new Hono()
  .use('*', async (c, next) => {
    await next();
    markNoStore(c);
  })
  .get('/json', (c) => c.json({ ok: true }, 201, { 'x-kept': 'yes' }))
  .get('/raw', () => new Response('plain', { status: 202 }))
  // Response.redirect's headers cannot change: hono's own way takes over.
  .get('/redirect', () => Response.redirect('https://example.test/next', 302));

describe('rule no-store-in-place', () => {
  it('marks every answer no-store and keeps its status, headers and body', async () => {
    const json = await app.request('/json');
    expect([json.status, json.headers.get('cache-control'), json.headers.get('x-kept')]).toEqual([
      201,
      'no-store',
      'yes',
    ]);
    expect(await json.json()).toEqual({ ok: true });
    const raw = await app.request('/raw');
    expect([raw.status, raw.headers.get('cache-control'), await raw.text()]).toEqual([
      202,
      'no-store',
      'plain',
    ]);
    const redirect = await app.request('/redirect');
    expect([
      redirect.status,
      redirect.headers.get('location'),
      redirect.headers.get('cache-control'),
    ]).toEqual([302, 'https://example.test/next', 'no-store']);
  });
});
