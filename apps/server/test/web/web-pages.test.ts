import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ASSETS_FILE, readPageAssets, routeFor } from '../../src/web/page-assets.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const webRoot = path.resolve(import.meta.dirname, '../../../web');
const PHONE = 'Mozilla/5.0 (Linux; Android 12; SM-A125F) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0';

/** The `href`s of the page's `<link rel="…">` tags. */
function links(html: string, rel: string): string[] {
  return [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

/** What is between <div id="app"> and the end of the body (the prerendered page, if any). */
function app(html: string): string {
  return html.slice(html.indexOf('<div id="app"'), html.lastIndexOf('</body>'));
}

/**
 * The first paint without JavaScript (decision 0027), on the real build: `vite build` of
 * apps/web (its vite.config.ts, with the prerender step) into a temporary folder, served
 * by the server as `npm start` serves it.
 */
describe('prerendered pages and per-route preloads', () => {
  const saved = { ...process.env };
  let outDir: string;
  let t: TestApp;
  const get = (url: string, userAgent = PHONE) =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-web-pages-'));
    process.env.NODE_ENV = 'production';
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    process.env = { ...saved };
    t = await createTestApp({ empty: true, env: { WEB_DIST_DIR: outDir } });
  }, 180_000);

  afterAll(async () => {
    process.env = saved;
    await t?.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('paints the home page itself: heading and the empty search form, in the phone layout', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const page = app(res.body);
    expect(page).toContain('<h1>Pesan tiket bus &amp; shuttle antarkota</h1>');
    expect(page).toContain('aria-label="Cari tiket"');
    expect(page).toContain('data-view="m"');
    // No departure date of the build's day: the field is empty until the client renders.
    expect(page).toMatch(/name="dateTrip" value=""/);
    // The header and footer of the shell.
    expect(page).toContain('aria-label="Navigasi utama"');
    expect(page).toContain('<footer');
    // Shown but not usable until the app has replaced it: input would be lost.
    expect(page.startsWith('<div id="app" inert>')).toBe(true);
  });

  it('paints the desktop layout for a desktop browser', async () => {
    const page = app((await get('/', DESKTOP)).body);
    expect(page).toContain('data-view="d"');
    expect(page).toContain('<h1>Pesan tiket bus &amp; shuttle antarkota</h1>');
    expect(page).not.toContain('data-view="m"');
  });

  it("names the home route's own chunk and styles, which are served and cached for a year", async () => {
    const res = await get('/');
    const scripts = links(res.body, 'modulepreload');
    const styles = links(res.body, 'stylesheet');
    expect(scripts.some((href) => /^\/assets\/home-[\w-]+\.js$/.test(href))).toBe(true);
    expect(styles.some((href) => /^\/assets\/home-[\w-]+\.css$/.test(href))).toBe(true);
    // Every class the prerendered markup uses is in a stylesheet the page links.
    const css = styles.map((href) => fs.readFileSync(path.join(outDir, href), 'utf8')).join('\n');
    const classes = [...app(res.body).matchAll(/class="([^"]+)"/g)].flatMap((m) =>
      (m[1] ?? '').split(' '),
    );
    const unstyled = classes.filter((name) => name.startsWith('_') && !css.includes(`.${name}`));
    expect(unstyled).toEqual([]);
    for (const href of [...scripts, ...styles]) {
      const asset = await get(href);
      expect(asset.statusCode, href).toBe(200);
      expect(asset.headers['cache-control'], href).toContain('immutable');
    }
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('runs no inline script (the CSP allows none): every script that runs has a src', async () => {
    for (const url of ['/', '/jadwal', '/tidak-ada']) {
      const scripts = ((await get(url)).body.match(/<script\b[^>]*>/g) ?? []).filter(
        // Data (the embedded first answers, decision 0026) is not run.
        (tag) => !tag.includes('type="application/json"'),
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, url).toContain(' src="');
    }
  });

  it("paints the shell with a skeleton on the results page, with the results route's chunk", async () => {
    const res = await get(
      '/jadwal?asal=Bandung&asal_id=1&asal_tipe=city&tujuan=Jakarta&tujuan_id=2&tujuan_tipe=city&tanggal=2026-11-25',
    );
    const page = app(res.body);
    expect(page).toContain('Memuat halaman…');
    expect(page).toContain('aria-label="Navigasi utama"');
    expect(page).not.toContain('<h1>Pesan tiket bus');
    expect(
      links(res.body, 'modulepreload').some((href) => /\/results-[\w-]+\.js$/.test(href)),
    ).toBe(true);
    expect(links(res.body, 'modulepreload').some((href) => /\/home-[\w-]+\.js$/.test(href))).toBe(
      false,
    );
  });

  it('preloads the seat map from the seat alert link, which opens it at once', async () => {
    const scripts = links((await get('/kabar-kursi?operator_kode=X')).body, 'modulepreload');
    expect(scripts.some((href) => /\/seat-alert-[\w-]+\.js$/.test(href))).toBe(true);
    expect(scripts.some((href) => /\/seats-[\w-]+\.js$/.test(href))).toBe(true);
  });

  it('gives an unknown route the generic shell (its page is the not-found page)', async () => {
    const res = await get('/tidak-ada/sama-sekali');
    expect(res.statusCode).toBe(200);
    expect(app(res.body)).toContain('Memuat halaman…');
    expect(
      links(res.body, 'modulepreload').some((href) => /\/not-found-[\w-]+\.js$/.test(href)),
    ).toBe(true);
  });

  it('fetches the scripts after the stylesheets where the page paints without them', async () => {
    const home = (await get('/')).body;
    const moduleTags = home.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g);
    expect(moduleTags?.length).toBeGreaterThan(2);
    for (const tag of moduleTags ?? []) expect(tag).toContain('fetchpriority="low"');
    // The console paints only with its scripts: they keep their priority.
    expect((await get('/operator/masuk')).body).not.toContain('fetchpriority');
  });

  it("leaves the operator console's #app empty (its own layout, not the customer shell)", async () => {
    const res = await get('/operator/masuk');
    expect(res.body).toContain('<div id="app"></div>');
    expect(
      links(res.body, 'modulepreload').some((href) => /\/operator-login-[\w-]+\.js$/.test(href)),
    ).toBe(true);
  });

  it('matches paths to routes as the client router does', () => {
    const assets = readPageAssets(outDir);
    expect(assets).not.toBeNull();
    const routes = assets?.routes ?? [];
    const pathOf = (url: string) => routeFor(routes, url)?.path;
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/jadwal')).toBe('/jadwal');
    expect(pathOf('/JADWAL/')).toBe('/jadwal');
    expect(pathOf('/reservasi/LTS123')).toBe('/reservasi/:kode');
    expect(pathOf('/reservasi')).toBe('/*');
    expect(pathOf('/operator')).toBe('/operator');
    expect(pathOf('/operator/manifes/XTR/J1/2026-11-25')).toBe(
      '/operator/manifes/:operator/:jadwal/:tanggal',
    );
    expect(pathOf('/blog/some-post/extra')).toBe('/*');
  });

  it('serves the plain app shell for a build without page assets', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-web-bare-'));
    fs.copyFileSync(path.join(outDir, 'index.html'), path.join(bare, 'index.html'));
    expect(fs.existsSync(path.join(bare, PAGE_ASSETS_FILE))).toBe(false);
    const plain = await createTestApp({ empty: true, env: { WEB_DIST_DIR: bare } });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="app"></div>');
    } finally {
      await plain.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});
