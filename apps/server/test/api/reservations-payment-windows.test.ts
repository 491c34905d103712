import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import {
  oneWay,
  post,
  reserveOk,
  seatMap,
  seats,
  takenSeats,
  TOMORROW,
} from './reservations.fixtures.js';

/**
 * Each payment method has its own payment window (issue 12, "a deadline a person can
 * meet"): an e-wallet is paid on the spot, a VA transfer or a shop counter needs a trip.
 * The list shows the window before the person chooses, and the seats are held exactly
 * that long.
 */
describe('payment windows per method', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // A group's window, and one method of the group with its own.
      env: { PAYMENT_WINDOWS: 'ewallet=15,va=120,BNI_VA=60,retail=180' },
    });
  });
  afterAll(() => t.close());

  const trip = (jadwal: string) => ({
    operator_kode: 'XTR',
    jadwal_kode: jadwal,
    tanggal_berangkat: TOMORROW,
  });

  it('list-jenis-pembayaran shows each method its window: method code over group over HOLD_MINUTES', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/travel/list-jenis-pembayaran',
      headers: { authorization: WEB_BASIC },
    });
    expect(res.statusCode).toBe(200);
    const windows = new Map<string, number>(
      (
        res.json().results.list_grup as Array<{
          list_jenis_pembayaran: Array<{
            jenis_pembayaran_kode: string;
            batas_waktu_menit: number;
          }>;
        }>
      )
        .flatMap((group) => group.list_jenis_pembayaran)
        .map((method) => [method.jenis_pembayaran_kode, method.batas_waktu_menit]),
    );
    expect(windows.get('BCA_VA')).toBe(120);
    expect(windows.get('BNI_VA')).toBe(60);
    expect(windows.get('GOPAY')).toBe(15);
    // QRIS is not listed in this configuration: the general hold.
    expect(windows.get('QRIS')).toBe(15);
  });

  it('a VA booking holds its seats for two hours, an e-wallet booking for fifteen minutes', async () => {
    const start = t.clock.now().getTime();
    const va = await reserveOk(
      t,
      oneWay({ ...trip('XTR-01-1400'), kursi: seats('5'), jenis_pembayaran_kode: 'BCA_VA' }),
    );
    const wallet = await reserveOk(
      t,
      oneWay({ ...trip('XTR-01-1400'), kursi: seats('6'), jenis_pembayaran_kode: 'GOPAY' }),
    );
    expect(Date.parse(va.json.results.expired_time)).toBe(start + 120 * 60_000);
    expect(Date.parse(wallet.json.results.expired_time)).toBe(start + 15 * 60_000);
    // The gateway's charge expires with the hold.
    expect(Date.parse(va.json.results.pembayaran.kedaluwarsa)).toBe(start + 120 * 60_000);

    t.clock.advanceMinutes(15);
    expect(takenSeats(await seatMap(t, trip('XTR-01-1400')))).toEqual(['5']);
    t.clock.advanceMinutes(104);
    expect(takenSeats(await seatMap(t, trip('XTR-01-1400')))).toEqual(['5']);
    t.clock.advanceMinutes(1);
    expect(takenSeats(await seatMap(t, trip('XTR-01-1400')))).toEqual([]);
  });

  it('an unknown method is refused before any seat is held', async () => {
    const res = await post(
      t,
      '/api/travel/reservasi',
      oneWay({ ...trip('XTR-01-1600'), kursi: seats('7'), jenis_pembayaran_kode: 'TIDAK_ADA' }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('PAYMENT_METHOD_NOT_FOUND');
    expect(takenSeats(await seatMap(t, trip('XTR-01-1600')))).toEqual([]);
  });
});

describe('PAYMENT_WINDOWS configuration', () => {
  it('defaults to short windows for e-wallets and QRIS, longer for VA and retail', () => {
    expect(parseConfig({}).paymentWindows).toEqual({ qris: 15, ewallet: 15, va: 120, retail: 180 });
    expect(parseConfig({ PAYMENT_WINDOWS: 'none' }).paymentWindows).toEqual({});
  });

  it.each([
    ['va=0', /PAYMENT_WINDOWS: 'va=0' harus berbentuk kode=menit/],
    ['va=1441', /'va=1441' harus berbentuk kode=menit \(1 sampai 1440 menit\)/],
    ['va:120', /'va:120' harus berbentuk kode=menit/],
    ['va=120,va=60', /kode 'va' ditulis dua kali/],
  ])('refuses %s with an Indonesian reason', (value, message) => {
    expect(() => parseConfig({ PAYMENT_WINDOWS: value })).toThrow(ConfigError);
    expect(() => parseConfig({ PAYMENT_WINDOWS: value })).toThrow(message);
  });
});
