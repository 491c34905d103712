import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import {
  insertCustomer,
  insertReservation,
  insertUsedUpVoucher,
} from '../helpers/pricing-fixtures.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';

describe('voucher endpoints', () => {
  let t: TestApp;
  let newCustomerToken: string;
  let returningCustomerToken: string;
  const returningEmail = 'langganan@example.com';

  beforeAll(async () => {
    t = await createTestApp();
    const sessions = new CustomerSessionService(new CustomerSessionRepository(t.db), t.clock);
    newCustomerToken = await sessions.issueToken((await insertCustomer(t.db)).id);
    const returning = await insertCustomer(t.db, { email: returningEmail });
    returningCustomerToken = await sessions.issueToken(returning.id);
    const longAgo = new Date('2026-10-01T00:00:00Z');
    await insertReservation(t.db, {
      status: 'paid',
      expiresAt: longAgo,
      customerId: returning.id,
      bookerEmail: returningEmail,
    });
    await insertUsedUpVoucher(t.db, longAgo);
  });
  afterAll(() => t.close());

  const get = (url: string, authorization = WEB_BASIC) =>
    t.app.inject({ method: 'GET', url: `/api/travel/${url}`, headers: { authorization } });

  describe('GET detail-voucher', () => {
    it('describes a voucher and says it can be used now', async () => {
      const res = await get('detail-voucher?voucher_kode=lintashemat');
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toEqual({
        voucher_kode: 'LINTASHEMAT',
        nama: 'Diskon 10% Semua Rute',
        deskripsi: 'Hemat 10% hingga Rp 25.000 untuk semua rute.',
        syarat: expect.stringContaining('Minimal transaksi Rp 150.000.'),
        tipe_diskon: 'percent',
        nilai_diskon: 10,
        maksimal_diskon: 25_000,
        minimal_transaksi: 150_000,
        kuota: null,
        sisa_kuota: null,
        berlaku_mulai: '2026-10-21T17:00:00.000Z',
        berlaku_sampai: '2027-01-20T16:59:59.000Z',
        operator_kode: null,
        jenis_pembayaran_kode: null,
        khusus_pelanggan_baru: false,
        dapat_digunakan: true,
        keterangan: null,
      });
    });

    it('explains why an expired or used-up voucher cannot be used', async () => {
      const expired = (await get('detail-voucher?voucher_kode=MUDIKLALU')).json().results;
      expect(expired.dapat_digunakan).toBe(false);
      expect(expired.keterangan).toMatch(/^Voucher ini sudah berakhir pada/);
      const used = (await get('detail-voucher?voucher_kode=HABIS')).json().results;
      expect(used).toMatchObject({
        kuota: 1,
        sisa_kuota: 0,
        dapat_digunakan: false,
        keterangan: 'Kuota voucher ini sudah habis.',
      });
    });

    it('tells a returning customer that a new-customer voucher is not for them', async () => {
      const guest = (await get('detail-voucher?voucher_kode=PENGGUNABARU')).json().results;
      expect(guest).toMatchObject({ khusus_pelanggan_baru: true, dapat_digunakan: true });
      const returning = (
        await get('detail-voucher?voucher_kode=PENGGUNABARU', `Bearer ${returningCustomerToken}`)
      ).json().results;
      expect(returning).toMatchObject({
        dapat_digunakan: false,
        keterangan: expect.stringMatching(/khusus pelanggan baru/),
      });
    });

    it('finds a private voucher by its code', async () => {
      expect((await get('detail-voucher?voucher_kode=VIPLINTAS')).json().results.nilai_diskon).toBe(
        25,
      );
    });

    it('answers 404 for an unknown code and 400 without one', async () => {
      const unknown = await get('detail-voucher?voucher_kode=TIDAKADA');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        error_code: 'VOUCHER_NOT_FOUND',
        message: 'Kode voucher TIDAKADA tidak ditemukan.',
      });
      expect((await get('detail-voucher')).statusCode).toBe(400);
      expect((await get(`detail-voucher?voucher_kode=${'A'.repeat(65)}`)).statusCode).toBe(400);
    });
  });

  describe('GET list-voucher', () => {
    const codes = async (query = '', authorization = WEB_BASIC) => {
      const res = await get(`list-voucher${query}`, authorization);
      expect(res.statusCode).toBe(200);
      return (res.json().results as Array<{ voucher_kode: string }>)
        .map((voucher) => voucher.voucher_kode)
        .sort();
    };

    it('lists public vouchers valid now with quota left', async () => {
      expect(await codes()).toEqual([
        'BCAHEMAT',
        'DISKON20RB',
        'LINTASHEMAT',
        'PENGGUNABARU',
        'XTRHEMAT',
      ]);
    });

    it('searches code and name, treating the text literally', async () => {
      expect(await codes('?search=hemat')).toEqual(['BCAHEMAT', 'LINTASHEMAT', 'XTRHEMAT']);
      expect(await codes('?search=Pengguna%20Baru')).toEqual(['PENGGUNABARU']);
      expect(await codes(`?search=${encodeURIComponent("%' OR 1=1 --")}`)).toEqual([]);
      // A literal '%': only names that contain one, not every voucher.
      expect(await codes('?search=%25')).toEqual(['LINTASHEMAT', 'XTRHEMAT']);
    });

    it('leaves out new-customer vouchers for people known to have booked', async () => {
      expect(await codes('?is_new_customer=0')).not.toContain('PENGGUNABARU');
      expect(await codes(`?email=${returningEmail}`)).not.toContain('PENGGUNABARU');
      expect(await codes('', `Bearer ${returningCustomerToken}`)).not.toContain('PENGGUNABARU');
      expect(await codes('', `Bearer ${newCustomerToken}`)).toContain('PENGGUNABARU');
    });

    it('refuses malformed filters', async () => {
      expect((await get('list-voucher?is_new_customer=maybe')).statusCode).toBe(400);
    });
  });

  describe('GET validasi-voucher', () => {
    const validate = (query: string, authorization = WEB_BASIC) =>
      get(`validasi-voucher?${query}`, authorization);

    it('answers the discount for the order', async () => {
      const res = await validate(
        'voucher_kode=LINTASHEMAT&total_amount=200000&operator_kode=XTR&jenis_pembayaran_kode=QRIS',
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toEqual({
        voucher_kode: 'LINTASHEMAT',
        nama: 'Diskon 10% Semua Rute',
        total_amount: 200_000,
        diskon: 20_000,
        total_setelah_diskon: 180_000,
      });
    });

    it('applies the same rules as cek-harga, with the reason', async () => {
      const cases: Array<[string, string]> = [
        [
          'voucher_kode=LINTASHEMAT&total_amount=100000',
          'Minimal transaksi Rp\u00a0150.000 untuk voucher ini.',
        ],
        [
          'voucher_kode=XTRHEMAT&total_amount=100000&operator_kode=PHS',
          'Voucher ini tidak berlaku untuk operator PHS.',
        ],
        [
          'voucher_kode=XTRHEMAT&total_amount=100000&operator_kode=XTR&flag_pp=1&operator_kode_pulang=PHS',
          'Voucher ini tidak berlaku untuk operator PHS.',
        ],
        [
          'voucher_kode=BCAHEMAT&total_amount=200000&jenis_pembayaran_kode=QRIS',
          'Voucher ini hanya berlaku untuk metode pembayaran BCA Virtual Account.',
        ],
        ['voucher_kode=HABIS&total_amount=200000', 'Kuota voucher ini sudah habis.'],
      ];
      for (const [query, message] of cases) {
        const res = await validate(query);
        expect(res.statusCode, query).toBe(422);
        expect(res.json(), query).toMatchObject({
          status: 'ERROR',
          error_code: 'VOUCHER_INVALID',
          message,
        });
      }
      const xtr = await validate(
        'voucher_kode=XTRHEMAT&total_amount=100000&operator_kode=XTR&flag_pp=1&operator_kode_pulang=XTR',
      );
      expect(xtr.json().results.diskon).toBe(15_000);
    });

    it('gives a new-customer voucher to a new logged-in customer only', async () => {
      const guest = await validate(
        'voucher_kode=PENGGUNABARU&total_amount=100000&email=baru@example.com',
      );
      expect(guest.statusCode).toBe(422);
      expect(guest.json().message).toMatch(/Silakan masuk ke akun Anda/);
      const fresh = await validate(
        'voucher_kode=PENGGUNABARU&total_amount=100000',
        `Bearer ${newCustomerToken}`,
      );
      expect(fresh.json().results.diskon).toBe(25_000);
      const returning = await validate(
        'voucher_kode=PENGGUNABARU&total_amount=100000',
        `Bearer ${returningCustomerToken}`,
      );
      expect(returning.statusCode).toBe(422);
    });

    it('answers 404 for an unknown voucher and 400 for bad input', async () => {
      expect((await validate('voucher_kode=TIDAKADA&total_amount=100000')).json().error_code).toBe(
        'VOUCHER_NOT_FOUND',
      );
      for (const query of [
        'voucher_kode=LINTASHEMAT',
        'voucher_kode=LINTASHEMAT&total_amount=-5',
        'voucher_kode=LINTASHEMAT&total_amount=abc',
        'voucher_kode=LINTASHEMAT&total_amount=100000&tanggal_berangkat=2026-02-30',
        'total_amount=100000',
      ]) {
        const res = await validate(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error_code).toBe('VALIDATION_ERROR');
      }
    });

    it('answers an expired bearer token with 401', async () => {
      expect(
        (await validate('voucher_kode=LINTASHEMAT&total_amount=200000', 'Bearer not-a-token'))
          .statusCode,
      ).toBe(401);
    });
  });
});
