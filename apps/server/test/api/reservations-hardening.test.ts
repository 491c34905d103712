import { reservationBodySchema } from '@lintas/domain/reservation-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservationServices } from '../../src/modules/reservations/reservation-services.js';
import type { PaymentsPort } from '../../src/modules/reservations/reservation.ports.js';
import { createServices, reservationTripsPort } from '../../src/services.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  counts,
  get,
  oneWay,
  post,
  seatMap,
  seats,
  serverTotal,
  takenSeats,
  TOMORROW,
} from './reservations.fixtures.js';

/**
 * Issue 7 items 3 (unpaid holds are limited), 6 (Idempotency-Key on reservasi),
 * 7 (the guest look-up cannot be locked by a stranger) and 11 (a booking whose answer
 * was lost to a crash reaches its client on retry).
 */
const trip = (jadwal: string) => ({
  operator_kode: 'XTR',
  jadwal_kode: jadwal,
  tanggal_berangkat: TOMORROW,
});

let priceProbe = 0;

/**
 * A bookable body with the server's total. The total is read (PRICE_CHANGED) under a
 * throwaway booker and address, so pricing never counts against the limits under test.
 */
async function pricedBody(
  t: TestApp,
  jadwal: string,
  seatNos: string[],
  overrides: Record<string, unknown> = {},
) {
  const body = oneWay({ ...trip(jadwal), kursi: seats(...seatNos), ...overrides });
  priceProbe += 1;
  const total = await serverTotal(
    t,
    {
      ...body,
      pemesan_email: `harga${priceProbe}@example.com`,
      pemesan_telp: `0819${String(priceProbe).padStart(8, '0')}`,
    },
    { 'x-forwarded-for': `10.250.${priceProbe % 250}.${Math.floor(priceProbe / 250)}` },
  );
  return { ...body, total_bayar: total };
}

