import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/http/app-error.js';
import { ManualClock } from '../../src/lib/clock.js';
import { initialDataMarkup, initialDataScript } from '../../src/web/initial-data.js';
import { registerWebApp } from '../../src/web/web-app.js';
import { BDG_JKT, travelGet } from '../api/schedule-test-helpers.js';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js';

const ELEMENT = /<script type="application\/json" id="lintas-initial-data">([\s\S]*?)<\/script>/;

interface Embedded {
  answers: Array<{ key: unknown[]; data: unknown; updatedAt: number }>;
}

function embedded(html: string): Embedded | null {
  const match = ELEMENT.exec(html);
  return match ? (JSON.parse(match[1] ?? '') as Embedded) : null;
}

const RESULTS_ORDER = [
  'search-jadwal',
  'list-filter-search-jadwal',
  'list-tanggal-jadwal-available',
  'list-highlight-operator',
];

/** The results page's answers in the order its calls are listed (they finish in any order). */
function resultsAnswers(html: string) {
  return (embedded(html)?.answers ?? []).sort(
    (a, b) => RESULTS_ORDER.indexOf(String(a.key[0])) - RESULTS_ORDER.indexOf(String(b.key[0])),
  );
}

const RESULTS =
  '/jadwal?asal=Bandung&asal_id=1&asal_tipe=city&tujuan=Jakarta&tujuan_id=2&tujuan_tipe=city';
const DEPARTURE = 'operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal_berangkat=2026-11-22';

/**
 * The first answers in the page (decision 0026): the HTML of the results page and of a
 * seat alert's link carries what the page would first ask the API, exactly as the API
 * answers it, under the query key the page's hook uses.
 */
describe('first answers written into the page', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-web-initial-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="vm" content="d" /></head><body><div id="app"></div></body></html>',
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  async function page(url: string) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    return res.body;
  }

  /** The API's `results` for each embedded request, asked as the page would ask them. */
  async function fromApi(route: string, page: number | null, filters: string) {
    const base = `${BDG_JKT}&tanggal_berangkat=2026-11-22&show_connecting=1`;
    const calls = [
      `search-jadwal?${base}${filters}&page=${page}&group_by=operator-jurusan`,
      `list-filter-search-jadwal?${base}`,
      `list-tanggal-jadwal-available?${base}&jumlah_hari=7`,
      `list-highlight-operator?${base}${filters.replace(/&sort=[^&]*/, '')}`,
    ];
    const answers = [];
    for (const call of calls) {
      const api = await travelGet(t, call);
      expect(api.status, `${route}: ${call}`).toBe(200);
      answers.push(api.body.results);
    }
    return answers;
  }

  it('the results page carries its first four answers, as the API answers them', async () => {
    const html = await page(`${RESULTS}&tanggal=2026-11-22`);
    // Inside the body, after the app's element: the page's own markup is unchanged.
    expect(html.indexOf('id="lintas-initial-data"')).toBeGreaterThan(html.indexOf('id="app"'));
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    const answers = resultsAnswers(html);
    const base = {
      asal_id: 1,
      asal_tipe: 'city',
      tujuan_id: 2,
      tujuan_tipe: 'city',
      tanggal_berangkat: '2026-11-22',
      show_connecting: 1,
    };
    expect(answers.map((a) => a.key)).toEqual([
      ['search-jadwal', { ...base, page: 1 }],
      ['list-filter-search-jadwal', base],
      ['list-tanggal-jadwal-available', base],
      ['list-highlight-operator', base],
    ]);
    expect(answers.every((a) => a.updatedAt === Date.parse(TEST_NOW))).toBe(true);
    const api = await fromApi('plain', 1, '');
    expect((api[0] as { list: unknown[] }).list.length).toBeGreaterThan(0);
    expect(answers.map((a) => a.data)).toEqual(api);
  });

  it("the address's filters, sort and quick filter are the list's (and the highlights')", async () => {
    const html = await page(
      `${RESULTS}&tanggal=2026-11-22&operator=XTR&jam=06-12&harga_min=1000&urut=harga-termurah&cepat=langsung`,
    );
    const answers = resultsAnswers(html);
    const base = {
      asal_id: 1,
      asal_tipe: 'city',
      tujuan_id: 2,
      tujuan_tipe: 'city',
      tanggal_berangkat: '2026-11-22',
      show_connecting: 1,
    };
    const filters = { operator: 'XTR', jam: '06-12', harga_min: 1000, quick_filter: 'langsung' };
    expect(answers.map((a) => a.key)).toEqual([
      ['search-jadwal', { ...base, ...filters, sort: 'harga-termurah', page: 1 }],
      ['list-filter-search-jadwal', base],
      ['list-tanggal-jadwal-available', base],
      ['list-highlight-operator', { ...base, ...filters }],
    ]);
    const api = await fromApi(
      'filtered',
      1,
      '&operator=XTR&jam=06-12&harga_min=1000&sort=harga-termurah&quick_filter=langsung',
    );
    expect(answers.map((a) => a.data)).toEqual(api);
  });

  it('bad or missing parameters embed nothing, and the page is served as always', async () => {
    for (const url of [
      '/jadwal',
      `${RESULTS}`,
      `${RESULTS}&tanggal=2026-02-30`,
      '/jadwal?asal_id=abc&asal_tipe=city&tujuan_id=2&tujuan_tipe=city&tanggal=2026-11-22',
      // The API refuses a search from a place to itself: the page shows that refusal.
      '/jadwal?asal_id=1&asal_tipe=city&tujuan_id=1&tujuan_tipe=city&tanggal=2026-11-22',
      // Further than the booking window: the API's own error, asked by the page.
      `${RESULTS}&tanggal=2030-01-01`,
      '/kabar-kursi',
      '/kabar-kursi?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal_berangkat=22-11-2026',
      '/kabar-kursi?operator_kode=XTR&jadwal_kode=NOPE-99&tanggal_berangkat=2026-11-22',
      '/kursi',
      '/',
    ]) {
      const html = await page(url);
      expect(html, url).not.toContain('lintas-initial-data');
    }
    const api = await travelGet(t, `search-jadwal?${BDG_JKT}&tanggal_berangkat=2030-01-01`);
    expect(api.status).toBeGreaterThanOrEqual(400);
  });

  it("a seat alert's link carries its departure and the seat map the page opens", async () => {
    const html = await page(`/kabar-kursi?${DEPARTURE}`);
    const answers = embedded(html)?.answers ?? [];
    expect(answers.map((a) => a.key)).toEqual([
      [
        'seat-alert-departure',
        { operator_kode: 'XTR', jadwal_kode: 'XTR-01-1000', tanggal_berangkat: '2026-11-22' },
      ],
      [
        'seat-map',
        { operatorCode: 'XTR', scheduleCode: 'XTR-01-1000', date: '2026-11-22', connecting: [] },
      ],
    ]);
    const detail = await travelGet(t, `detail-jadwal?${DEPARTURE}`);
    const seats = await travelGet(t, `kursi?${DEPARTURE}`);
    expect(detail.status).toBe(200);
    expect(seats.status).toBe(200);
    expect(answers[0]?.data).toEqual(detail.body.results);
    expect(answers[1]?.data).toEqual(seats.body.results);
  });
});

