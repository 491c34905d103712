import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUsedUpVoucher } from '../helpers/pricing-fixtures.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { get, oneWay, post, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';

/**
 * Issue 12, "before paying: no surprises": the voucher list says which vouchers apply to
 * this order and why the others do not (by the quote's own rule), changing the method
 * offers only what the booking's voucher allows, the steps to pay fit the method, and
 * the refund-assurance terms name the fee the quote charges.
 */
describe('before paying', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // HABIS: a public voucher whose only use is taken.
    await insertUsedUpVoucher(t.db, new Date('2026-11-01T00:00:00Z'));
  });
  afterAll(() => t.close());

  interface ListedVoucher {
    voucher_kode: string;
    dapat_digunakan: boolean;
    keterangan: string | null;
  }
  const listVouchers = async (query: Record<string, string>) => {
    const res = await get(t, '/api/travel/list-voucher', query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results as ListedVoucher[];
  };

  describe('list-voucher for an order', () => {
    it('marks each voucher that does not apply with the reason, usable ones first', async () => {
      const list = await listVouchers({
        total_amount: '120000',
        operator_kode: 'PSR',
        jenis_pembayaran_kode: 'QRIS',
      });
      const byCode = new Map(list.map((voucher) => [voucher.voucher_kode, voucher]));
      expect(byCode.get('DISKON20RB')).toMatchObject({ dapat_digunakan: true, keterangan: null });
      expect(byCode.get('LINTASHEMAT')).toMatchObject({
        dapat_digunakan: false,
        keterangan: 'Minimal transaksi Rp\u00a0150.000 untuk voucher ini.',
      });
      expect(byCode.get('XTRHEMAT')).toMatchObject({
        dapat_digunakan: false,
        keterangan: 'Voucher ini tidak berlaku untuk operator PSR.',
      });
      expect(byCode.get('BCAHEMAT')).toMatchObject({
        dapat_digunakan: false,
        keterangan: 'Voucher ini hanya berlaku untuk metode pembayaran BCA Virtual Account.',
      });
      expect(byCode.get('HABIS')).toMatchObject({
        dapat_digunakan: false,
        keterangan: 'Kuota voucher ini sudah habis.',
      });
      // A guest cannot prove being new: the quote would refuse it, so the list says so.
      expect(byCode.get('PENGGUNABARU')).toMatchObject({
        dapat_digunakan: false,
        keterangan: expect.stringMatching(/khusus pelanggan baru.*masuk ke akun/),
      });
      // Neither private nor not-yet-valid vouchers are listed.
      expect(byCode.has('VIPLINTAS')).toBe(false);
      expect(byCode.has('AKHIRTAHUN')).toBe(false);
      // Usable first.
      const firstUnusable = list.findIndex((voucher) => !voucher.dapat_digunakan);
      expect(firstUnusable).toBeGreaterThan(0);
      expect(list.slice(firstUnusable).every((voucher) => !voucher.dapat_digunakan)).toBe(true);
    });

    it('agrees with validasi-voucher (the quote rule) on every voucher it lists', async () => {
      const order = {
        total_amount: '160000',
        operator_kode: 'XTR',
        jenis_pembayaran_kode: 'BCA_VA',
      };
      for (const voucher of await listVouchers(order)) {
        const res = await get(t, '/api/travel/validasi-voucher', {
          voucher_kode: voucher.voucher_kode,
          total_amount: order.total_amount,
          operator_kode: order.operator_kode,
          jenis_pembayaran_kode: order.jenis_pembayaran_kode,
        });
        expect(res.statusCode === 200, voucher.voucher_kode).toBe(voucher.dapat_digunakan);
        if (!voucher.dapat_digunakan) expect(res.json().message).toBe(voucher.keterangan);
      }
    });

    it('judges every operator of a round or connecting trip, and no method before one is chosen', async () => {
      const list = await listVouchers({ total_amount: '200000', operator_kode: 'XTR,PSR' });
      const byCode = new Map(list.map((voucher) => [voucher.voucher_kode, voucher]));
      expect(byCode.get('XTRHEMAT')?.keterangan).toBe(
        'Voucher ini tidak berlaku untuk operator PSR.',
      );
      expect(byCode.get('BCAHEMAT')).toMatchObject({ dapat_digunakan: true });
    });

    it('without an order lists only what is usable now, as before', async () => {
      const list = await listVouchers({});
      expect(list.every((voucher) => voucher.dapat_digunakan)).toBe(true);
      expect(list.map((voucher) => voucher.voucher_kode)).not.toContain('HABIS');
    });

    it('refuses a malformed order with a clear reason', async () => {
      const bad = await get(t, '/api/travel/list-voucher', { total_amount: 'banyak' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
      const operator = await get(t, '/api/travel/list-voucher', {
        total_amount: '1000',
        operator_kode: 'XTR,<script>',
      });
      expect(operator.statusCode).toBe(400);
      expect(operator.json().message).toMatch(/operator/i);
      const odd: Array<Record<string, string>> = [
        { total_amount: '-1' },
        { total_amount: '1e20' },
        { total_amount: '1000', operator_kode: ',,, ,' },
        { total_amount: '1000', operator_kode: 'A,B,C,D,E,F,G' },
        { total_amount: '1000', operator_kode: 'X'.repeat(200) },
        { total_amount: '1000', jenis_pembayaran_kode: 'QRIS\u0000' },
        { total_amount: '1000', jenis_pembayaran_kode: 'TIDAK_ADA' },
      ];
      for (const query of odd) {
        const res = await get(t, '/api/travel/list-voucher', query);
        expect(res.statusCode, JSON.stringify(query)).toBeLessThan(500);
        expect(['OK', 'ERROR'], JSON.stringify(query)).toContain(res.json().status);
      }
      const unknown = await get(t, '/api/travel/list-jenis-pembayaran', {
        reservasi_kode: 'LNTTIDAKADA',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error_code).toBe('RESERVATION_NOT_FOUND');
    });
  });

  describe('changing the method of a booking with a voucher', () => {
    it('lists only the methods its voucher allows, with the fee in rupiah; the others are refused', async () => {
      const booking = await reserveOk(
        t,
        oneWay({
          jadwal_kode: 'XTR-01-0900',
          kursi: seats('1', '2'),
          voucher_kode: 'BCAHEMAT',
          jenis_pembayaran_kode: 'BCA_VA',
        }),
      );
      // Only the booking's owner learns what it owes: to a stranger with the code it does not exist.
      const stranger = await get(t, '/api/travel/list-jenis-pembayaran', {
        reservasi_kode: booking.code,
      });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toMatchObject({ error_code: 'RESERVATION_NOT_FOUND' });
      expect(stranger.body).not.toContain(String(booking.json.results.total - 4000));
      const wrongToken = await get(
        t,
        '/api/travel/list-jenis-pembayaran',
        { reservasi_kode: booking.code },
        { 'x-guest-token': 'bukan-token-pesanan-ini' },
      );
      expect(wrongToken.statusCode).toBe(404);

      const res = await get(
        t,
        '/api/travel/list-jenis-pembayaran',
        { reservasi_kode: booking.code },
        { 'x-guest-token': booking.guestToken },
      );
      expect(res.statusCode).toBe(200);
      const methods = (
        res.json().results.list_grup as Array<{
          list_jenis_pembayaran: Array<{
            jenis_pembayaran_kode: string;
            tersedia: boolean;
            keterangan: string | null;
            admin_fee: number | null;
          }>;
        }>
      ).flatMap((group) => group.list_jenis_pembayaran);
      const usable = methods.filter((method) => method.tersedia);
      expect(usable.map((method) => method.jenis_pembayaran_kode)).toEqual(['BCA_VA']);
      expect(usable[0]?.admin_fee).toBe(4000);
      const qris = methods.find((method) => method.jenis_pembayaran_kode === 'QRIS');
      // The booking's voucher is not named to whoever knows the code.
      expect(qris?.keterangan).toBe(
        'Voucher pada pesanan ini tidak berlaku untuk metode pembayaran ini.',
      );
      // The percentage fee is computed on what the booking still owes before its fee.
      const amount = res.json().results.amount as number;
      expect(amount).toBe(booking.json.results.total - 4000);
      expect(qris?.admin_fee).toBe(Math.round((amount * 0.7) / 100));

      // What the list marks, ganti-pembayaran refuses, and the booking stays as it was.
      const change = await post(
        t,
        '/api/travel/ganti-pembayaran',
        { reservasi_kode: booking.code, jenis_pembayaran_kode: 'QRIS' },
        { 'x-guest-token': booking.guestToken },
      );
      expect(change.statusCode).toBe(422);
      expect(change.json()).toMatchObject({ status: 'ERROR', error_code: 'VOUCHER_INVALID' });
      const detail = await get(
        t,
        '/api/travel/detail-reservasi',
        { reservasi_kode: booking.code },
        { 'x-guest-token': booking.guestToken },
      );
      expect(detail.json().results.pembayaran.jenis_pembayaran_kode).toBe('BCA_VA');
    });

    it('a booking without a voucher may take any method its amount allows', async () => {
      const booking = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-0900', kursi: seats('3') }));
      const res = await get(
        t,
        '/api/travel/list-jenis-pembayaran',
        { reservasi_kode: booking.code },
        { 'x-guest-token': booking.guestToken },
      );
      expect(res.statusCode).toBe(200);
      const methods = (
        res.json().results.list_grup as Array<{
          list_jenis_pembayaran: Array<{ tersedia: boolean }>;
        }>
      ).flatMap((group) => group.list_jenis_pembayaran);
      expect(methods.length).toBeGreaterThan(5);
      expect(methods.every((method) => method.tersedia)).toBe(true);
    });
  });

  describe('payment instructions fit the method', () => {
    const instructionsFor = async (method: string, seat: string) => {
      const booking = await reserveOk(
        t,
        oneWay({ jadwal_kode: 'XTR-01-1100', kursi: seats(seat), jenis_pembayaran_kode: method }),
      );
      const payment = booking.json.results.pembayaran as {
        grup_kode: string;
        instruksi: Array<{ title: string; steps: string[] }>;
      };
      return {
        ...payment,
        booking,
        text: payment.instruksi.map((block) => [block.title, ...block.steps].join('\n')).join('\n'),
      };
    };

    it('an e-wallet says open the app (its button), never "scan QRIS"', async () => {
      const gopay = await instructionsFor('GOPAY', '1');
      expect(gopay.grup_kode).toBe('ewallet');
      expect(gopay.instruksi[0]?.steps[0]).toBe(
        'Tekan tombol "Bayar dengan GoPay" di halaman pesanan.',
      );
      expect(gopay.text).toMatch(/aplikasi GoPay/);
      expect(gopay.text).not.toMatch(/QRIS/);
      // From a computer, the QR is scanned with the GoPay app, not "any QRIS app".
      expect(gopay.instruksi[1]?.title).toBe('Bayar dari komputer');
    });

    it('QRIS says scan; a VA gives bank steps; Mandiri its bill menu; retail the cashier', async () => {
      const qris = await instructionsFor('QRIS', '2');
      expect(qris.grup_kode).toBe('qris');
      expect(qris.text).toMatch(/Pindai kode QR/);
      const bca = await instructionsFor('BCA_VA', '3');
      expect(bca.grup_kode).toBe('va');
      expect(bca.instruksi.map((block) => block.title)).toEqual(['ATM BCA', 'BCA mobile']);
      expect(bca.text).toMatch(/Virtual Account/);
      const mandiri = await instructionsFor('MANDIRI_VA', '4');
      expect(mandiri.text).toMatch(/Multipayment/);
      expect(mandiri.text).toMatch(/Kode Perusahaan/);
      expect(mandiri.text).not.toMatch(/nomor Virtual Account/);
      const alfamart = await instructionsFor('ALFAMART', '5');
      expect(alfamart.grup_kode).toBe('retail');
      expect(alfamart.text).toMatch(/kasir/);
    });

    it('changing to an e-wallet answers the e-wallet steps, and the deadline stays', async () => {
      const va = await instructionsFor('BNI_VA', '6');
      const change = await post(
        t,
        '/api/travel/ganti-pembayaran',
        { reservasi_kode: va.booking.code, jenis_pembayaran_kode: 'DANA' },
        { 'x-guest-token': va.booking.guestToken },
      );
      expect(change.statusCode, change.body).toBe(200);
      const result = change.json().results;
      expect(result.expired_time).toBe(va.booking.json.results.expired_time);
      expect(result.pembayaran.grup_kode).toBe('ewallet');
      expect(result.pembayaran.instruksi[0].steps[0]).toBe(
        'Tekan tombol "Bayar dengan DANA" di halaman pesanan.',
      );
    });
  });

  describe('asuransi-snk', () => {
    it('names the fee cek-harga charges per passenger per leg', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/travel/asuransi-snk',
        headers: { authorization: WEB_BASIC },
      });
      expect(res.statusCode).toBe(200);
      const terms = res.json().results;
      const quote = await post(t, '/api/travel/cek-harga', {
        operator_kode: 'XTR',
        jadwal_kode: 'XTR-01-1300',
        tanggal_berangkat: TOMORROW,
        kursi: [{ no: '1' }, { no: '2' }],
        flag_asuransi: 1,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json().results.biaya_asuransi).toBe(2 * terms.biaya_per_penumpang);
      expect(terms.judul).toBe('Ketentuan Asuransi Refund');
      expect(terms.list_snk[0]).toContain('Rp\u00a05.000 per penumpang');
      expect(terms.list_snk.length).toBeGreaterThan(4);
    });
  });
});
