import { describe, expect, it } from 'vitest';
import {
  paymentMethodsQuerySchema,
  priceCheckBodySchema,
  voucherListQuerySchema,
  voucherValidationQuerySchema,
} from './pricing-schemas';

const trip = {
  operator_kode: 'XTR',
  jadwal_kode: 'XTR-01-1000',
  tanggal_berangkat: '2026-11-22',
  kursi: [{ no: 1 }],
};

describe('priceCheckBodySchema', () => {
  it('defaults the price options and keeps the trip fields', () => {
    const parsed = priceCheckBodySchema.parse(trip);
    expect(parsed).toMatchObject({
      kursi: [{ no: '1' }],
      flag_pp: false,
      flag_asuransi: false,
      flag_point: false,
      donasi: 0,
      voucher_kode: null,
      jenis_pembayaran_kode: null,
    });
  });

  it('accepts the client’s own price figures without trusting their type', () => {
    const parsed = priceCheckBodySchema.parse({
      ...trip,
      voucher_diskon: 'x',
      tipe_admin_fee: 'FLAT',
      admin_fee: -5,
    });
    expect(parsed.voucher_diskon).toBe('x');
  });

  it('treats empty codes as absent and reads flags and donations sent as text', () => {
    const parsed = priceCheckBodySchema.parse({
      ...trip,
      voucher_kode: ' ',
      jenis_pembayaran_kode: '',
      flag_asuransi: '1',
      donasi: '5000',
    });
    expect(parsed).toMatchObject({
      voucher_kode: null,
      jenis_pembayaran_kode: null,
      flag_asuransi: true,
      donasi: 5000,
    });
    expect(priceCheckBodySchema.parse({ ...trip, donasi: null }).donasi).toBe(0);
  });

  it('refuses negative, fractional and excessive donations', () => {
    for (const donasi of [-1, 1.5, 1_000_001, 'banyak', '-5', true, { x: 1 }]) {
      expect(priceCheckBodySchema.safeParse({ ...trip, donasi }).success).toBe(false);
    }
  });

  it('keeps the trip selection rules (round trip needs its return fields)', () => {
    const result = priceCheckBodySchema.safeParse({ ...trip, flag_pp: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain('jadwal_kode_pulang');
  });
});

describe('query schemas', () => {
  it('reads amounts from query strings as integer rupiah', () => {
    expect(paymentMethodsQuerySchema.parse({ amount: '150000' }).amount).toBe(150_000);
    expect(paymentMethodsQuerySchema.parse({ voucher_kode: '' }).voucher_kode).toBeUndefined();
    for (const amount of ['-1', '1.5', 'abc', '2000000000']) {
      expect(paymentMethodsQuerySchema.safeParse({ amount }).success).toBe(false);
    }
  });

  it('needs a voucher code and a total for validasi-voucher', () => {
    expect(voucherValidationQuerySchema.safeParse({ total_amount: '1' }).success).toBe(false);
    expect(voucherValidationQuerySchema.safeParse({ voucher_kode: 'A' }).success).toBe(false);
    expect(
      voucherValidationQuerySchema.parse({ voucher_kode: 'A', total_amount: '1', flag_pp: '1' }),
    ).toMatchObject({
      total_amount: 1,
      flag_pp: true,
    });
  });

  it('reads is_new_customer as a flag', () => {
    expect(voucherListQuerySchema.parse({ is_new_customer: '0' }).is_new_customer).toBe(false);
    expect(voucherListQuerySchema.parse({}).is_new_customer).toBeUndefined();
  });
});
