/**
 * The web app in a browser: Lighthouse 12 (mobile and desktop) on the home page, the
 * results of a busy search and the seat map, and a bundle report of what the home route
 * loads (issue 11).
 *
 *   npm run bench:web -- [--scale 5] [--runs 3] [--out .tmp/bench-web]
 *
 * It builds the web app (production) into a temporary folder with the bundle report on,
 * seeds a fresh PGlite database with the demo catalogue times --scale, starts the server
 * from source on loopback, and runs Lighthouse --runs times per page and form factor with
 * Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), with Lighthouse's own
 * throttling (mobile: slow 4G and a 4× slower CPU, simulated). It prints the median run of
 * each (by performance score) and writes into --out:
 * - lighthouse-<form factor>-<page>.json: that median run's full report;
 * - bundle.md and bundle.html: every chunk of the build with its gzip and brotli size, the
 *   chunks the home route loads marked, and the largest source modules inside each.
 * Nothing is asserted; every wait is bounded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ReportedChunk } from '../apps/web/build/route-budget.js';
import {
  BASIC,
  buildWeb,
  isoDate,
  root,
  seedDemo,
  startDemoServer,
} from './support/demo-server.js';
import { lighthouseRun, type Measured } from './support/lighthouse-run.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: '.tmp/bench-web' },
    // Some pages or form factors only, while looking into one figure.
    pages: { type: 'string', default: 'home,results,seats' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
  },
});
const scale = Number(values.scale);
const runs = Number(values.runs);
if (!Number.isInteger(scale) || scale < 1 || scale > 200) throw new Error('--scale: 1..200');
if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs: 1..9');
const outDir = path.resolve(root, values.out);

async function apiGet<T>(baseUrl: string, pathAndQuery: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/travel/${pathAndQuery}`, {
    headers: { authorization: BASIC },
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as { status: string; results: T };
  if (!response.ok || body.status !== 'OK') throw new Error(`${pathAndQuery}: ${response.status}`);
  return body.results;
}

/** The three pages: home, a busy search's results, and the seat map of one of its trips. */
async function pagesToMeasure(baseUrl: string): Promise<{ name: string; url: string }[]> {
  const date = isoDate(1);
  const place = 'asal=Bandung&asal_id=1&asal_tipe=city&tujuan=Jakarta&tujuan_id=2&tujuan_tipe=city';
  const search = await apiGet<{ list: { operator_kode: string; jurusan_id: number }[] }>(
    baseUrl,
    `search-jadwal?asal_id=1&asal_tipe=city&tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=${date}&group_by=operator-jurusan`,
  );
  const group = search.list[0];
  if (!group) throw new Error(`no departure Bandung -> Jakarta on ${date}`);
  const schedules = await apiGet<{ list: { jadwal_kode: string }[] }>(
    baseUrl,
    `list-jadwal?operator_kode=${group.operator_kode}&jurusan_id=${group.jurusan_id}&tanggal_berangkat=${date}&asal_id=1&asal_tipe=city&tujuan_id=2&tujuan_tipe=city`,
  );
  const schedule = schedules.list[0];
  if (!schedule) throw new Error('the first group lists no schedule');
  const departure = new URLSearchParams({
    operator_kode: group.operator_kode,
    jadwal_kode: schedule.jadwal_kode,
    tanggal_berangkat: date,
  });
  return [
    { name: 'home', url: `${baseUrl}/` },
    { name: 'results', url: `${baseUrl}/jadwal?${place}&tanggal=${date}` },
    // The seat alert's link restores the departure as the chosen trip and opens /kursi.
    { name: 'seats', url: `${baseUrl}/kabar-kursi?${departure.toString()}` },
  ];
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** bundle.md and bundle.html from the build's report (apps/web/build/route-budget.ts). */
function writeBundleReport(chunks: ReportedChunk[]): string {
  const sorted = [...chunks].sort((a, b) => Number(b.home) - Number(a.home) || b.gzip - a.gzip);
  const home = sorted.filter((chunk) => chunk.home);
  const sum = (list: ReportedChunk[], key: 'gzip' | 'brotli') =>
    list.reduce((total, chunk) => total + chunk[key], 0);
  const lines = [
    `Home route: ${home.length} chunks, ${kb(sum(home, 'gzip'))} KB gzip, ${kb(sum(home, 'brotli'))} KB brotli.`,
    '',
    '| chunk | home route | gzip KB | brotli KB | largest modules (bytes before minification) |',
    '| --- | :-: | --: | --: | --- |',
    ...sorted.map(
      (chunk) =>
        `| ${chunk.file} | ${chunk.home ? 'yes' : ''} | ${kb(chunk.gzip)} | ${kb(chunk.brotli)} | ${chunk.modules
          .slice(0, 4)
          .map((module) => `${module.id} (${module.bytes})`)
          .join(', ')} |`,
    ),
  ];
  fs.writeFileSync(path.join(outDir, 'bundle.md'), `${lines.join('\n')}\n`);

  // A treemap in one row per chunk: each module a box as wide as its share of the chunk.
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  const rows = sorted
    .filter((chunk) => chunk.gzip > 500)
    .map((chunk) => {
      const total = chunk.modules.reduce((all, module) => all + module.bytes, 0) || 1;
      const boxes = chunk.modules
        .map((module, index) => {
          const share = (module.bytes / total) * 100;
          const hue = (index * 47) % 360;
          return `<div title="${escape(module.id)}: ${module.bytes} B" style="flex:0 0 ${share.toFixed(3)}%;background:hsl(${hue} 60% 80%)">${share > 6 ? escape(module.id.split('/').slice(-2).join('/')) : ''}</div>`;
        })
        .join('');
      return `<h2>${escape(chunk.file)}${chunk.home ? ' · home route' : ''} · ${kb(chunk.gzip)} KB gzip · ${kb(chunk.brotli)} KB br</h2><div class="row">${boxes}</div>`;
    })
    .join('\n');
  fs.writeFileSync(
    path.join(outDir, 'bundle.html'),
    `<!doctype html><meta charset="utf-8"><title>Lintas bundle</title><style>body{font:14px system-ui;margin:16px}h2{font-size:14px;margin:16px 0 4px}.row{display:flex;height:56px;border:1px solid #999;overflow:hidden}.row div{overflow:hidden;font-size:11px;padding:2px;border-right:1px solid #fff;word-break:break-all}</style><p>${escape(lines[0]!)} Hover a box for its module.</p>${rows}`,
  );
  return lines[0]!;
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on this machine
 * kind, a fault of the recording and not of the page; such a run is taken again, at most
 * twice, so one glitch does not lose the whole benchmark.
 */
async function lighthouseRunRetried(
  url: string,
  formFactor: 'mobile' | 'desktop',
): Promise<Measured> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, formFactor);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/\((NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED)\)/.test(message))
        throw error;
      console.log(`  Lighthouse could not record this run (${message.slice(-40)}); again.`);
    }
  }
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-web-bench-'));
  let server: Awaited<ReturnType<typeof startDemoServer>> | null = null;
  try {
    const webDist = path.join(tmp, 'web');
    const reportFile = path.join(tmp, 'bundle.json');
    console.log('Building the web app (production) with the bundle report...');
    buildWeb(webDist, { LINTAS_BUNDLE_REPORT: reportFile });
    const bundleSummary = writeBundleReport(
      JSON.parse(fs.readFileSync(reportFile, 'utf8')) as ReportedChunk[],
    );
    const dataDir = path.join(tmp, 'db');
    console.log(`Seeding the demo catalogue at scale ${scale}...`);
    seedDemo(dataDir, scale);
    server = await startDemoServer(dataDir, webDist);
    const pages = await pagesToMeasure(server.baseUrl);

    const table = [
      '| form factor | page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | script KB |',
      '| --- | --- | --: | --: | --: | --: | --: | --: | --: |',
    ];
    const wantedPages = new Set(values.pages.split(','));
    const formFactors = (['mobile', 'desktop'] as const).filter((formFactor) =>
      values['form-factors'].split(',').includes(formFactor),
    );
    for (const formFactor of formFactors) {
      for (const page of pages.filter((candidate) => wantedPages.has(candidate.name))) {
        const measured: Measured[] = [];
        for (let run = 0; run < runs; run++) {
          console.log(`Lighthouse ${formFactor} ${page.name} (${run + 1}/${runs})...`);
          const result = await lighthouseRunRetried(page.url, formFactor);
          console.log(
            `  performance ${result.performance}, FCP ${result.fcpMs.toFixed(0)} ms, LCP ${result.lcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}`,
          );
          measured.push(result);
        }
        measured.sort((a, b) => a.performance - b.performance);
        const median = measured[Math.floor(measured.length / 2)]!;
        fs.writeFileSync(
          path.join(outDir, `lighthouse-${formFactor}-${page.name}.json`),
          JSON.stringify(median.report),
        );
        table.push(
          `| ${formFactor} | ${page.name} | ${median.performance} | ${median.accessibility} | ${median.fcpMs.toFixed(0)} | ${median.lcpMs.toFixed(0)} | ${median.tbtMs.toFixed(0)} | ${median.cls.toFixed(3)} | ${median.scriptKb.toFixed(1)} |`,
        );
      }
    }
    console.log(`\nscale ${scale}, median of ${runs} Lighthouse runs per row, ${isoDate(1)}`);
    console.log(table.join('\n'));
    console.log(`\n${bundleSummary}`);
    console.log(
      `Reports: ${path.relative(root, outDir)}/ (bundle.html, bundle.md, lighthouse-*.json)`,
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
