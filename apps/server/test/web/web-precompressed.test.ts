import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../../web/build/precompress.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A script like Vite's output: long, repetitive, hashed name. */
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export function langkah${i}(kursi){return kursi.filter((k)=>k.tersedia&&k.no>${i});}`,
).join('\n');
const STYLE = Array.from({ length: 200 }, (_, i) => `.kartu-${i}{padding:${i}px;margin:0}`).join(
  '\n',
);
const SHELL =
  '<!doctype html><html><head><meta name="vm" content="d" />' +
  '<script type="module" src="/assets/index-abc123.js"></script></head>' +
  `<body><div id="app"></div><!-- ${'lintas '.repeat(300)} --></body></html>`;

/**
 * The build writes .br and .gz beside the hashed files (apps/web/build/precompress.ts,
 * run here on a temporary dist folder instead of a whole Vite build); the server sends
 * the variant the request accepts, with a year of immutable caching, and the app shell
 * with no-cache.
 */
describe('precompressed web assets', () => {
  let t: TestApp;
  let dist: string;
  let written: string[];

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-web-precompressed-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets', 'index-def456.css'), STYLE);
    fs.writeFileSync(path.join(dist, 'assets', 'tiny-0a1b2c.js'), 'export const x=1;');
    fs.writeFileSync(path.join(dist, 'assets', 'logo-9f8e7d.png'), Buffer.alloc(4096, 7));
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Lintas"}');
    written = await precompressFiles(dist, [
      'index.html',
      'assets/index-abc123.js',
      'assets/index-def456.css',
      'assets/tiny-0a1b2c.js',
      'assets/logo-9f8e7d.png',
    ]);
    t = await createTestApp({ empty: true, env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('writes brotli and gzip beside scripts and styles, not beside html, images or tiny files', () => {
    expect(written.sort()).toEqual([
      'assets/index-abc123.js.br',
      'assets/index-abc123.js.gz',
      'assets/index-def456.css.br',
      'assets/index-def456.css.gz',
    ]);
    const br = fs.readFileSync(path.join(dist, 'assets', 'index-abc123.js.br'));
    expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(SCRIPT);
    expect(br.length).toBeLessThan(SCRIPT.length / 5);
    const gz = fs.readFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'));
    expect(zlib.gunzipSync(gz).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the brotli file to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    // The file as the build wrote it, byte for byte.
    expect(
      res.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets/index-abc123.js.br'))),
    ).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the gzip file to a client without brotli, and a style the same way', async () => {
    const js = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(js.rawPayload).toString('utf8')).toBe(SCRIPT);

    const css = await get('/assets/index-def456.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(zlib.brotliDecompressSync(css.rawPayload).toString('utf8')).toBe(STYLE);
  });

  it('sends the plain file to a client that accepts no compression, still varying', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('sends a hashed file with no compressed variant as it is, immutable', async () => {
    const tiny = await get('/assets/tiny-0a1b2c.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['cache-control']).toBe(IMMUTABLE);
    const tinyBody = tiny.headers['content-encoding']
      ? zlib.brotliDecompressSync(tiny.rawPayload).toString('utf8')
      : tiny.body;
    expect(tinyBody).toBe('export const x=1;');

    const png = await get('/assets/logo-9f8e7d.png', { 'accept-encoding': 'br, gzip' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });

  it('answers HEAD for an asset with its encoding and no body', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 304 to a revalidation of the same variant', async () => {
    const first = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/assets/index-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps a missing build file a 404, in every encoding', async () => {
    for (const accept of ['br, gzip', 'gzip', '']) {
      const res = await get('/assets/index-old999.js', accept ? { 'accept-encoding': accept } : {});
      expect(res.statusCode, accept).toBe(404);
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'NOT_FOUND' });
    }
  });

  it('serves the app shell with no-cache, compressed when accepted, at every app route', async () => {
    for (const url of ['/', '/kursi', '/reservasi/LTS123', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'), url).toContain(
        '<div id="app"></div>',
      );
    }
    const plain = await get('/kursi');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toContain('<meta name="vm" content="d" />');
  });

  it('asks for the service worker again on every visit, and types the web manifest', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
  });
});
