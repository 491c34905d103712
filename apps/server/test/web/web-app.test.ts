import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The server serves the built web app: files as they are, every other path as the SPA. */
describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="vm" content="d" /></head><body><div id="app"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("lintas")');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ empty: true, env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves built assets without client credentials, cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('lintas');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('answers app routes with index.html, the view mode set from the user agent', async () => {
    const phone = await t.app.inject({
      method: 'GET',
      url: '/kursi',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 12; SM-A125F) Mobile Safari/537.36' },
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.body).toContain('<meta name="vm" content="m" />');
    const desktop = await t.app.inject({
      method: 'GET',
      url: '/reservasi/LTS123',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
    });
    expect(desktop.body).toContain('<meta name="vm" content="d" />');
  });

  it('lets ?vm= override the user agent', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/?vm=m',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' },
    });
    expect(res.body).toContain('<meta name="vm" content="m" />');
  });

  it('does not serve files outside the build folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/../../package.json' });
    expect(res.body).not.toContain('"workspaces"');
  });

  it('still requires client credentials for the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/travel/kota-populer' });
    expect(res.statusCode).toBe(401);
  });
});
