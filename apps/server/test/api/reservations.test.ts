import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/random.js';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  counts,
  DAY_AFTER,
  oneWay,
  post,
  reserve,
  reserveOk,
  seatMap,
  seats,
  serverTotal,
  takenSeats,
  TOMORROW,
} from './reservations.fixtures.js';

describe('POST /api/travel/reservasi', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reserves a one-way trip: code, expiry, prices, guest token and payment instructions', async () => {
    const body = oneWay({ jadwal_kode: 'XTR-01-0900', kursi: seats('1', '2') });
    const res = await reserve(t, body);
    expect(res.statusCode).toBe(200);
    const results = res.json().results;
    expect(results.reservasi_kode).toMatch(/^LTS[2-9A-HJKMNP-Z]{10}$/);
    expect(results).toMatchObject({
      status: 'pending',
      expired_time: '2026-11-21T01:15:00.000Z',
      expired_time_lokal: '2026-11-21 08:15:00',
    });
    expect(results.total).toBe(await serverTotal(t, { ...body, kursi: seats('3', '4') }));
    expect(results.rincian.at(-1)).toMatchObject({ type: 'total', value: results.total });
    expect(results.guest_token.length).toBeGreaterThanOrEqual(40);
    expect(results.pembayaran).toMatchObject({
      status: 'pending',
      jenis_pembayaran_kode: 'BCA_VA',
      jumlah: results.total,
      kedaluwarsa: '2026-11-21T01:15:00.000Z',
    });
    expect(results.pembayaran.va_number).toMatch(/^\d+$/);

    const row = await t.db
      .selectFrom('reservations')
      .selectAll()
      .where('code', '=', results.reservasi_kode)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      customer_id: null,
      booker_phone: '081234567890',
      total: results.total,
    });
    expect(row.guest_secret_hash).toBe(sha256Hex(results.guest_token));
    const held = await t.db
      .selectFrom('seat_occupancy')
      .select('seat_no')
      .where('reservation_id', '=', row.id)
      .execute();
    expect(held.map((r) => r.seat_no).sort()).toEqual(['1', '2']);
    const passengers = await t.db
      .selectFrom('reservation_passengers')
      .select(['seat_no', 'passenger_name'])
      .orderBy('seat_no')
      .execute();
    expect(passengers.slice(-2)).toEqual([
      { seat_no: '1', passenger_name: 'Budi Santoso' },
      { seat_no: '2', passenger_name: 'Siti Aminah' },
    ]);
  });

  it('reserves a round trip: both directions held together', async () => {
    const { code } = await reserveOk(
      t,
      oneWay({
        jadwal_kode: 'XTR-01-1100',
        kursi: seats('5'),
        flag_pp: 1,
        operator_kode_pulang: 'XTR',
        jadwal_kode_pulang: 'XTR-02-1100',
        tanggal_berangkat_pulang: DAY_AFTER,
        kursi_pulang: seats('6'),
      }),
    );
    const row = await t.db
      .selectFrom('reservations')
      .select(['id', 'is_round_trip'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row.is_round_trip).toBe(true);
    expect(
      takenSeats(
        await seatMap(t, {
          operator_kode: 'XTR',
          jadwal_kode: 'XTR-01-1100',
          tanggal_berangkat: TOMORROW,
        }),
      ),
    ).toEqual(['5']);
    expect(
      takenSeats(
        await seatMap(t, {
          operator_kode: 'XTR',
          jadwal_kode: 'XTR-02-1100',
          tanggal_berangkat: DAY_AFTER,
        }),
      ),
    ).toEqual(['6']);
  });

  const connecting = (goSeat: string, nextSeat: string) =>
    oneWay({
      operator_kode: 'CRB',
      jadwal_kode: 'CRB-01-0800',
      kursi: seats(goSeat),
      flag_connecting: 1,
      list_connecting: [
        {
          operator_kode: 'JTN',
          jadwal_kode: 'JTN-01-1200',
          tanggal_berangkat: TOMORROW,
          kursi: seats(nextSeat),
        },
      ],
    });
  const crbMap = () =>
    seatMap(t, {
      operator_kode: 'CRB',
      jadwal_kode: 'CRB-01-0800',
      tanggal_berangkat: TOMORROW,
      jadwal_kode_connecting: 'JTN-01-1200',
      operator_kode_connecting: 'JTN',
    });

  it('reserves a connecting trip: every leg held', async () => {
    const { code } = await reserveOk(t, connecting('1', '2'));
    const row = await t.db
      .selectFrom('reservations')
      .select('is_connecting')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row.is_connecting).toBe(true);
    const map = await crbMap();
    expect(takenSeats(map)).toEqual(['1']);
    expect(takenSeats(map.list_connecting[0]!)).toEqual(['2']);
  });

  it('refuses seats already held with 409 SEAT_TAKEN naming them, and holds nothing', async () => {
    await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1300', kursi: seats('3', '7') }));
    const before = await counts(t);
    const res = await reserve(
      t,
      oneWay({ jadwal_kode: 'XTR-01-1300', kursi: seats('2', '3', '7') }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 'ERROR',
      error_code: 'SEAT_TAKEN',
      message: 'Kursi 3, 7 sudah dipesan orang lain. Silakan pilih kursi lain.',
      details: { kursi: ['3', '7'], jadwal_kode: 'XTR-01-1300' },
    });
    expect(await counts(t)).toEqual(before);
  });

  it('holds all or nothing: a taken return seat leaves the go seat free', async () => {
    await reserveOk(
      t,
      oneWay({ jadwal_kode: 'XTR-02-1500', tanggal_berangkat: DAY_AFTER, kursi: seats('8') }),
    );
    const before = await counts(t);
    const res = await reserve(
      t,
      oneWay({
        jadwal_kode: 'XTR-01-1500',
        kursi: seats('8'),
        flag_pp: 1,
        operator_kode_pulang: 'XTR',
        jadwal_kode_pulang: 'XTR-02-1500',
        tanggal_berangkat_pulang: DAY_AFTER,
        kursi_pulang: seats('8'),
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Kursi 8 (perjalanan pulang) sudah dipesan orang lain. Silakan pilih kursi lain.',
    );
    expect(await counts(t)).toEqual(before);
    expect(
      takenSeats(
        await seatMap(t, {
          operator_kode: 'XTR',
          jadwal_kode: 'XTR-01-1500',
          tanggal_berangkat: TOMORROW,
        }),
      ),
    ).toEqual([]);
  });

  it('holds all or nothing: a taken connecting seat leaves the first leg free', async () => {
    await reserveOk(
      t,
      oneWay({ operator_kode: 'JTN', jadwal_kode: 'JTN-01-1200', kursi: seats('9') }),
    );
    const before = await counts(t);
    const res = await reserve(t, connecting('9', '9'));
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toMatchObject({
      kursi: ['9'],
      jadwal_kode: 'JTN-01-1200',
      leg_index: 1,
    });
    expect(await counts(t)).toEqual(before);
    expect(takenSeats(await crbMap())).toEqual(['1']);
  });

  it('refuses a stale total with PRICE_CHANGED carrying the server total and lines', async () => {
    const body = oneWay({ jadwal_kode: 'XTR-01-1600', kursi: seats('1'), flag_asuransi: 1 });
    const total = await serverTotal(t, body);
    const before = await counts(t);
    const res = await post(t, '/api/travel/reservasi', { ...body, total_bayar: total - 5000 });
    expect(res.statusCode).toBe(409);
    const json = res.json();
    expect(json.error_code).toBe('PRICE_CHANGED');
    expect(json.details.total_bayar).toBe(total);
    expect(json.details.rincian.at(-1)).toMatchObject({ type: 'total', value: total });
    expect(await counts(t)).toEqual(before);
  });

  it('stores the customer of a bearer token', async () => {
    const customer = await t.db
      .insertInto('customers')
      .values({ name: 'Rina Wati', email: 'rina@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await new CustomerSessionService(
      new CustomerSessionRepository(t.db),
      t.clock,
    ).issueToken(customer.id);
    const { code } = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1700', kursi: seats('1') }), {
      authorization: `Bearer ${token}`,
    });
    const row = await t.db
      .selectFrom('reservations')
      .select('customer_id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(customer.id);
  });

  it('recounts a voucher quota under lock: the last use is taken once', async () => {
    await t.db.updateTable('vouchers').set({ quota: 1 }).where('code', '=', 'DISKON20RB').execute();
    await reserveOk(
      t,
      oneWay({ jadwal_kode: 'XTR-01-1800', kursi: seats('1'), voucher_kode: 'DISKON20RB' }),
    );
    const res = await post(
      t,
      '/api/travel/reservasi',
      oneWay({
        jadwal_kode: 'XTR-01-1800',
        kursi: seats('2'),
        voucher_kode: 'DISKON20RB',
        total_bayar: 1,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('VOUCHER_INVALID');
  });

  describe('bad input gets a 4xx envelope, changes nothing, never a 500', () => {
    const valid = oneWay({ jadwal_kode: 'XTR-01-1900', total_bayar: 150000 });
    const without = (key: string) =>
      Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
    const cases: Array<[string, unknown, number, string]> = [
      ['empty body', {}, 400, 'VALIDATION_ERROR'],
      ['missing kursi', without('kursi'), 400, 'VALIDATION_ERROR'],
      ['missing pemesan_email', without('pemesan_email'), 400, 'VALIDATION_ERROR'],
      ['missing jenis_pembayaran_kode', without('jenis_pembayaran_kode'), 400, 'VALIDATION_ERROR'],
      ['missing total_bayar', without('total_bayar'), 400, 'VALIDATION_ERROR'],
      ['kursi not a list', { ...valid, kursi: '1,2' }, 400, 'VALIDATION_ERROR'],
      ['total as text', { ...valid, total_bayar: 'gratis' }, 400, 'VALIDATION_ERROR'],
      ['negative total', { ...valid, total_bayar: -10 }, 400, 'VALIDATION_ERROR'],
      ['fractional total', { ...valid, total_bayar: 1.5 }, 400, 'VALIDATION_ERROR'],
      ['array body', [valid], 400, 'VALIDATION_ERROR'],
      ['no passenger name', { ...valid, kursi: [{ no: '1' }] }, 400, 'VALIDATION_ERROR'],
      ['duplicate seats', { ...valid, kursi: seats('1', '1') }, 400, 'VALIDATION_ERROR'],
      [
        'SQL in booker name',
        { ...valid, pemesan_nama: "Robert'); DROP TABLE reservations;--" },
        400,
        'VALIDATION_ERROR',
      ],
      [
        'HTML in passenger name',
        { ...valid, kursi: [{ no: '1', nama: '<img src=x onerror=alert(1)>' }] },
        400,
        'VALIDATION_ERROR',
      ],
      ['booker name of spaces only', { ...valid, pemesan_nama: '     ' }, 400, 'VALIDATION_ERROR'],
      ['bad e-mail', { ...valid, pemesan_email: 'budi@localhost' }, 400, 'VALIDATION_ERROR'],
      ['short phone', { ...valid, pemesan_telp: '0812' }, 400, 'VALIDATION_ERROR'],
      ['bad date', { ...valid, tanggal_berangkat: '2026-13-01' }, 400, 'VALIDATION_ERROR'],
      ['round trip without return', { ...valid, flag_pp: 1 }, 400, 'VALIDATION_ERROR'],
      ['unknown schedule', { ...valid, jadwal_kode: 'XTR-99-0000' }, 404, 'SCHEDULE_NOT_FOUND'],
      [
        'SQL in schedule code',
        { ...valid, jadwal_kode: "1' OR '1'='1" },
        404,
        'SCHEDULE_NOT_FOUND',
      ],
      ['past date', { ...valid, tanggal_berangkat: '2026-11-20' }, 409, 'SCHEDULE_UNAVAILABLE'],
      ['seat not on the layout', { ...valid, kursi: seats('99') }, 422, 'SEAT_INVALID'],
      [
        'unknown payment method',
        { ...valid, jenis_pembayaran_kode: 'BITCOIN' },
        404,
        'PAYMENT_METHOD_NOT_FOUND',
      ],
      ['unknown voucher', { ...valid, voucher_kode: 'TIDAKADA' }, 404, 'VOUCHER_NOT_FOUND'],
      ['huge body', { ...valid, komentar_donasi: 'x'.repeat(200_000) }, 413, 'PAYLOAD_TOO_LARGE'],
    ];
    it.each(cases)('%s', async (_name, payload, status, code) => {
      const before = await counts(t);
      const res = await post(t, '/api/travel/reservasi', payload);
      expect({
        status: res.statusCode,
        code: res.json().error_code,
        envelope: res.json().status,
      }).toEqual({ status, code, envelope: 'ERROR' });
      expect(await counts(t)).toEqual(before);
    });

    it('broken JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/travel/reservasi',
        payload: '{"kursi": [',
        headers: {
          authorization: 'Basic bGludGFzLXdlYjpkZXYtd2ViLXNlY3JldA==',
          'content-type': 'application/json',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('BAD_JSON');
    });

    it('no credentials', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/travel/reservasi',
        payload: valid,
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
