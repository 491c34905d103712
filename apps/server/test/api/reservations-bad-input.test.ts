import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { counts, oneWay, reserveOk, seats } from './reservations.fixtures.js';

/**
 * Bad input on the calls after checkout: always a 4xx envelope, never a 500, and
 * nothing changes (the reservation stays pending and holds its seat).
 */
describe('bad input on reservation calls', () => {
  let t: TestApp;
  let code: string;
  let guestToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ code, guestToken } = await reserveOk(
      t,
      oneWay({ jadwal_kode: 'XTR-01-1000', kursi: seats('1') }),
    ));
  });
  afterAll(() => t.close());

  const cases = (): Array<[string, 'GET' | 'POST', string, unknown, number, string]> => [
    ['detail without code', 'GET', 'detail-reservasi', {}, 400, 'VALIDATION_ERROR'],
    [
      'detail with SQL in code',
      'GET',
      'detail-reservasi',
      { reservasi_kode: "' OR 1=1 --" },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'detail with a huge code',
      'GET',
      'detail-reservasi',
      { reservasi_kode: 'A'.repeat(500) },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'detail with a huge token',
      'GET',
      'detail-reservasi',
      { reservasi_kode: code, guest_token: 'x'.repeat(5000) },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'lookup without contact',
      'GET',
      'web-detail-reservasi',
      { reservasi_kode: code },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'lookup with HTML',
      'GET',
      'web-detail-reservasi',
      { reservasi_kode: code, pemesan_email_telp: '<script>alert(1)</script>' },
      404,
      'RESERVATION_NOT_FOUND',
    ],
    [
      'cancel without code',
      'POST',
      'batal-reservasi',
      { jenis_batal: 'x', guest_token: guestToken },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'cancel with a number code',
      'POST',
      'batal-reservasi',
      { reservasi_kode: 12345, guest_token: guestToken },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'cancel with an object reason',
      'POST',
      'batal-reservasi',
      { reservasi_kode: code, jenis_batal: { a: 1 }, guest_token: guestToken },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'cancel an unknown code',
      'POST',
      'batal-reservasi',
      { reservasi_kode: 'LTSAAAAAAAAAA', guest_token: guestToken },
      404,
      'RESERVATION_NOT_FOUND',
    ],
    [
      'cancel with a wrong token',
      'POST',
      'batal-reservasi',
      { reservasi_kode: code, guest_token: 'salah' },
      404,
      'RESERVATION_NOT_FOUND',
    ],
    ['cancel with an array body', 'POST', 'batal-reservasi', [code], 400, 'VALIDATION_ERROR'],
    [
      'change without method',
      'POST',
      'ganti-pembayaran',
      { reservasi_kode: code, guest_token: guestToken },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'change with a numeric method',
      'POST',
      'ganti-pembayaran',
      { reservasi_kode: code, jenis_pembayaran_kode: 7, guest_token: guestToken },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'change to an unknown method',
      'POST',
      'ganti-pembayaran',
      { reservasi_kode: code, jenis_pembayaran_kode: "BCA'--", guest_token: guestToken },
      404,
      'PAYMENT_METHOD_NOT_FOUND',
    ],
    [
      'change a huge body',
      'POST',
      'ganti-pembayaran',
      { reservasi_kode: code, jenis_pembayaran_kode: 'x'.repeat(200_000) },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ];

  it('answers each with its 4xx envelope and changes nothing', async () => {
    const before = await counts(t);
    for (const [name, method, path, input, status, errorCode] of cases()) {
      const res = await t.app.inject({
        method,
        url: `/api/travel/${path}`,
        headers: { authorization: WEB_BASIC, 'x-forwarded-for': `10.1.${status}.${name.length}` },
        ...(method === 'GET'
          ? { query: input as Record<string, string> }
          : { payload: input as object }),
      });
      expect({ name, status: res.statusCode, code: res.json().error_code }).toEqual({
        name,
        status,
        code: errorCode,
      });
    }
    expect(await counts(t)).toEqual(before);
    const row = await t.db
      .selectFrom('reservations')
      .select(['status', 'payment_method_code'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', payment_method_code: 'BCA_VA' });
    const charges = await t.db.selectFrom('payments').select('status').execute();
    expect(charges).toEqual([{ status: 'pending' }]);
  });
});
