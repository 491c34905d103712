/**
 * Bytes on the wire: one busy search-jadwal answer and the home route's initial
 * JavaScript, asked with a browser's `Accept-Encoding: br, gzip` and with no compression
 * (`identity`: what the server sent to everyone before issue 11).
 *
 *   npm run bench:bytes -- [--scale 5] [--web-dist apps/web/dist]
 *
 * It builds the web app into a temporary folder (or serves --web-dist), seeds a fresh
 * PGlite database with the demo catalogue times --scale, starts the server from source
 * on a loopback port, and:
 * - asks search-jadwal Bandung -> Jakarta for tomorrow (the first page, grouped), as the
 *   results page does;
 * - opens the home page in Debian's Chromium (phone) until the network is idle, takes
 *   every script it loaded, and asks each again over plain HTTP with both headers.
 * Sizes are bodies as received (compressed when compressed), without HTTP headers.
 * Nothing is timed; every wait is bounded.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { BASIC, buildWeb, isoDate, seedDemo, startDemoServer } from './support/demo-server.js';

const BROWSER_ENCODING = 'br, gzip';
const NO_ENCODING = 'identity';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '5' },
    'web-dist': { type: 'string' },
  },
});
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 200) throw new Error('--scale: 1..200');

interface Fetched {
  status: number;
  encoding: string;
  bytes: number;
}

/** One GET over plain HTTP, counting the body's bytes as they arrive (no decoding). */
function rawGet(url: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 60_000 }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'none'),
          bytes,
        }),
      );
      res.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`timeout: ${url}`)));
    request.on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function homeScripts(baseUrl: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    // The scripts ran (served compressed, they still have to work): the search form shows.
    await page.locator('form').first().waitFor({ state: 'visible', timeout: 30_000 });
    return [...scripts];
  } finally {
    await browser.close();
  }
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-bytes-'));
  let server: Awaited<ReturnType<typeof startDemoServer>> | null = null;
  try {
    let webDist = values['web-dist'] ? path.resolve(values['web-dist']) : '';
    if (!webDist) {
      webDist = path.join(tmp, 'web');
      console.log('Building the web app...');
      buildWeb(webDist);
    }
    const dataDir = path.join(tmp, 'db');
    console.log(`Seeding the demo catalogue at scale ${scale}...`);
    seedDemo(dataDir, scale);
    server = await startDemoServer(dataDir, webDist);
    const { baseUrl } = server;

    const searchUrl = `${baseUrl}/api/travel/search-jadwal?asal_id=1&asal_tipe=city&tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=${isoDate(1)}&group_by=operator-jurusan`;
    const searchPlain = await rawGet(searchUrl, {
      authorization: BASIC,
      'accept-encoding': NO_ENCODING,
    });
    const searchBrowser = await rawGet(searchUrl, {
      authorization: BASIC,
      'accept-encoding': BROWSER_ENCODING,
    });
    if (searchPlain.status !== 200 || searchBrowser.status !== 200)
      throw new Error(`search-jadwal answered ${searchPlain.status}/${searchBrowser.status}`);

    const scripts = await homeScripts(baseUrl);
    if (scripts.length === 0) throw new Error('the home page loaded no script');
    let jsPlain = 0;
    let jsBrowser = 0;
    const encodings = new Set<string>();
    for (const url of scripts) {
      const plain = await rawGet(url, { 'accept-encoding': NO_ENCODING });
      const browser = await rawGet(url, { 'accept-encoding': BROWSER_ENCODING });
      if (plain.status !== 200 || browser.status !== 200) throw new Error(`${url}: not 200`);
      jsPlain += plain.bytes;
      jsBrowser += browser.bytes;
      encodings.add(browser.encoding);
    }

    console.log(`\nscale ${scale}, search Bandung -> Jakarta ${isoDate(1)} (page 1, grouped)`);
    console.log(`| figure | no compression (before) | ${BROWSER_ENCODING} (after) | encoding |`);
    console.log('| --- | ---: | ---: | --- |');
    console.log(
      `| one busy search-jadwal answer | ${kb(searchPlain.bytes)} | ${kb(searchBrowser.bytes)} | ${searchBrowser.encoding} |`,
    );
    console.log(
      `| home route's initial JavaScript (${scripts.length} files) | ${kb(jsPlain)} | ${kb(jsBrowser)} | ${[...encodings].join(', ')} |`,
    );
  } finally {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
