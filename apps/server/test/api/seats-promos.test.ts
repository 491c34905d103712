import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { get, oneWay, reserveOk, TOMORROW } from './reservations.fixtures.js';

interface ListedPromo {
  promo_kode: string;
  nama: string;
  tipe_diskon: 'percent' | 'amount';
  nilai_diskon: number;
  diskon_per_kursi: number;
  sisa_kursi: number | null;
}

interface LegWithPromos {
  harga: number;
  list_promo: ListedPromo[];
}

/**
 * `list_promo` of the seat map: the seat promos each leg offers now (demo data:
 * KURSIHEMAT Rp 10.000 on 2 seats per trip, XTRPAGI 10% for XTR only, KURSILAMA expired).
 */
describe('GET /api/travel/kursi: list_promo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function promoMap(query: Record<string, string>) {
    const res = await get(t, '/api/travel/kursi', query);
    if (res.statusCode !== 200) throw new Error(`kursi failed: ${res.statusCode} ${res.body}`);
    return res.json().results as LegWithPromos & { list_connecting: LegWithPromos[] };
  }
  const codes = (leg: LegWithPromos) => leg.list_promo.map((promo) => promo.promo_kode);
  const left = (leg: LegWithPromos, code: string) =>
    leg.list_promo.find((promo) => promo.promo_kode === code)?.sisa_kursi;

  it('offers both live promos on an XTR trip, with the discount on its fare, never the expired one', async () => {
    const map = await promoMap({
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-0900',
      tanggal_berangkat: TOMORROW,
    });
    expect(map.list_promo).toEqual([
      {
        promo_kode: 'KURSIHEMAT',
        nama: 'Kursi Hemat Rp 10.000',
        tipe_diskon: 'amount',
        nilai_diskon: 10_000,
        diskon_per_kursi: 10_000,
        sisa_kursi: 2,
      },
      {
        promo_kode: 'XTRPAGI',
        nama: 'Diskon 10% Kursi Xpress Trans Priangan',
        tipe_diskon: 'percent',
        nilai_diskon: 10,
        diskon_per_kursi: Math.floor(map.harga / 10),
        sisa_kursi: null,
      },
    ]);
  });

  it('offers only the all-operator promo on other operators, on every leg', async () => {
    const map = await promoMap({
      operator_kode: 'CRB',
      jadwal_kode: 'CRB-01-0800',
      tanggal_berangkat: TOMORROW,
      jadwal_kode_connecting: 'JTN-01-1200',
      operator_kode_connecting: 'JTN',
    });
    expect(codes(map)).toEqual(['KURSIHEMAT']);
    expect(map.list_connecting).toHaveLength(1);
    expect(codes(map.list_connecting[0] as LegWithPromos)).toEqual(['KURSIHEMAT']);
    expect(left(map.list_connecting[0] as LegWithPromos, 'KURSIHEMAT')).toBe(2);
  });

  it('counts the seats held with a promo, gives them back when the hold expires, drops it when used up', async () => {
    const trip = { operator_kode: 'XTR', jadwal_kode: 'XTR-01-1100', tanggal_berangkat: TOMORROW };
    expect(left(await promoMap(trip), 'KURSIHEMAT')).toBe(2);

    await reserveOk(
      t,
      oneWay({ ...trip, kursi: [{ no: '1', nama: 'Budi', promo_kode: 'KURSIHEMAT' }] }),
    );
    let map = await promoMap(trip);
    expect(left(map, 'KURSIHEMAT')).toBe(1);
    expect(left(map, 'XTRPAGI')).toBeNull();
    // Another trip's limit is its own.
    const other = { ...trip, jadwal_kode: 'XTR-01-1200' };
    expect(left(await promoMap(other), 'KURSIHEMAT')).toBe(2);

    t.clock.advanceMinutes(16);
    expect(left(await promoMap(trip), 'KURSIHEMAT')).toBe(2);

    await reserveOk(
      t,
      oneWay({
        ...trip,
        kursi: [
          { no: '2', nama: 'Budi', promo_kode: 'KURSIHEMAT' },
          { no: '3', nama: 'Siti', promo_kode: 'KURSIHEMAT' },
        ],
      }),
    );
    map = await promoMap(trip);
    expect(codes(map)).toEqual(['XTRPAGI']);
  });
});
