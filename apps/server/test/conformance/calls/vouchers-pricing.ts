import { expect } from 'vitest';
import type { ConformanceWorld } from '../conformance-world.js';
import { flagVariants, retyped, setTo, type SpecCall, type Variant } from '../spec-call.js';

/** Spec §7 "Vouchers and pricing". */

/** cek-harga's body as the spec's client sends it: the trip, then everything that prices it. */
async function priceCheckBody(world: ConformanceWorld) {
  const {
    jenis_pembayaran_kode: _method,
    pemesan_nama: _n,
    pemesan_email: _e,
    pemesan_telp: _t,
    ads_kode: _a,
    url_referer: _u,
    komentar_donasi: _k,
    ...body
  } = world.bookingBody(await world.freeSeat());
  return {
    ...body,
    kursi: (body.kursi as Array<Record<string, unknown>>).map(({ no, promo_kode }) => ({
      no,
      promo_kode,
    })),
    operator_kode_pulang: '',
    jadwal_kode_pulang: '',
    tanggal_berangkat_pulang: '',
    kursi_pulang: null,
    list_connecting_pulang: [],
  };
}

const seatNumberAsNumber: Variant = {
  name: 'kursi[].no as a number',
  apply: (fields) => ({
    ...fields,
    kursi: (fields.kursi as Array<Record<string, unknown>>).map((seat) => ({
      ...seat,
      no: Number(seat.no),
    })),
  }),
};

export const voucherPricingCalls: SpecCall[] = [
  {
    call: 'travel/detail-voucher',
    method: 'GET',
    specFields: 'voucher_kode',
    access: 'optional-bearer',
    build: () => ({ fields: { voucher_kode: 'LINTASHEMAT' } }),
    variants: [setTo('voucher_kode', 'lintashemat', 'voucher_kode in lower case')],
    same: 'results',
    bad: setTo('voucher_kode', '', "voucher_kode ''"),
  },
  {
    call: 'travel/list-voucher',
    method: 'GET',
    specFields: 'search, email, telp, is_new_customer (optional)',
    access: 'optional-bearer',
    build: () => ({ fields: { search: '', email: '', telp: '', is_new_customer: '' } }),
    optional: ['search', 'email', 'telp', 'is_new_customer'],
    variants: [...flagVariants('is_new_customer', true), ...flagVariants('is_new_customer', false)],
    same: 'results',
    bad: setTo('is_new_customer', 'ya', "is_new_customer 'ya'"),
  },
  {
    call: 'travel/validasi-voucher',
    method: 'GET',
    specFields:
      'voucher_kode, email, telp, jenis_pembayaran_kode, operator_kode, jadwal_kode, tanggal_berangkat, flag_pp, return equivalents, total_amount',
    access: 'basic',
    build: async (world) => {
      const seat = await world.freeSeat();
      return {
        fields: {
          voucher_kode: 'LINTASHEMAT',
          email: 'budi@example.com',
          telp: '',
          jenis_pembayaran_kode: 'BCA_VA',
          operator_kode: seat.operator_kode,
          jadwal_kode: seat.jadwal_kode,
          tanggal_berangkat: seat.tanggal_berangkat,
          flag_pp: 0,
          operator_kode_pulang: '',
          jadwal_kode_pulang: '',
          tanggal_berangkat_pulang: '',
          total_amount: 230000,
        },
      };
    },
    optional: [
      'email',
      'telp',
      'jenis_pembayaran_kode',
      'flag_pp',
      'operator_kode_pulang',
      'jadwal_kode_pulang',
      'tanggal_berangkat_pulang',
    ],
    variants: flagVariants('flag_pp', false),
    same: 'status',
    bad: setTo('total_amount', 'banyak', "total_amount 'banyak'"),
  },
  {
    call: 'travel/list-jenis-pembayaran',
    method: 'GET',
    specFields: 'amount, voucher_kode, reservasi_kode',
    access: 'basic',
    build: () => ({ fields: { amount: 130000, voucher_kode: '', reservasi_kode: '' } }),
    optional: ['voucher_kode', 'reservasi_kode'],
    variants: [setTo('amount', '130000', 'amount as "130000"')],
    check: (results) =>
      expect((results as { list_grup: unknown[] }).list_grup.length).toBeGreaterThan(0),
    same: 'results',
    bad: setTo('amount', '-5', "amount '-5'"),
  },
  {
    call: 'travel/cek-harga',
    method: 'POST',
    specFields:
      'trip fields, kursi [{no, promo_kode}], flag_connecting, list_connecting, flag_pp, return fields, voucher_diskon, tipe_admin_fee, admin_fee, voucher_kode, flag_asuransi, donasi, flag_point',
    access: 'basic',
    build: async (world) => ({ fields: await priceCheckBody(world) }),
    optional: [
      'operator_kode_pulang',
      'jadwal_kode_pulang',
      'tanggal_berangkat_pulang',
      'kursi_pulang',
      'voucher_kode',
      'voucher_diskon',
      'tipe_admin_fee',
      'admin_fee',
      'donasi',
    ],
    variants: [
      seatNumberAsNumber,
      ...flagVariants('flag_asuransi', true),
      ...flagVariants('flag_pp', false),
      ...flagVariants('flag_connecting', false),
      ...flagVariants('flag_point', false),
      retyped('donasi', 'string'),
      setTo('donasi', 5000, 'donasi 5000'),
      setTo('voucher_kode', 'DISKON20RB', "voucher_kode 'DISKON20RB'"),
      {
        name: 'tipe_admin_fee/admin_fee as the chosen method’s',
        apply: (fields) => ({ ...fields, tipe_admin_fee: 'flat', admin_fee: 4000 }),
      },
    ],
    check: (results) =>
      expect(results).toEqual(expect.objectContaining({ total_harga: expect.any(Number) })),
    same: 'status',
    bad: setTo('kursi', [], 'kursi []'),
  },
];
