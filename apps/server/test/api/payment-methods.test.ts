import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReservation } from '../helpers/pricing-fixtures.js';
import { insertCustomerWithToken } from './payments-fixtures.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';

interface MethodItem {
  jenis_pembayaran_kode: string;
  grup_kode: string;
  tipe_admin_fee: string;
  nilai_admin_fee: number;
  admin_fee: number | null;
  tersedia: boolean;
  keterangan: string | null;
}

describe('GET /api/travel/list-jenis-pembayaran', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/travel/list-jenis-pembayaran${query}`,
      headers: { authorization: WEB_BASIC },
    });
  const methods = (body: {
    results: { list_grup: Array<{ list_jenis_pembayaran: MethodItem[] }> };
  }) =>
    new Map(
      body.results.list_grup
        .flatMap((group) => group.list_jenis_pembayaran)
        .map((item) => [item.jenis_pembayaran_kode, item]),
    );

  it('lists active methods by group with lowercased fee types', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('OK');
    expect(body.results.amount).toBeNull();
    expect(body.results.list_grup.map((group: { grup_kode: string }) => group.grup_kode)).toEqual([
      'va',
      'ewallet',
      'qris',
      'retail',
    ]);
    const byCode = methods(body);
    expect(byCode.get('BCA_VA')).toMatchObject({
      nama: 'BCA Virtual Account',
      grup_kode: 'va',
      grup_nama: 'Transfer Virtual Account',
      tipe_admin_fee: 'flat',
      nilai_admin_fee: 4000,
      admin_fee: 4000,
      minimal_transaksi: 10_000,
      tersedia: true,
      keterangan: null,
      logo: '/images/payment/bca_va.svg',
    });
    // A percentage has no fee until an amount is known.
    expect(byCode.get('QRIS')).toMatchObject({
      tipe_admin_fee: 'percent',
      nilai_admin_fee: 0.7,
      admin_fee: null,
    });
  });

  it('computes each fee for the amount, a percentage rounded up', async () => {
    const byCode = methods((await list('?amount=150001')).json());
    expect(byCode.get('BCA_VA')?.admin_fee).toBe(4000);
    expect(byCode.get('QRIS')?.admin_fee).toBe(1051); // 0.7% of 150.001 = 1050.007
    expect(byCode.get('GOPAY')?.admin_fee).toBe(3001);
  });

  it('marks methods the amount is outside of as unavailable, with the reason', async () => {
    const small = methods((await list('?amount=5000')).json());
    expect(small.get('BCA_VA')).toMatchObject({
      tersedia: false,
      keterangan: 'Minimal transaksi Rp\u00a010.000 untuk pembayaran dengan BCA Virtual Account.',
    });
    expect(small.get('GOPAY')?.tersedia).toBe(true);
    const large = methods((await list('?amount=6000000')).json());
    expect(large.get('ALFAMART')).toMatchObject({
      tersedia: false,
      keterangan: 'Maksimal transaksi Rp\u00a05.000.000 untuk pembayaran dengan Alfamart.',
    });
    expect(large.get('BCA_VA')?.tersedia).toBe(true);
  });

  it('marks methods a voucher does not allow', async () => {
    const byCode = methods((await list('?amount=150000&voucher_kode=bcahemat')).json());
    expect(byCode.get('BCA_VA')?.tersedia).toBe(true);
    expect(byCode.get('QRIS')).toMatchObject({
      tersedia: false,
      keterangan: 'Voucher BCAHEMAT tidak berlaku untuk metode pembayaran ini.',
    });
  });

  it('uses a pending reservation’s amount before the admin fee, for its owner only', async () => {
    const owner = await insertCustomerWithToken(t, 'pemilik-metode@example.com');
    const code = await insertReservation(t.db, {
      status: 'pending',
      expiresAt: new Date(t.clock.now().getTime() + 600_000),
      customerId: owner.id,
    });
    // The fixture's total is 104.000 with no admin fee recorded.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/travel/list-jenis-pembayaran?reservasi_kode=${code}`,
      headers: { authorization: owner.bearer },
    });
    const body = res.json();
    expect(body.results.amount).toBe(104_000);
    expect(methods(body).get('QRIS')?.admin_fee).toBe(728);

    // Anyone else who knows the code does not learn what the booking owes.
    const stranger = await list(`?reservasi_kode=${code}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error_code).toBe('RESERVATION_NOT_FOUND');
    const otherCustomer = await insertCustomerWithToken(t, 'orang-lain-metode@example.com');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/travel/list-jenis-pembayaran?reservasi_kode=${code}`,
      headers: { authorization: otherCustomer.bearer },
    });
    expect(other.statusCode).toBe(404);
  });

  it('answers unknown voucher and reservation codes with 404', async () => {
    const voucher = await list('?voucher_kode=TIDAKADA');
    expect(voucher.statusCode).toBe(404);
    expect(voucher.json()).toMatchObject({ status: 'ERROR', error_code: 'VOUCHER_NOT_FOUND' });
    const reservation = await list('?reservasi_kode=LTSXXXXXXXXXX');
    expect(reservation.statusCode).toBe(404);
    expect(reservation.json().error_code).toBe('RESERVATION_NOT_FOUND');
  });

  it.each(['abc', '-1', '1.5', '99999999999', "1'; DROP TABLE payment_methods;--"])(
    'refuses amount=%s with a 400 envelope',
    async (amount) => {
      const res = await list(`?amount=${encodeURIComponent(amount)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
    },
  );

  it('needs client credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/travel/list-jenis-pembayaran' });
    expect(res.statusCode).toBe(401);
  });
});