/** POST reservasi exactly as given (no re-pricing). */
const reserve = (t: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(t, '/api/travel/reservasi', body, headers);

async function reserveOk(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await reserve(t, body, headers);
  if (res.statusCode !== 200) throw new Error(`reservasi failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return {
    code: json.results.reservasi_kode as string,
    guestToken: json.results.guest_token as string,
    json,
  };
}

describe('unpaid holds are limited (issue 7 item 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        HOLD_LIMIT_PER_CONTACT: '3',
        HOLD_LIMIT_PER_ADDRESS: '5',
        HOLD_MAX_SEATS: '4',
        // One proxy in front: X-Forwarded-For names the client (tests play many clients).
        TRUST_PROXY_HOPS: '1',
      },
    });
  });
  afterAll(() => t.close());

  it('refuses a fourth unpaid hold of one booker (e-mail or phone, however written) with 429 and Retry-After', async () => {
    const booker = { pemesan_email: 'sari@example.com', pemesan_telp: '081311112222' };
    for (const [i, seat] of ['1', '2', '3'].entries()) {
      await reserveOk(t, await pricedBody(t, 'XTR-01-0400', [seat], booker), {
        'x-forwarded-for': `10.30.0.${i}`,
      });
    }
    const before = await counts(t);
    // Same phone in another form, another e-mail, another address: still the same booker.
    const again = await reserve(
      t,
      await pricedBody(t, 'XTR-01-0400', ['4'], {
        pemesan_email: 'sari.lain@example.com',
        pemesan_telp: '+62 813-1111-2222',
      }),
      { 'x-forwarded-for': '10.30.0.9' },
    );
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ status: 'ERROR', error_code: 'RATE_LIMITED' });
    expect(again.json().message).toContain('belum dibayar');
    // Until the first of the holds ends (15 minutes).
    expect(Number(again.headers['retry-after'])).toBe(15 * 60);
    expect(await counts(t)).toEqual(before);
    // Same e-mail, another phone: the same booker too.
    const byEmail = await reserve(
      t,
      await pricedBody(t, 'XTR-01-0400', ['4'], {
        pemesan_email: 'SARI@example.com',
        pemesan_telp: '081399998888',
      }),
      { 'x-forwarded-for': '10.30.0.10' },
    );
    expect(byEmail.statusCode).toBe(429);
  });

  it('counts only holds still running: a cancelled or expired hold frees a place', async () => {
    const booker = { pemesan_email: 'dewi@example.com', pemesan_telp: '081322223333' };
    const made = [];
    for (const [i, seat] of ['1', '2', '3'].entries()) {
      made.push(
        await reserveOk(t, await pricedBody(t, 'XTR-01-0500', [seat], booker), {
          'x-forwarded-for': `10.31.0.${i}`,
        }),
      );
    }
    const fourth = await pricedBody(t, 'XTR-01-0500', ['4'], booker);
    expect((await reserve(t, fourth, { 'x-forwarded-for': '10.31.0.5' })).statusCode).toBe(429);
    const first = made[0];
    if (!first) throw new Error('no reservation');
    const cancel = await post(
      t,
      '/api/travel/batal-reservasi',
      { reservasi_kode: first.code },
      { 'x-guest-token': first.guestToken },
    );
    expect(cancel.statusCode).toBe(200);
    expect((await reserve(t, fourth, { 'x-forwarded-for': '10.31.0.5' })).statusCode).toBe(200);
    expect((await reserve(t, await pricedBody(t, 'XTR-01-0500', ['5'], booker))).statusCode).toBe(
      429,
    );
    t.clock.advanceMinutes(16);
    const later = await reserve(t, await pricedBody(t, 'XTR-01-0500', ['5'], booker), {
      'x-forwarded-for': '10.31.0.6',
    });
    expect(later.statusCode).toBe(200);
  });

  it('limits unpaid holds per client address, whoever books; other addresses go on', async () => {
    const address = { 'x-forwarded-for': '10.40.0.1' };
    for (let i = 1; i <= 5; i++) {
      await reserveOk(
        t,
        await pricedBody(t, 'XTR-01-0600', [String(i)], {
          pemesan_email: `orang${i}@example.com`,
          pemesan_telp: `08135555000${i}`,
        }),
        address,
      );
    }
    const sixth = await reserve(
      t,
      await pricedBody(t, 'XTR-01-0600', ['6'], {
        pemesan_email: 'orang6@example.com',
        pemesan_telp: '081355550006',
      }),
      address,
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error_code).toBe('RATE_LIMITED');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await reserve(
      t,
      await pricedBody(t, 'XTR-01-0600', ['6'], {
        pemesan_email: 'orang6@example.com',
        pemesan_telp: '081355550006',
      }),
      { 'x-forwarded-for': '10.40.0.2' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('caps the seats of one reservation (422 TOO_MANY_SEATS) and holds nothing', async () => {
    const before = await counts(t);
    const body = oneWay({
      ...trip('XTR-01-0700'),
      kursi: seats('1', '2', '3', '4', '5'),
      pemesan_email: 'rombongan@example.com',
      pemesan_telp: '081366667777',
      total_bayar: 1,
    });
    const res = await reserve(t, body, { 'x-forwarded-for': '10.50.0.1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error_code: 'TOO_MANY_SEATS' });
    expect(res.json().message).toContain('paling banyak 4 kursi');
    expect(await counts(t)).toEqual(before);
  });
});

describe('Idempotency-Key on reservasi (issue 7 item 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const key = (n: number) => `test-key-${String(n).padStart(8, '0')}-abcdef`;

  it('answers a retry with the same key and body with the same reservation, held once', async () => {
    const body = await pricedBody(t, 'XTR-01-0800', ['1', '2']);
    const headers = { 'idempotency-key': key(1) };
    const first = await reserveOk(t, body, headers);
    const after = await counts(t);
    const again = await reserveOk(t, body, headers);
    expect(again.code).toBe(first.code);
    expect(again.guestToken).toBe(first.guestToken);
    expect(again.json.results.pembayaran).toEqual(first.json.results.pembayaran);
    expect(again.json.results.total).toBe(first.json.results.total);
    expect(await counts(t)).toEqual(after);
    // The replayed guest secret opens the ticket.
    const detail = await get(
      t,
      '/api/travel/detail-reservasi',
      { reservasi_kode: first.code },
      { 'x-guest-token': again.guestToken },
    );
    expect(detail.statusCode).toBe(200);
  });

  it('answers both copies of a request sent twice at once with one reservation', async () => {
    const body = await pricedBody(t, 'XTR-01-0900', ['3']);
    const headers = { 'idempotency-key': key(2) };
    const before = await counts(t);
    const [a, b] = await Promise.all([reserve(t, body, headers), reserve(t, body, headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().results.reservasi_kode).toBe(b.json().results.reservasi_kode);
    const after = await counts(t);
    expect(after.reservations).toBe(before.reservations + 1);
    expect(after.payments).toBe(before.payments + 1);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_MISMATCH), changing nothing', async () => {
    const headers = { 'idempotency-key': key(3) };
    await reserveOk(t, await pricedBody(t, 'XTR-01-1000', ['4']), headers);
    const before = await counts(t);
    const other = await reserve(t, await pricedBody(t, 'XTR-01-1000', ['5']), headers);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 'ERROR', error_code: 'IDEMPOTENCY_MISMATCH' });
    expect(await counts(t)).toEqual(before);
  });

  it('refuses a malformed key with 400 and books nothing', async () => {
    const before = await counts(t);
    for (const bad of ['short', 'x'.repeat(129), 'kunci dengan spasi 1234567']) {
      const res = await reserve(t, await pricedBody(t, 'XTR-01-1000', ['6']), {
        'idempotency-key': bad,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_ERROR');
    }
    expect(await counts(t)).toEqual(before);
  });

  it('keeps a failed attempt (SEAT_TAKEN) from using up the key', async () => {
    const taken = await pricedBody(t, 'XTR-01-1100', ['1']);
    await reserveOk(t, taken);
    const headers = { 'idempotency-key': key(4) };
    const lost = await reserve(t, taken, headers);
    expect(lost.json().error_code).toBe('SEAT_TAKEN');
    // The person picks another seat: same key, new body, a fresh checkout.
    const retry = await reserve(t, await pricedBody(t, 'XTR-01-1100', ['2']), headers);
    expect(retry.statusCode).toBe(200);
  });

  it('a booking committed before a crash, whose charge never came, reaches its client on retry', async () => {
    const services = createServices({ config: t.config, database: t.database, clock: t.clock });
    const wiring = (payments: PaymentsPort) =>
      createReservationServices({
        db: t.db,
        config: t.config,
        clock: t.clock,
        logger: { warn() {}, error() {} },
        trips: reservationTripsPort(services.trips),
        pricing: services.pricing,
        points: services.customerPoints,
        vouchers: services.vouchers,
        // As services.ts wires it: the method's row read with the legs.
        paymentMethodRead: (methodCode) => services.paymentMethods.checkoutChoiceRead(methodCode),
        payments,
      }).checkout;
    const body = reservationBodySchema.parse(await pricedBody(t, 'XTR-01-1300', ['7', '8']));
    const context = {
      customerId: null,
      platform: 'WEB',
      clientAddress: '10.60.0.1',
      idempotencyKey: key(5),
    };
    // The first process commits the hold (and its charge's pending row, decision 0034),
    // then dies while asking the gateway.
    const dying = wiring({
      pendingChargeAlongside: (charge) => services.payments.payments.pendingChargeAlongside(charge),
      createCharge: () => new Promise(() => {}),
      latestPayment: (id) => services.payments.payments.latestPayment(id),
      cancelPendingCharges: (id) => services.payments.payments.cancelPendingCharges(id),
    });
    void dying.reserve(body, context);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const held = await counts(t);
    t.clock.advanceMinutes(1);
    // The client retries against a fresh process.
    const result = await wiring(services.payments.payments).reserve(body, context);
    expect(result.status).toBe('pending');
    expect(result.pembayaran.jenis_pembayaran_kode).toBe('BCA_VA');
    // A charge the gateway answered, not the pending row it was never asked for.
    expect(result.pembayaran.va_number).toMatch(/^\d+$/);
    const after = await counts(t);
    expect(after.reservations).toBe(held.reservations);
    expect(after.occupancy).toBe(held.occupancy);
    expect(after.payments).toBe(held.payments + 1);
    expect(takenSeats(await seatMap(t, trip('XTR-01-1300')))).toEqual(['7', '8']);
  });
});

describe('guest look-up failures (issue 7 item 7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        LOOKUP_RATE_LIMIT_PER_MINUTE: '5',
        LOOKUP_FAILURE_LIMIT_PER_CODE: '13',
        TRUST_PROXY_HOPS: '1',
      },
    });
  });
  afterAll(() => t.close());

  // Past the code's own limit the code is refused until the hour ends, the owner too
  // (decision 0035; limits-per-target.ts): that limit is what bounds guessing the contact.
  it("a stranger's wrong guesses on a code, below the code's limit, never lock its owner out", async () => {
    const { code } = await reserveOk(t, await pricedBody(t, 'XTR-01-1400', ['1']));
    for (let i = 0; i < 12; i++) {
      const res = await post(
        t,
        '/api/travel/web-detail-reservasi',
        { reservasi_kode: code, pemesan_email_telp: `tebakan${i}@example.com` },
        { 'x-forwarded-for': `10.70.${i}.1` },
      );
      expect(res.statusCode).toBe(404);
    }
    const owner = await post(
      t,
      '/api/travel/web-detail-reservasi',
      { reservasi_kode: code, pemesan_email_telp: 'budi.santoso@example.com' },
      { 'x-forwarded-for': '10.71.0.1' },
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json().results.reservasi_kode).toBe(code);
  });

  it('counts failures only: an owner looking again and again is not limited', async () => {
    const { code } = await reserveOk(t, await pricedBody(t, 'XTR-01-1400', ['2']));
    for (let i = 0; i < 8; i++) {
      const res = await post(
        t,
        '/api/travel/web-detail-reservasi',
        { reservasi_kode: code, pemesan_email_telp: '081234567890' },
        { 'x-forwarded-for': '10.72.0.1' },
      );
      expect(res.statusCode).toBe(200);
    }
  });
});
