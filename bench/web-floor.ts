/**
 * What Lighthouse mobile can score on this machine, next to what the site scores: a blank
 * page, the home page exactly as the server sends it but with every script removed (the
 * best a first screen rendered by the server could do before any hydration), and the real
 * home. Three numbers from one hour tell whether a miss is the machine or the page.
 *
 *   npm start                                        # in another terminal
 *   npm run bench:web-floor -- [--site http://127.0.0.1:3000] [--runs 3]
 *
 * The blank and script-free pages are served from a loopback port of this process, with
 * the built web app's files (apps/web/dist) for their styles and images. Nothing is
 * asserted; every wait is bounded.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './support/demo-server.js';
import { lighthouseRun } from './support/lighthouse-run.js';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '3' },
  },
});
const site = (values.site ?? '').replace(/\/$/, '');
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs: 1..9');
const dist = path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(dist, 'index.html')))
  throw new Error('apps/web/dist is not built: run npm start (it builds) first');

/** Lighthouse's own mobile device, so the server sends the phone's page. */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';
const served = await (
  await fetch(`${site}/`, {
    headers: { 'user-agent': PHONE_UA },
    signal: AbortSignal.timeout(10_000),
  })
).text();
const withoutScripts = served
  .replace(/<script[\s\S]*?<\/script>/g, '')
  .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, '');
const blank =
  '<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lintas</title></head><body><h1>Pesan tiket bus</h1><p>Halo.</p></body></html>';

const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.js': 'text/javascript',
};
const files = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/blank')
    return res.writeHead(200, { 'content-type': 'text/html' }).end(blank);
  if (url.pathname === '/without-scripts')
    return res.writeHead(200, { 'content-type': 'text/html' }).end(withoutScripts);
  const file = path.join(dist, path.normalize(url.pathname));
  if (!file.startsWith(dist + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    return res.writeHead(404).end();
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  res.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
});
const port = await new Promise<number>((resolve) =>
  files.listen(0, '127.0.0.1', () => {
    const address = files.address();
    resolve(typeof address === 'object' && address ? address.port : 0);
  }),
);

const pages: Array<[string, string]> = [
  ['blank', `http://127.0.0.1:${port}/blank`],
  ['home without scripts', `http://127.0.0.1:${port}/without-scripts`],
  ['home', `${site}/`],
];
console.log(`Lighthouse mobile, ${runs} runs each; ${site}`);
try {
  for (const [name, url] of pages) {
    const measured: string[] = [];
    for (let run = 0; run < runs; run++) {
      const m = await lighthouseRun(url, 'mobile');
      measured.push(
        `${m.performance} (FCP ${Math.round(m.fcpMs)}, LCP ${Math.round(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms; benchmarkIndex ${Math.round(m.benchmarkIndex)})`,
      );
    }
    console.log(`${name.padEnd(21)} ${measured.join(' | ')}`);
  }
} finally {
  files.close();
}
