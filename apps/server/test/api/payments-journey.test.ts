import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import {
  oneWay,
  reserveOk,
  seatMap,
  seats,
  takenSeats,
  TOMORROW,
} from './reservations.fixtures.js';

/** The whole payment path a person takes: reservasi, the simulator's page, check-pembayaran. */
describe('paying a reservation through the local simulator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const checkPayment = (code: string, guestToken: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/travel/check-pembayaran',
      query: { reservasi_kode: code },
      headers: { authorization: WEB_BASIC, 'x-guest-token': guestToken },
    });

  it('goes from pending to paid when the person presses Bayar, and the seat stays sold', async () => {
    const trip = { jadwal_kode: 'XTR-01-1500' };
    const { code, guestToken, json } = await reserveOk(t, oneWay({ ...trip, kursi: seats('3') }));
    const payment = json.results.pembayaran as {
      payment_kode: string;
      redirect_url: string;
      jumlah: number;
    };
    expect(payment.redirect_url).toBe(
      `${t.config.publicBaseUrl}/simulator/pembayaran/${payment.payment_kode}`,
    );

    const before = (await checkPayment(code, guestToken)).json().results;
    expect(before).toMatchObject({
      status: 'pending',
      status_pembayaran: 'pending',
      pembayaran: { jumlah: json.results.total },
    });

    const page = await t.app.inject({ method: 'GET', url: new URL(payment.redirect_url).pathname });
    expect(page.statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/simulator/pembayaran/${payment.payment_kode}/bayar`,
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/reservasi/${code}`);

    const after = (await checkPayment(code, guestToken)).json().results;
    expect(after).toMatchObject({
      status: 'paid',
      status_pembayaran: 'paid',
      paid_at: t.clock.now().toISOString(),
    });
    t.clock.advanceMinutes(30);
    const map = await seatMap(t, {
      operator_kode: 'XTR',
      jadwal_kode: trip.jadwal_kode,
      tanggal_berangkat: TOMORROW,
    });
    expect(takenSeats(map)).toContain('3');
  });
});
