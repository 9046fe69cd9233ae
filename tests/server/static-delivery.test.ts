import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, expect, test } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress-assets.ts';
import { createLogger } from '../../src/server/logger.ts';
import { serveClient } from '../../src/server/static.ts';

// Issue 13 item 8: built files go out precompressed, hashed ones with a year-long cache.
const dir = mkdtempSync(join(tmpdir(), 'calmly-static-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'assets'));
const script = `export const answer = ${JSON.stringify('calm '.repeat(5_000))};\n`;
writeFileSync(join(dir, 'assets', 'index-AbC123.js'), script);
writeFileSync(join(dir, 'index.html'), '<!doctype html><script src="/assets/index-AbC123.js"></script>');
precompressDirectory(dir);

const app = new Hono();
serveClient(app, { logger: createLogger('silent') }, dir);
const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

test('the build writes a brotli and a gzip copy that decode to the same file', () => {
  const original = readFileSync(join(dir, 'assets', 'index-AbC123.js'));
  expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-AbC123.js.br')))).toEqual(original);
  expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-AbC123.js.gz')))).toEqual(original);
});

test('a browser that takes brotli gets brotli, else gzip, else the plain file', async () => {
  const brotli = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
  expect(brotli.headers.get('content-encoding')).toBe('br');
  expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
  const brotliBytes = new Uint8Array(await brotli.arrayBuffer());
  expect(brotliBytes.length).toBeLessThan(script.length / 10);

  const gzip = await get('/assets/index-AbC123.js', 'gzip');
  expect(gzip.headers.get('content-encoding')).toBe('gzip');

  const plain = await get('/assets/index-AbC123.js');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(script);
  expect(plain.headers.get('content-type')).toMatch(/javascript/);
});

test('hashed assets are cached for a year; the app shell is checked on every visit', async () => {
  expect((await get('/assets/index-AbC123.js', 'br')).headers.get('cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );
  const shell = await get('/workspace');
  expect(shell.headers.get('cache-control')).toBe('no-cache');
  expect(await shell.text()).toContain('/assets/index-AbC123.js');
});
