import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';

describe('catalogue endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, authorization: string | null = WEB_BASIC) =>
    t.app.inject({
      method: 'GET',
      url: `/api/travel/${url}`,
      headers: authorization ? { authorization } : {},
    });

  type City = {
    kota_id: number;
    kota_nama: string;
    list_cabang: Array<{ cabang_kode: string; cabang_nama: string; lat: number | null }>;
  };
  const cityNames = (body: { results: { list: City[] } }) =>
    body.results.list.map((city) => city.kota_nama);

  it('needs client credentials', async () => {
    for (const path of [
      'search-point-asal',
      'kota-populer',
      'list-operator',
      'list-path',
      'list-tujuan?asal_id=1&asal_tipe=city',
    ]) {
      const res = await get(path, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'UNAUTHORIZED' });
    }
    expect((await get('list-operator', 'Basic bm9wZTpub3Bl')).statusCode).toBe(401);
  });

  it('lists origins as cities with their points, Bandung first', async () => {
    const res = await get('search-point-asal');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('OK');
    expect(body.results.page).toBe(1);
    expect(body.results.total_page).toBe(1);
    const bandung = body.results.list[0] as City;
    expect(bandung).toMatchObject({ kota_id: 1, kota_nama: 'Bandung', zona_waktu: 'WIB' });
    expect(bandung.list_cabang.map((p) => p.cabang_nama)).toEqual(
      expect.arrayContaining(['Pasteur', 'Dipatiukur', 'Cihampelas', 'Buah Batu', 'Kopo']),
    );
    expect(bandung.list_cabang[0]).toMatchObject({
      cabang_kode: 'BDG-PST',
      lat: -6.893512,
      lng: 107.579436,
      is_transit: 0,
    });
  });

  it('filters origins by city or point name, case-insensitively, and pages', async () => {
    expect(cityNames((await get('search-point-asal?text=jak')).json())).toEqual(['Jakarta']);
    const byPoint = (await get('search-point-asal?text=blok%20m')).json();
    expect(byPoint.results.list).toHaveLength(1);
    expect(
      byPoint.results.list[0].list_cabang.map((p: { cabang_nama: string }) => p.cabang_nama),
    ).toEqual(['Blok M']);
    expect((await get('search-point-asal?text=zzzz')).json().results).toEqual({
      list: [],
      page: 1,
      total_page: 0,
    });
    expect((await get('search-point-asal?page=2')).json().results.list).toEqual([]);
    expect(
      (await get('search-point-asal?text=%27%3B%20DROP%20TABLE%20cities%3B--')).json().results.list,
    ).toEqual([]);
  });

  it('rejects bad paging and over-long text with a 400 envelope', async () => {
    for (const query of ['page=0', 'page=abc', 'page=1.5', `text=${'a'.repeat(65)}`]) {
      const res = await get(`search-point-asal?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
    }
  });

  it('narrows origins to one operator in -v2 and list-keberangkatan-operator', async () => {
    const v2 = (await get('search-point-asal-v2?operator_kode=crb')).json();
    expect(cityNames(v2)).toEqual(['Bandung', 'Cirebon']);
    for (const path of ['list-keberangkatan-operator', 'list-keberangkatan-operator-v2']) {
      const res = (await get(`${path}?operator_kode=GMP`)).json();
      expect(cityNames(res)).toEqual(['Surabaya', 'Malang', 'Denpasar']);
    }
    expect((await get('list-keberangkatan-operator?operator_kode=NOPE')).json()).toMatchObject({
      error_code: 'NOT_FOUND',
    });
    expect((await get('list-keberangkatan-operator')).statusCode).toBe(400);
    expect((await get('list-keberangkatan-operator?operator_kode=%3Cscript%3E')).statusCode).toBe(
      400,
    );
  });

  it('answers ORIGIN_REQUIRED when destination calls come without an origin', async () => {
    for (const query of [
      '',
      '?asal_id=1',
      '?asal_tipe=city',
      '?asal_id=undefined&asal_tipe=undefined',
      '?asal_id=&asal_tipe=',
    ]) {
      for (const path of [
        'list-tujuan',
        'list-tujuan-v2',
        'search-point-tujuan',
        'search-point-tujuan-v2',
      ]) {
        const res = await get(`${path}${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'ORIGIN_REQUIRED' });
      }
    }
  });

  it('rejects malformed or unknown origins', async () => {
    expect((await get('list-tujuan?asal_id=abc&asal_tipe=city')).json()).toMatchObject({
      error_code: 'VALIDATION_ERROR',
    });
    expect((await get('list-tujuan?asal_id=1&asal_tipe=planet')).json()).toMatchObject({
      error_code: 'VALIDATION_ERROR',
    });
    expect((await get('list-tujuan?asal_id=-1&asal_tipe=city')).statusCode).toBe(400);
    expect((await get('list-tujuan?asal_id=99999999999&asal_tipe=city')).statusCode).toBe(400);
    const unknown = await get('list-tujuan?asal_id=999&asal_tipe=city');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_code: 'NOT_FOUND' });
  });

  it('offers only destinations reachable from the origin, connections included', async () => {
    const fromBandung = cityNames((await get('list-tujuan?asal_id=1&asal_tipe=city')).json());
    expect(fromBandung).toEqual(
      expect.arrayContaining([
        'Jakarta',
        'Bogor',
        'Cirebon',
        'Purwakarta',
        'Semarang',
        'Yogyakarta',
      ]),
    );
    expect(fromBandung).not.toContain('Bandung');
    expect(fromBandung).not.toContain('Surabaya');
    expect(fromBandung).not.toContain('Denpasar');

    const pasteur = (await get('search-point-asal?text=pasteur')).json().results.list[0]
      .list_cabang[0].cabang_id;
    const fromPasteur = cityNames(
      (await get(`list-tujuan-v2?asal_id=${pasteur}&asal_tipe=point`)).json(),
    );
    expect(fromPasteur).toEqual(['Jakarta', 'Tasikmalaya']);
    expect(fromPasteur).not.toContain('Semarang');

    const onlyXtr = cityNames(
      (await get('list-tujuan?asal_id=1&asal_tipe=city&operator_kode=XTR')).json(),
    );
    expect(onlyXtr).toEqual(['Jakarta']);

    const searched = (await get('search-point-tujuan?asal_id=1&asal_tipe=city&text=semar')).json();
    expect(cityNames(searched)).toEqual(['Semarang']);
    expect(searched.results).toMatchObject({ page: 1, total_page: 1 });
  });

  it('lists popular cities in rank order with their points', async () => {
    const list = (await get('kota-populer')).json().results.list;
    expect(list.slice(0, 3).map((city: City) => city.kota_nama)).toEqual([
      'Bandung',
      'Jakarta',
      'Yogyakarta',
    ]);
    expect(list[0]).toMatchObject({ urutan: 1, gambar_url: null });
    expect(list.length).toBeGreaterThanOrEqual(8);
  });

  it('lists operators and city pairs with their cheapest fares', async () => {
    const operators = (await get('list-operator')).json().results.list;
    expect(operators).toHaveLength(12);
    expect(operators[0]).toMatchObject({
      operator_kode: 'XTR',
      operator_nama: 'Xpress Trans Priangan',
      highlight: expect.any(String),
    });
    const paths = (await get('list-path')).json().results.list;
    const bdgJkt = paths.find((p: { path: string }) => p.path === 'bandung-jakarta');
    expect(bdgJkt).toMatchObject({
      asal_kota_id: 1,
      tujuan_kota_id: 2,
      harga_mulai: 90000,
      jumlah_operator: 6,
    });
    expect(paths.some((p: { path: string }) => p.path === 'bandung-semarang')).toBe(false);
  });
});
