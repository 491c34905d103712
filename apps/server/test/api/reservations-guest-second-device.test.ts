import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  get,
  oneWay,
  post,
  reserveOk,
  seatMap,
  seats,
  takenSeats,
  TOMORROW,
} from './reservations.fixtures.js';

/**
 * Issue 12, "a guest on another device can act": the look-up (code + the booker's e-mail
 * or phone) hands that device a guest token that works like the booking browser's own,
 * and the simulator sends the payer back to the origin they paid from, never elsewhere.
 */
const LOOKUP = '/api/travel/web-detail-reservasi';
const DETAIL = '/api/travel/detail-reservasi';
const CANCEL = '/api/travel/batal-reservasi';
const CHANGE = '/api/travel/ganti-pembayaran';

const trip = (jadwal: string) => ({
  operator_kode: 'XTR',
  jadwal_kode: jadwal,
  tanggal_berangkat: TOMORROW,
});

describe('a guest on a second device', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        LOOKUP_RATE_LIMIT_PER_MINUTE: '3',
        LOOKUP_FAILURE_LIMIT_PER_CODE: '3',
        TRUST_PROXY_HOPS: '1',
      },
    });
  });
  afterAll(() => t.close());

  const lookup = (code: string, contact: string, address: string) =>
    post(
      t,
      LOOKUP,
      { reservasi_kode: code, pemesan_email_telp: contact },
      { 'x-forwarded-for': address },
    );

  it('gets a guest token from a look-up with the right contact, which then changes the method and cancels', async () => {
    const { code, guestToken } = await reserveOk(
      t,
      oneWay({ ...trip('XTR-01-0600'), kursi: seats('1') }),
    );
    // Nothing opens the booking on the new device before the contact is proven.
    expect((await post(t, CANCEL, { reservasi_kode: code })).statusCode).toBe(404);

    const found = await lookup(code, '0812-3456-7890', '10.1.0.1');
    expect(found.statusCode).toBe(200);
    const token = found.json().results.guest_token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A token of its own: the booking browser's secret is never handed out.
    expect(token).not.toBe(guestToken);
    // The same for every look-up (it is derived), and by e-mail as by phone.
    const again = await lookup(code, 'BUDI.santoso@example.com', '10.1.0.2');
    expect(again.json().results.guest_token).toBe(token);

    const detail = await get(t, DETAIL, { reservasi_kode: code }, { 'x-guest-token': token });
    expect(detail.statusCode).toBe(200);
    // The owner's view now: the contact is no longer masked.
    expect(detail.json().results.pemesan.email).toBe('budi.santoso@example.com');
    const payment = await get(
      t,
      '/api/travel/check-pembayaran',
      { reservasi_kode: code },
      { 'x-guest-token': token },
    );
    expect(payment.statusCode).toBe(200);

    const changed = await post(
      t,
      CHANGE,
      { reservasi_kode: code, jenis_pembayaran_kode: 'ALFAMART' },
      { 'x-guest-token': token },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().results.pembayaran.jenis_pembayaran_kode).toBe('ALFAMART');

    expect(takenSeats(await seatMap(t, trip('XTR-01-0600')))).toEqual(['1']);
    const cancelled = await post(t, CANCEL, { reservasi_kode: code }, { 'x-guest-token': token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().results.status).toBe('cancelled');
    expect(takenSeats(await seatMap(t, trip('XTR-01-0600')))).toEqual([]);
    // The booking browser's own token still opens it.
    const original = await get(
      t,
      DETAIL,
      { reservasi_kode: code },
      { 'x-guest-token': guestToken },
    );
    expect(original.json().results.status).toBe('cancelled');
  });

  it('refuses a wrong contact with the same 404 as an unknown code, and gives no token', async () => {
    const { code } = await reserveOk(t, oneWay({ ...trip('XTR-01-0700'), kursi: seats('1') }));
    const wrong = await lookup(code, 'orang.lain@example.com', '10.2.0.1');
    expect(wrong.statusCode).toBe(404);
    const unknown = await lookup('LTSAAAAAAAAAA', 'orang.lain@example.com', '10.2.0.2');
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.body).not.toContain('guest_token');
    expect(wrong.json()).toMatchObject({ status: 'ERROR', error_code: 'RESERVATION_NOT_FOUND' });
    // Still locked on this device.
    expect((await post(t, CANCEL, { reservasi_kode: code })).statusCode).toBe(404);
  });

  it("keeps the code's look-up limit: past it even the right contact gets 429 and no token, from any address, until the hour ends", async () => {
    const { code } = await reserveOk(t, oneWay({ ...trip('XTR-01-0800'), kursi: seats('1') }));
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await lookup(code, `tebak${i}@example.com`, `10.3.0.${i}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404]);
    for (const address of ['10.3.0.1', '10.3.1.1']) {
      const limited = await lookup(code, 'budi.santoso@example.com', address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status: 'ERROR', error_code: 'RATE_LIMITED' });
      expect(limited.body).not.toContain('guest_token');
    }
    // The code's window is an hour (decision 0035): a minute later it is still refused.
    t.clock.advanceMinutes(1);
    expect((await lookup(code, 'budi.santoso@example.com', '10.3.0.1')).statusCode).toBe(429);
    t.clock.advanceMinutes(60);
    expect((await lookup(code, 'budi.santoso@example.com', '10.3.0.1')).statusCode).toBe(200);
  });

  it("lets the right contact past the address's backstop: other people's wrong look-ups never refuse it", async () => {
    const { code } = await reserveOk(t, oneWay({ ...trip('XTR-01-0800'), kursi: seats('2') }));
    const address = '10.3.2.1';
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await lookup(`LTSWWWWWWWWW${i + 2}`, 'a@b.co', address)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const owner = await lookup(code, 'budi.santoso@example.com', address);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().results.guest_token).toEqual(expect.any(String));
  });

  it("does not open booking B with booking A's look-up token", async () => {
    const a = await reserveOk(t, oneWay({ ...trip('XTR-01-0900'), kursi: seats('1') }));
    const b = await reserveOk(t, oneWay({ ...trip('XTR-01-0900'), kursi: seats('2') }));
    const tokenA = (await lookup(a.code, 'budi.santoso@example.com', '10.4.0.1')).json().results
      .guest_token as string;
    const tokenB = (await lookup(b.code, 'budi.santoso@example.com', '10.4.0.1')).json().results
      .guest_token as string;
    expect(tokenA).not.toBe(tokenB);
    const headers = { 'x-guest-token': tokenA };
    expect((await get(t, DETAIL, { reservasi_kode: b.code }, headers)).statusCode).toBe(404);
    expect(
      (
        await post(
          t,
          CHANGE,
          { reservasi_kode: b.code, jenis_pembayaran_kode: 'ALFAMART' },
          headers,
        )
      ).statusCode,
    ).toBe(404);
    expect((await post(t, CANCEL, { reservasi_kode: b.code }, headers)).statusCode).toBe(404);
    expect(takenSeats(await seatMap(t, trip('XTR-01-0900')))).toEqual(['1', '2']);
    expect((await get(t, DETAIL, { reservasi_kode: a.code }, headers)).statusCode).toBe(200);
  });
});

describe('the simulator sends the payer back to the origin they paid from', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://lintas.example' } });
  });
  afterAll(() => t.close());

  const reserveFrom = async (jadwal: string, headers: Record<string, string>) => {
    const { code, guestToken, json } = await reserveOk(
      t,
      oneWay({ ...trip(jadwal), kursi: seats('3') }),
      headers,
    );
    return { code, guestToken, redirectUrl: json.results.pembayaran.redirect_url as string };
  };

  it('honours a loopback origin that is the request’s own host, and the payment page returns there', async () => {
    const loopback = { origin: 'http://127.0.0.1:4173', host: '127.0.0.1:4173' };
    const { code, redirectUrl } = await reserveFrom('XTR-01-1000', loopback);
    const url = new URL(redirectUrl);
    expect(url.origin).toBe('http://127.0.0.1:4173');
    expect(url.pathname).toBe(`/simulator/pembayaran/${code}-1`);

    const page = await t.app.inject({
      method: 'GET',
      url: url.pathname,
      headers: { host: url.host },
    });
    expect(page.statusCode).toBe(200);
    // Every way back from the page stays on the origin it was opened on.
    expect(page.body).not.toContain('lintas.example');
    const pay = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}/bayar`,
      headers: { host: url.host },
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/reservasi/${code}`);

    for (const [jadwal, other] of [
      ['XTR-01-1100', { origin: 'http://localhost:5173', host: 'localhost:5173' }],
      ['XTR-01-0600', { origin: 'http://[::1]:3000', host: '[::1]:3000' }],
      ['XTR-01-0700', { origin: 'http://127.8.9.10', host: '127.8.9.10:80' }],
    ] as const) {
      const { redirectUrl: again } = await reserveFrom(jadwal, other);
      expect(new URL(again).origin).toBe(other.origin);
    }
  });

  it('falls back to PUBLIC_BASE_URL for a foreign origin, a mismatching host or no origin', async () => {
    const refused: Array<Record<string, string>> = [
      // An attacker's site, even when the Host header is forged to match it.
      { origin: 'https://evil.example', host: 'evil.example' },
      { origin: 'https://evil.example', host: 'lintas.example' },
      // A loopback origin the request was not sent to.
      { origin: 'http://127.0.0.1:9999', host: 'lintas.example' },
      // Look-alikes of loopback names.
      { origin: 'http://127.0.0.1.evil.example', host: '127.0.0.1.evil.example' },
      { origin: 'http://localhost.evil.example', host: 'localhost.evil.example' },
      { origin: 'javascript:alert(1)', host: '127.0.0.1' },
      { origin: 'null', host: '127.0.0.1' },
      {},
    ];
    for (const [index, headers] of refused.entries()) {
      const { code, redirectUrl } = await reserveFrom(`XTR-01-${12 + index}00`, headers);
      expect({ headers, redirectUrl }).toEqual({
        headers,
        redirectUrl: `https://lintas.example/simulator/pembayaran/${code}-1`,
      });
    }
  });

  it('carries the origin of ganti-pembayaran, allow-listed the same way', async () => {
    const { code, guestToken } = await reserveFrom('XTR-01-2000', {});
    const change = (method: string, headers: Record<string, string>) =>
      post(
        t,
        CHANGE,
        { reservasi_kode: code, jenis_pembayaran_kode: method },
        { 'x-guest-token': guestToken, ...headers },
      );
    const loopback = await change('ALFAMART', {
      origin: 'http://127.0.0.1:4173',
      host: '127.0.0.1:4173',
    });
    expect(loopback.statusCode).toBe(200);
    expect(loopback.json().results.pembayaran.redirect_url).toBe(
      `http://127.0.0.1:4173/simulator/pembayaran/${code}-2`,
    );
    const foreign = await change('BCA_VA', {
      origin: 'https://evil.example',
      host: 'evil.example',
    });
    expect(foreign.json().results.pembayaran.redirect_url).toBe(
      `https://lintas.example/simulator/pembayaran/${code}-3`,
    );
  });
});
