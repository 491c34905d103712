import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, tileOrigin } from '../../src/config.js';
import { createTestApp } from '../helpers/test-app.js';

/**
 * The pickup map's tile server (decision 0018): MAP_TILE_URL is written into the page for
 * the client and allowed, by origin only, as an image source in the CSP.
 */
describe('map tiles configuration', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-web-tiles-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="vm" content="d" />' +
        '<meta name="map-tiles" content="" /><meta name="map-tiles-attribution" content="" />' +
        '</head><body><div id="app"></div></body></html>',
    );
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  async function page(env: Record<string, string>) {
    const t = await createTestApp({ empty: true, env: { WEB_DIST_DIR: dist, ...env } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/jadwal' });
      return { body: res.body, csp: String(res.headers['content-security-policy']) };
    } finally {
      await t.close();
    }
  }

  it('by default the page names OpenStreetMap tiles and the CSP allows that origin alone', async () => {
    const { body, csp } = await page({});
    expect(body).toContain(
      '<meta name="map-tiles" content="https://tile.openstreetmap.org/{z}/{x}/{y}.png" />',
    );
    expect(body).toContain(
      '<meta name="map-tiles-attribution" content="© OpenStreetMap contributors" />',
    );
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
  });

  it("a deployment's own tile server, its attribution escaped into the attribute", async () => {
    const { body, csp } = await page({
      MAP_TILE_URL: 'https://peta.example.co.id/tiles/{z}/{x}/{y}.png?key=a&b=1',
      MAP_TILE_ATTRIBUTION: '© "Peta" <Nusantara> $& kontributor',
    });
    expect(body).toContain(
      'content="https://peta.example.co.id/tiles/{z}/{x}/{y}.png?key=a&amp;b=1"',
    );
    expect(body).toContain('content="© &quot;Peta&quot; &lt;Nusantara&gt; $&amp; kontributor"');
    expect(csp).toContain("img-src 'self' data: blob: https://peta.example.co.id;");
    expect(csp).not.toContain('openstreetmap');
  });

  it("'none': no tiles in the page, none allowed by the CSP", async () => {
    const { body, csp } = await page({ MAP_TILE_URL: 'none' });
    expect(body).toContain('<meta name="map-tiles" content="" />');
    expect(csp).toContain("img-src 'self' data: blob:;");
  });

  it('refuses a template that is not one http(s) host with {z}, {x} and {y}', () => {
    for (const bad of [
      'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://tile.openstreetmap.org/{z}/{x}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
    ]) {
      expect(tileOrigin(bad), bad).toBeNull();
      expect(() => parseConfig({ NODE_ENV: 'test', MAP_TILE_URL: bad }), bad).toThrow(ConfigError);
    }
    expect(tileOrigin('http://localhost:8080/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
  });
});
