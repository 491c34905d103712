import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import { TripRepository } from '../../src/modules/trips/trip.repository.js';
import { TripService } from '../../src/modules/trips/trip.service.js';
import { insertCustomer } from '../helpers/pricing-fixtures.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';

/** XTR Bandung Pasteur -> Jakarta Blok M at 10:00 (100% fare) and back at 14:00, tomorrow. */
const GO = { operator_kode: 'XTR', jadwal_kode: 'XTR-01-1000', tanggal_berangkat: '2026-11-22' };
const BACK = {
  operator_kode_pulang: 'XTR',
  jadwal_kode_pulang: 'XTR-02-1400',
  tanggal_berangkat_pulang: '2026-11-23',
};

describe('POST /api/travel/cek-harga', () => {
  let t: TestApp;
  let fare: number;
  let returnFare: number;
  let seatNos: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const trips = new TripService(new TripRepository(t.db), t.clock);
    const go = await trips.resolve(GO.operator_kode, GO.jadwal_kode, GO.tanggal_berangkat);
    fare = go.farePerSeat;
    returnFare = (
      await trips.resolve(
        BACK.operator_kode_pulang,
        BACK.jadwal_kode_pulang,
        BACK.tanggal_berangkat_pulang,
      )
    ).farePerSeat;
    seatNos = go.layout.cells.filter((cell) => cell.type === 'seat').map((cell) => String(cell.no));
    await t.db
      .insertInto('payment_methods')
      .values({
        code: 'KECIL',
        name: 'Dompet Kecil',
        group_code: 'ewallet',
        group_name: 'Dompet Digital',
        fee_type: 'flat',
        fee_value: 1000,
        min_amount: 10_000,
        max_amount: 150_000,
      })
      .execute();
  });
  afterAll(() => t.close());

  const check = (body: unknown, authorization = WEB_BASIC) =>
    t.app.inject({
      method: 'POST',
      url: '/api/travel/cek-harga',
      headers: { authorization },
      payload: body as object,
    });
  const seats = (count: number, promo?: string) =>
    seatNos.slice(0, count).map((no) => (promo ? { no, promo_kode: promo } : { no }));

  it('prices a one-way selection from the server’s fare', async () => {
    expect(fare).toBe(130_000);
    const res = await check({ ...GO, kursi: seats(2) });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results).toMatchObject({
      total_harga: 260_000,
      harga_tiket: 260_000,
      voucher: null,
      jenis_pembayaran: null,
      admin_fee: 0,
      point: { total_point: 0, point_digunakan: 0 },
    });
    expect(results.kursi[0]).toEqual({
      arah: 'pergi',
      leg_index: 0,
      no: seatNos[0],
      harga: 130_000,
      promo_kode: null,
      diskon_promo: 0,
    });
    expect(results.rincian_harga).toEqual([
      { title: 'Harga Tiket Pergi (2 kursi)', value: 260_000, type: 'normal' },
      { title: 'Total Pembayaran', value: 260_000, type: 'total' },
    ]);
  });

  it('applies promo, voucher, assurance, donation and admin fee in order, ignoring the client’s figures', async () => {
    const res = await check({
      ...GO,
      ...BACK,
      flag_pp: 1,
      kursi: [{ no: seatNos[0], promo_kode: 'KURSIHEMAT', nama: 'Budi' }, { no: seatNos[1] }],
      kursi_pulang: seats(2),
      jenis_pembayaran_kode: 'QRIS',
      voucher_kode: 'LINTASHEMAT',
      flag_asuransi: 1,
      donasi: 5000,
      // Sent by the client, never trusted:
      voucher_diskon: 999_999,
      tipe_admin_fee: 'FLAT',
      admin_fee: 0,
    });
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    const fareTotal = 2 * fare + 2 * returnFare - 10_000;
    const subtotal = fareTotal - 25_000 + 4 * 5000 + 5000;
    const fee = Math.ceil((subtotal * 70) / 10_000);
    expect(results.rincian_harga).toEqual([
      { title: 'Harga Tiket Pergi (2 kursi)', value: 2 * fare, type: 'normal' },
      { title: 'Harga Tiket Pulang (2 kursi)', value: 2 * returnFare, type: 'normal' },
      { title: 'Promo KURSIHEMAT', value: 10_000, type: 'less' },
      { title: 'Voucher LINTASHEMAT', value: 25_000, type: 'less' },
      { title: 'Asuransi Refund', value: 20_000, type: 'add' },
      { title: 'Donasi', value: 5_000, type: 'add' },
      { title: 'Biaya Admin', value: fee, type: 'add' },
      { title: 'Total Pembayaran', value: subtotal + fee, type: 'total' },
    ]);
    expect(results).toMatchObject({
      total_harga: subtotal + fee,
      harga_tiket: fareTotal,
      voucher: { voucher_kode: 'LINTASHEMAT', nama: 'Diskon 10% Semua Rute', diskon: 25_000 },
      jenis_pembayaran: {
        jenis_pembayaran_kode: 'QRIS',
        nama: 'QRIS',
        tipe_admin_fee: 'percent',
        nilai_admin_fee: 0.7,
      },
      admin_fee: fee,
      biaya_asuransi: 20_000,
      donasi: 5_000,
    });
    expect(results.kursi.map((seat: { arah: string }) => seat.arah)).toEqual([
      'pergi',
      'pergi',
      'pulang',
      'pulang',
    ]);
  });

  it('spends a logged-in customer’s points and ignores flag_point for guests', async () => {
    const customer = await insertCustomer(t.db, { points: 12_345 });
    const token = await new CustomerSessionService(
      new CustomerSessionRepository(t.db),
      t.clock,
    ).issueToken(customer.id);
    const body = { ...GO, kursi: seats(1), flag_point: true, jenis_pembayaran_kode: 'BCA_VA' };
    const member = (await check(body, `Bearer ${token}`)).json().results;
    expect(member.point).toEqual({ total_point: 12_345, point_digunakan: 12_345 });
    expect(member.total_harga).toBe(fare - 12_345 + 4000);
    expect(member.rincian_harga).toContainEqual({
      title: 'Potongan Poin',
      value: 12_345,
      type: 'potongan-point',
    });
    const guest = (await check(body)).json().results;
    expect(guest.point).toEqual({ total_point: 0, point_digunakan: 0 });
    expect(guest.total_harga).toBe(fare + 4000);
  });

  it('gives each seat its own promo, one line per promo', async () => {
    const res = await check({
      ...GO,
      kursi: [
        { no: seatNos[0], promo_kode: 'XTRPAGI' },
        { no: seatNos[1], promo_kode: 'kursihemat' },
      ],
    });
    const results = res.json().results;
    expect(results.kursi.map((seat: { diskon_promo: number }) => seat.diskon_promo)).toEqual([
      13_000, 10_000,
    ]);
    expect(results.rincian_harga.filter((line: { type: string }) => line.type === 'less')).toEqual([
      { title: 'Promo XTRPAGI', value: 13_000, type: 'less' },
      { title: 'Promo KURSIHEMAT', value: 10_000, type: 'less' },
    ]);
    expect(results.total_harga).toBe(2 * fare - 23_000);
  });

  describe('refusals', () => {
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      [
        'unknown schedule',
        { ...GO, jadwal_kode: 'XTR-01-0999', kursi: [{ no: '1' }] },
        404,
        'SCHEDULE_NOT_FOUND',
      ],
      [
        'HTML and SQL in a code',
        { ...GO, jadwal_kode: "<b>x</b>' OR 1=1 --", kursi: [{ no: '1' }] },
        404,
        'SCHEDULE_NOT_FOUND',
      ],
      [
        'past date',
        { ...GO, tanggal_berangkat: '2026-11-20', kursi: [{ no: '1' }] },
        409,
        'SCHEDULE_UNAVAILABLE',
      ],
      ['seat not in the layout', { ...GO, kursi: [{ no: '99' }] }, 422, 'SEAT_INVALID'],
      [
        'unknown payment method',
        { ...GO, kursi: [{ no: '1' }], jenis_pembayaran_kode: 'NOPE' },
        404,
        'PAYMENT_METHOD_NOT_FOUND',
      ],
      [
        'amount above the method maximum',
        { ...GO, kursi: [{ no: '1' }, { no: '2' }], jenis_pembayaran_kode: 'KECIL' },
        422,
        'PAYMENT_AMOUNT_OUT_OF_RANGE',
      ],
      [
        'unknown voucher',
        { ...GO, kursi: [{ no: '1' }], voucher_kode: 'TIDAKADA' },
        404,
        'VOUCHER_NOT_FOUND',
      ],
      [
        'voucher below minimum spend',
        { ...GO, kursi: [{ no: '1' }], voucher_kode: 'LINTASHEMAT' },
        422,
        'VOUCHER_INVALID',
      ],
      [
        'voucher of another method',
        { ...GO, kursi: [{ no: '1' }], voucher_kode: 'BCAHEMAT', jenis_pembayaran_kode: 'GOPAY' },
        422,
        'VOUCHER_INVALID',
      ],
      [
        'promo seat limit',
        {
          ...GO,
          kursi: [
            { no: '1', promo_kode: 'KURSIHEMAT' },
            { no: '2', promo_kode: 'KURSIHEMAT' },
            { no: '3', promo_kode: 'KURSIHEMAT' },
          ],
        },
        422,
        'PROMO_INVALID',
      ],
      [
        'expired promo',
        { ...GO, kursi: [{ no: '1', promo_kode: 'KURSILAMA' }] },
        422,
        'PROMO_INVALID',
      ],
      ['negative donation', { ...GO, kursi: [{ no: '1' }], donasi: -1 }, 400, 'VALIDATION_ERROR'],
      [
        'fractional donation',
        { ...GO, kursi: [{ no: '1' }], donasi: 10.5 },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'donation above the cap',
        { ...GO, kursi: [{ no: '1' }], donasi: 1_000_001 },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'donation as text',
        { ...GO, kursi: [{ no: '1' }], donasi: 'banyak' },
        400,
        'VALIDATION_ERROR',
      ],
      ['no seats', { ...GO, kursi: [] }, 400, 'VALIDATION_ERROR'],
      [
        'missing schedule',
        { operator_kode: 'XTR', tanggal_berangkat: '2026-11-22', kursi: [{ no: '1' }] },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'impossible date',
        { ...GO, tanggal_berangkat: '2026-02-30', kursi: [{ no: '1' }] },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'round trip without return fields',
        { ...GO, flag_pp: 1, kursi: [{ no: '1' }] },
        400,
        'VALIDATION_ERROR',
      ],
      ['bad flag', { ...GO, kursi: [{ no: '1' }], flag_asuransi: 'ya' }, 400, 'VALIDATION_ERROR'],
    ];
    it.each(cases)('%s: %i %s', async (_name, body, status, code) => {
      const res = await check(body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: code });
      expect(res.json().message).toEqual(expect.any(String));
    });

    it('names the reason a voucher or promo fails', async () => {
      const voucher = await check({ ...GO, kursi: [{ no: '1' }], voucher_kode: 'LINTASHEMAT' });
      expect(voucher.json().message).toBe('Minimal transaksi Rp\u00a0150.000 untuk voucher ini.');
      const promo = await check({ ...GO, kursi: [{ no: '1', promo_kode: 'KURSILAMA' }] });
      expect(promo.json().message).toMatch(/^Promo KURSILAMA hanya berlaku untuk keberangkatan /);
    });

    it('answers malformed JSON, a non-JSON body and a huge body with 4xx envelopes', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/travel/cek-harga',
        headers: { authorization: WEB_BASIC, 'content-type': 'application/json' },
        payload: '{"operator_kode":',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error_code).toBe('BAD_JSON');
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/travel/cek-harga',
        headers: { authorization: WEB_BASIC, 'content-type': 'text/plain' },
        payload: 'halo',
      });
      expect(text.statusCode).toBeGreaterThanOrEqual(400);
      expect(text.statusCode).toBeLessThan(500);
      const huge = await check({ ...GO, kursi: [{ no: '1', nama: 'x'.repeat(200_000) }] });
      expect(huge.statusCode).toBe(413);
    });

    it('needs client credentials', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/travel/cek-harga',
        payload: { ...GO, kursi: [{ no: '1' }] },
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