describe('the first answers are bounded and safe', () => {
  const clock = new ManualClock(TEST_NOW);
  const request = (url: string) =>
    ({ url, log: { warn: vi.fn() } }) as unknown as FastifyRequest & {
      log: { warn: ReturnType<typeof vi.fn> };
    };
  const search = `${RESULTS}&tanggal=2026-11-22`;
  // The results page's filters, date bar and highlights: asked only after its list.
  const companions = {
    filters: async () => ({ list: [] }),
    dateBar: async () => ({ list: [] }),
    highlights: async () => ({ list: [] }),
  };

  it('escapes < so nothing in the data can close the script element', async () => {
    const markup = initialDataMarkup({
      schedules: {
        search: async () => ({
          list: [{ operator_nama: '</script><script>alert(1)</script><!--' }],
        }),
        detail: () => Promise.reject(new Error('not asked')),
        ...companions,
      } as never,
      seatMap: { seatMap: () => Promise.reject(new Error('not asked')) } as never,
      clock,
    });
    const html = await markup(request(search));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    expect(html).not.toContain('<!--');
    expect(embedded(html)?.answers[0]?.data).toEqual({
      list: [{ operator_nama: '</script><script>alert(1)</script><!--' }],
    });
    expect(initialDataScript([])).toBe('');
  });

  it('an answer not ready within the budget is left out, and the page waits no longer', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const markup = initialDataMarkup({
      schedules: {
        search: () => new Promise((resolve) => (finish = resolve)),
        detail: () => Promise.reject(new Error('not asked')),
        ...companions,
      } as never,
      seatMap: { seatMap: () => Promise.reject(new Error('not asked')) } as never,
      clock,
      budgetMs: 40,
    });
    const req = request(search);
    const started = performance.now();
    expect(await markup(req)).toBe('');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(req.log.warn).toHaveBeenCalledOnce();
    finish({ list: [] });
  });

  it('a failing service embeds nothing and is logged; a refusal is not', async () => {
    // The search (and a departure's detail) fail with `error`; the seat map is not asked.
    const searchFailingWith = (error: Error, detailError = error) =>
      initialDataMarkup({
        schedules: {
          search: () => Promise.reject(error),
          detail: () => Promise.reject(detailError),
          ...companions,
        } as never,
        seatMap: { seatMap: () => Promise.reject(new Error('not asked')) } as never,
        clock,
      });
    const failing = searchFailingWith(new Error('database gone'));
    const req = request(search);
    expect(await failing(req)).toBe('');
    expect(req.log.warn).toHaveBeenCalledOnce();
    const refusing = searchFailingWith(new AppError('NOT_FOUND'), new Error('not asked'));
    const refused = request(search);
    expect(await refusing(refused)).toBe('');
    expect(refused.log.warn).not.toHaveBeenCalled();
  });

  it('a page whose markup fails is still served, without it', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-web-initial-fail-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="vm" content="d" /></head><body><div id="app"></div></body></html>',
    );
    const app = Fastify();
    try {
      await registerWebApp(app, dist, undefined, () => Promise.reject(new Error('boom')));
      const res = await app.inject({ method: 'GET', url: search });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="app"></div></body>');
      expect(res.body).not.toContain('lintas-initial-data');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
