import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import { ReviewRepository } from '../../src/modules/reviews/review.repository.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { oneWay, post, reserveOk, seats } from './reservations.fixtures.js';
import { BDG_JKT, travelGet } from './schedule-test-helpers.js';

/** 07.00 WIB on 23 November: every trip booked for the day before (oneWay's date) has arrived. */
const AFTER_THE_TRIPS = '2026-11-23T00:00:00Z';

describe('reviews: review-tags, reservasi-review-rate, list-review-rating, ratings in search', () => {
  let t: TestApp;
  let budi: Record<string, string>;
  let siti: Record<string, string>;
  const codes = {} as Record<'budiFirst' | 'budiSecond' | 'budiUnpaid' | 'siti', string>;

  const rate = (body: Record<string, unknown>, headers: Record<string, string>) =>
    post(t, '/api/travel/reservasi-review-rate', body, headers);
  const reviewCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const sessions = new CustomerSessionService(new CustomerSessionRepository(t.db), t.clock);
    const [first, second] = await t.db
      .insertInto('customers')
      .values([
        { name: 'Budi Santoso', email: 'budi@example.com' },
        { name: 'siti aminah putri', email: 'siti@example.com' },
      ])
      .returning('id')
      .execute();
    budi = { authorization: `Bearer ${await sessions.issueToken(first!.id)}` };
    siti = { authorization: `Bearer ${await sessions.issueToken(second!.id)}` };
    const book = async (jadwal: string, who: Record<string, string>, pay: boolean) => {
      const { code } = await reserveOk(t, oneWay({ jadwal_kode: jadwal, kursi: seats('1') }), who);
      if (pay) {
        const settled = await t.app.inject({
          method: 'POST',
          url: `/api/dev/payments/${code}/settle`,
        });
        expect(settled.statusCode).toBe(200);
      }
      return code;
    };
    codes.budiFirst = await book('XTR-01-0900', budi, true);
    codes.budiSecond = await book('XTR-01-1000', budi, true);
    codes.budiUnpaid = await book('XTR-01-1300', budi, false);
    codes.siti = await book('XTR-01-1100', siti, true);
  });
  afterAll(() => t.close());

  it('review-tags: the tags of rating 1 by default, of the asked rating otherwise', async () => {
    const byDefault = await travelGet(t, 'review-tags');
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.results.rating).toBe(1);
    expect(byDefault.body.results.list.map((tag: { nama: string }) => tag.nama)).toContain(
      'Terlambat',
    );
    const five = await travelGet(t, 'review-tags?rating=5');
    expect(five.body.results.list.map((tag: { nama: string }) => tag.nama)).toEqual(
      expect.arrayContaining(['Sopir ramah', 'Tepat waktu', 'Kendaraan bersih']),
    );
    expect(five.body.results.list.map((tag: { nama: string }) => tag.nama)).not.toContain(
      'Terlambat',
    );
    for (const rating of ['0', '6', 'abc', '2.5']) {
      const bad = await travelGet(t, `review-tags?rating=${rating}`);
      expect({ rating, status: bad.status, code: bad.body.error_code }).toEqual({
        rating,
        status: 400,
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('refuses a review before the trip has arrived (409), and stores nothing', async () => {
    const res = await rate({ reservasi_kode: codes.budiFirst, rating: 5 }, budi);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 'ERROR',
      error_code: 'REVIEW_NOT_ALLOWED',
      message: 'Ulasan dapat diberikan setelah perjalanan Anda selesai.',
    });
    expect(await reviewCount()).toBe(0);
  });

  it('after the trip: refuses unpaid, unknown and other customers\u2019 reservations', async () => {
    t.clock.set(AFTER_THE_TRIPS);
    const unpaid = await rate({ reservasi_kode: codes.budiUnpaid, rating: 4 }, budi);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      error_code: 'REVIEW_NOT_ALLOWED',
      message: 'Hanya pesanan yang sudah dibayar yang dapat diulas.',
    });
    // Siti's booking answers Budi exactly like a code that does not exist.
    const strangers = await rate({ reservasi_kode: codes.siti, rating: 1 }, budi);
    const unknown = await rate({ reservasi_kode: 'NOPE123', rating: 1 }, budi);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json()).toEqual(unknown.json());
    expect(strangers.json().message).toBe('Pesanan tidak ditemukan di akun Anda.');
    // Only a customer's bearer token may rate.
    expect((await rate({ reservasi_kode: codes.budiFirst, rating: 5 }, {})).statusCode).toBe(401);
    expect(
      (await rate({ reservasi_kode: codes.budiFirst, rating: 5 }, { authorization: WEB_BASIC }))
        .statusCode,
    ).toBe(401);
    expect(await reviewCount()).toBe(0);
  });

  it('refuses bad input with 400 naming the field: rating, tags of another rating, comment', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['rating', { rating: 0 }],
      ['rating', { rating: 6 }],
      ['rating', { rating: 'lima' }],
      ['tags', { rating: 5, tags: [101] }], // 'Terlambat' belongs to rating 1
      ['tags', { rating: 5, tags: [999] }],
      ['tags', { rating: 5, tags: 'Sopir ramah' }],
      ['komentar', { rating: 5, komentar: 'x'.repeat(501) }],
      ['komentar', { rating: 5, komentar: 'a\u0000b' }],
      ['reservasi_kode', { reservasi_kode: '', rating: 5 }],
    ];
    for (const [field, body] of cases) {
      const res = await rate({ reservasi_kode: codes.budiFirst, ...body }, budi);
      const json = res.json();
      expect({ field, status: res.statusCode, code: json.error_code }).toEqual({
        field,
        status: 400,
        code: 'VALIDATION_ERROR',
      });
      expect(json.message).toContain(field);
    }
    expect(await reviewCount()).toBe(0);
  });

  it('rates a paid, travelled reservation once; a second review answers 409', async () => {
    const res = await rate(
      {
        reservasi_kode: codes.budiFirst.toLowerCase(),
        rating: 5,
        tags: [501, 502, 501],
        komentar: '  Perjalanan menyenangkan.  ',
      },
      budi,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({
      reservasi_kode: codes.budiFirst,
      operator_kode: 'XTR',
      nama: 'Budi S.',
      rating: 5,
      tags: ['Sopir ramah', 'Tepat waktu'],
      komentar: 'Perjalanan menyenangkan.',
    });
    const again = await rate({ reservasi_kode: codes.budiFirst, rating: 1 }, budi);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error_code: 'REVIEW_EXISTS',
      message: 'Pesanan ini sudah Anda beri ulasan.',
    });
    expect(await reviewCount()).toBe(1);
  });

  it('list-review-rating: newest first, names shortened, the average to one decimal', async () => {
    expect(
      (await rate({ reservasi_kode: codes.siti, rating: 2, tags: [201] }, siti)).statusCode,
    ).toBe(200);
    // Two submissions at once (a double tap): the database's UNIQUE key lets one through.
    const both = await Promise.all([
      rate({ reservasi_kode: codes.budiSecond, rating: 4 }, budi),
      rate({ reservasi_kode: codes.budiSecond, rating: 4 }, budi),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const res = await travelGet(t, 'list-review-rating?operator_kode=xtr');
    expect(res.status).toBe(200);
    const results = res.body.results;
    // (5 + 2 + 4) / 3 = 3.67: shown as 3.7.
    expect(results).toMatchObject({
      operator_kode: 'XTR',
      rating: 3.7,
      jumlah_ulasan: 3,
      page: 1,
      total_page: 1,
    });
    expect(results.list.map((r: { nama: string; rating: number }) => [r.nama, r.rating])).toEqual([
      ['Budi S.', 4],
      ['Siti A.', 2],
      ['Budi S.', 5],
    ]);
    // Nothing in a public review names the customer fully or their booking.
    expect(JSON.stringify(results)).not.toMatch(/Santoso|budi@|reservasi_kode/);

    const none = await travelGet(t, 'list-review-rating?operator_kode=BRY');
    expect(none.body.results).toMatchObject({ rating: null, jumlah_ulasan: 0, list: [] });
    expect((await travelGet(t, 'list-review-rating?operator_kode=ZZZ')).status).toBe(404);
    // Without operator_kode (spec §7 names no parameter): every operator's reviews, here
    // only XTR's three, with no operator named.
    const all = await travelGet(t, 'list-review-rating');
    expect(all.status).toBe(200);
    expect(all.body.results).toMatchObject({ operator_kode: null, rating: 3.7, jumlah_ulasan: 3 });
    expect(all.body.results.list).toHaveLength(3);
    expect((await travelGet(t, 'list-review-rating?operator_kode=XTR&page=0')).status).toBe(400);
    expect(
      (await travelGet(t, 'list-review-rating?operator_kode=XTR&page=2')).body.results.list,
    ).toEqual([]);
  });

  it('search-jadwal and its highlights show the average from reviews, in one query per search', async () => {
    // Read inside search's one statement since decision 0029: ratingsRead is that read.
    const spy = vi.spyOn(ReviewRepository.prototype, 'ratingsRead');
    try {
      const search = await travelGet(t, `search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-11-24`);
      expect(search.status).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
      const groups: Array<{ operator_kode: string; rating: number | null; jumlah_ulasan: number }> =
        search.body.results.list;
      const xtr = groups.filter((group) => group.operator_kode === 'XTR');
      const others = groups.filter((group) => group.operator_kode !== 'XTR');
      expect(xtr.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      for (const group of xtr) expect(group).toMatchObject({ rating: 3.7, jumlah_ulasan: 3 });
      for (const group of others) expect(group).toMatchObject({ rating: null, jumlah_ulasan: 0 });

      const highlights = await travelGet(
        t,
        `list-highlight-operator?${BDG_JKT}&tanggal_berangkat=2026-11-24`,
      );
      expect(highlights.status).toBe(200);
      const xtrHighlight = highlights.body.results.list.find(
        (op: { operator_kode: string }) => op.operator_kode === 'XTR',
      );
      expect(xtrHighlight).toMatchObject({ rating: 3.7, jumlah_ulasan: 3 });
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });
});
