import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TEST_TODAY, WEB_BASIC } from '../helpers/test-app.js';

/**
 * Bytes no text column can hold: NUL (PostgreSQL's text refuses it) and a UTF-16
 * surrogate without its partner (no UTF-8 form; jsonb refuses `\ud800`). Each is
 * refused by the shared string schemas with 400 VALIDATION_ERROR naming the field,
 * before anything reaches the database. Before the shared text schema these answered 500.
 */
describe('request text with bytes the database cannot store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/travel/${url}`,
      headers: { authorization: WEB_BASIC },
    });
  /** `raw` is sent as the exact JSON text, so escapes such as \ud800 arrive unpaired. */
  const postRaw = (url: string, raw: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', authorization: WEB_BASIC, ...headers },
      payload: raw,
    });

  /** 400 VALIDATION_ERROR whose fields name `field` with the unstorable-text message. */
  function expectRefused(res: { statusCode: number; json: () => unknown }, field: string) {
    expect(res.statusCode).toBe(400);
    const body = res.json() as {
      status: string;
      error_code: string;
      message: string;
      details: { fields: Array<{ field: string; message: string }> };
    };
    expect(body).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
    expect(body.message).toMatch(/^Data tidak valid pada /);
    expect(body.details.fields).toContainEqual({
      field,
      message: 'Mengandung karakter yang tidak diizinkan',
    });
  }

  /** The only bad field of a query: the message itself names it. */
  function expectMessageNames(res: { json: () => unknown }, field: string) {
    expect((res.json() as { message: string }).message).toContain(`pada ${field}:`);
  }

  it.each([
    ['detail-voucher?voucher_kode=HEMAT%00', 'voucher_kode'],
    [`validasi-voucher?voucher_kode=HEMAT%00&total_amount=100000`, 'voucher_kode'],
    ['validasi-voucher?voucher_kode=HEMAT&email=a%00@b.co&total_amount=100000', 'email'],
    ['validasi-voucher?voucher_kode=HEMAT&telp=0812%00&total_amount=100000', 'telp'],
    [`validasi-voucher?voucher_kode=X&jadwal_kode=A%00&total_amount=100000`, 'jadwal_kode'],
    ['list-voucher?search=%00', 'search'],
    ['list-voucher?email=%00', 'email'],
    ['search-point-asal?text=ja%00', 'text'],
    ['search-point-asal-v2?text=ja%00', 'text'],
    ['search-point-tujuan?asal_id=1&asal_tipe=city&text=%00', 'text'],
    ['list-keberangkatan-operator?operator_kode=XTR%00', 'operator_kode'],
    ['list-jenis-pembayaran?voucher_kode=%00', 'voucher_kode'],
    ['list-jenis-pembayaran?reservasi_kode=LNT%00', 'reservasi_kode'],
    [
      `detail-jadwal?operator_kode=XTR&jadwal_kode=XTR%00&tanggal_berangkat=${TEST_TODAY}`,
      'jadwal_kode',
    ],
    [`kursi?operator_kode=XTR&jadwal_kode=XTR%00&tanggal_berangkat=${TEST_TODAY}`, 'jadwal_kode'],
    ['web-detail-reservasi?reservasi_kode=LNT1&pemesan_email_telp=a%00@b.co', 'pemesan_email_telp'],
  ])('GET %s: 400 naming %s', async (url, field) => {
    const res = await get(url);
    expectRefused(res, field);
    expectMessageNames(res, field);
  });

  it.each([
    ['/api/travel/cek-harga', '{"jenis_pembayaran_kode":"BCA\\u0000"}', 'jenis_pembayaran_kode'],
    ['/api/travel/cek-harga', '{"voucher_kode":"HEMAT\\u0000"}', 'voucher_kode'],
    [
      '/api/travel/ganti-pembayaran',
      '{"reservasi_kode":"LNT1","jenis_pembayaran_kode":"BCA\\u0000"}',
      'jenis_pembayaran_kode',
    ],
    [
      '/api/travel/batal-reservasi',
      '{"reservasi_kode":"LNT1","jenis_batal":"x\\u0000"}',
      'jenis_batal',
    ],
    ['/api/travel/cek-harga', '{"voucher_kode":"HEMAT\\ud800"}', 'voucher_kode'],
    ['/api/travel/reservasi', '{"pemesan_nama":"Budi \\udfff"}', 'pemesan_nama'],
  ])('POST %s %s: 400 naming %s', async (url, raw, field) => {
    expectRefused(await postRaw(url, raw), field);
  });

  const notification = (fields: Record<string, string>) =>
    JSON.stringify({
      order_id: 'LNT-1',
      transaction_id: 'tx-1',
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: '154000.00',
      signature_key: 'x',
      ...fields,
    });

  it.each([
    ['order_id', { order_id: 'LNT\u0000' }],
    ['transaction_id', { transaction_id: 'tx\u0000' }],
    ['transaction_status', { transaction_status: 'settlement\u0000' }],
    ['signature_key', { signature_key: 'abc\u0000' }],
    ['payment_type', { payment_type: 'bank_transfer\u0000' }],
    ['va_numbers', { va_numbers: 'x\u0000' }],
  ])('webhook with NUL in %s: 400 naming it', async (field, fields) => {
    expectRefused(await postRaw('/api/payments/notification', notification(fields)), field);
  });

  it.each([
    ['transaction_id', '"transaction_id":"tx-\\ud83d"'],
    ['merchant_id', '"merchant_id":"M\\udc00X"'],
    ['custom_field1', '"custom_field1":"\\ud800"'],
    ['va_numbers.0.bank', '"va_numbers":[{"bank":"bca\\udbff"}]'],
  ])('webhook with a lone surrogate in %s: 400 naming it', async (field, extra) => {
    const raw = notification({}).replace(/}$/, `,${extra}}`);
    expectRefused(await postRaw('/api/payments/notification', raw), field);
  });

  it('keeps a paired surrogate (an emoji) in free text', async () => {
    const res = await get(`list-voucher?search=${encodeURIComponent('hemat 🚌')}`);
    expect(res.statusCode).toBe(200);
  });

  it('answers an over-long jadwal_kode_connecting with 400, not a crash in the refinement', async () => {
    const res = await get(
      `kursi?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal_berangkat=${TEST_TODAY}` +
        `&jadwal_kode_connecting=${'A'.repeat(1200)}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain('jadwal_kode_connecting');
  });
});
