import { describe, expect, it } from 'vitest';
import {
  judgeVoucher,
  remainingQuota,
  type VoucherFacts,
  type VoucherRow,
} from './voucher-rules.js';

const voucher = (overrides: Partial<VoucherRow> = {}): VoucherRow => ({
  code: 'HEMAT',
  name: 'Hemat',
  description: '',
  terms: '',
  discount_type: 'percent',
  discount_value: 10,
  max_discount: 25_000,
  min_spend: 100_000,
  quota: 5,
  valid_from: new Date('2026-11-01T00:00:00+07:00'),
  valid_until: new Date('2026-12-01T00:00:00+07:00'),
  operator_codes: null,
  payment_method_codes: null,
  is_public: true,
  new_customer_only: false,
  ...overrides,
});

const facts = (overrides: Partial<VoucherFacts> = {}): VoucherFacts => ({
  now: new Date('2026-11-21T08:00:00+07:00'),
  usedCount: 0,
  newCustomer: 'unknown',
  order: { fareTotal: 200_000, operatorCodes: ['XTR'], paymentMethodCode: 'BCA_VA' },
  ...overrides,
});

describe('judgeVoucher', () => {
  it('gives the capped discount on the fare total', () => {
    expect(judgeVoucher(voucher(), facts())).toEqual({ usable: true, discount: 20_000 });
    expect(
      judgeVoucher(
        voucher(),
        facts({ order: { fareTotal: 900_000, operatorCodes: [], paymentMethodCode: null } }),
      ),
    ).toEqual({
      usable: true,
      discount: 25_000,
    });
  });

  it('ignores max_discount on an amount voucher', () => {
    expect(
      judgeVoucher(
        voucher({ discount_type: 'amount', discount_value: 40_000, max_discount: 1 }),
        facts(),
      ),
    ).toEqual({
      usable: true,
      discount: 40_000,
    });
  });

  it('is valid from its first instant up to, not including, its last', () => {
    const from = voucher().valid_from;
    const until = voucher().valid_until;
    expect(judgeVoucher(voucher(), facts({ now: from })).usable).toBe(true);
    expect(judgeVoucher(voucher(), facts({ now: new Date(from.getTime() - 1) })).usable).toBe(
      false,
    );
    expect(judgeVoucher(voucher(), facts({ now: new Date(until.getTime() - 1) })).usable).toBe(
      true,
    );
    expect(judgeVoucher(voucher(), facts({ now: until }))).toEqual({
      usable: false,
      reason: 'Voucher ini sudah berakhir pada 01 Des 2026 pukul 00.00 WIB.',
    });
  });

  it('refuses when the quota is used up, and only then', () => {
    expect(judgeVoucher(voucher(), facts({ usedCount: 4 })).usable).toBe(true);
    expect(judgeVoucher(voucher(), facts({ usedCount: 5 }))).toEqual({
      usable: false,
      reason: 'Kuota voucher ini sudah habis.',
    });
    expect(judgeVoucher(voucher({ quota: null }), facts({ usedCount: 10_000 })).usable).toBe(true);
    expect(remainingQuota(voucher(), 7)).toBe(0);
  });

  it('checks the minimum spend inclusively', () => {
    const at = (fareTotal: number) =>
      facts({ order: { fareTotal, operatorCodes: [], paymentMethodCode: null } });
    expect(judgeVoucher(voucher(), at(100_000)).usable).toBe(true);
    expect(judgeVoucher(voucher(), at(99_999))).toEqual({
      usable: false,
      reason: 'Minimal transaksi Rp\u00a0100.000 untuk voucher ini.',
    });
  });

  it('needs every operator of the order to be allowed, ignoring case', () => {
    const restricted = voucher({ operator_codes: ['xtr', 'BRY'] });
    expect(judgeVoucher(restricted, facts()).usable).toBe(true);
    const mixed = facts({
      order: { fareTotal: 200_000, operatorCodes: ['XTR', 'CTY', 'CTY'], paymentMethodCode: null },
    });
    expect(judgeVoucher(restricted, mixed)).toEqual({
      usable: false,
      reason: 'Voucher ini tidak berlaku untuk operator CTY.',
    });
  });

  it('checks the payment method only once one is chosen', () => {
    const restricted = voucher({ payment_method_codes: ['BCA_VA'] });
    expect(judgeVoucher(restricted, facts()).usable).toBe(true);
    expect(
      judgeVoucher(
        restricted,
        facts({ order: { fareTotal: 200_000, operatorCodes: [], paymentMethodCode: null } }),
      ).usable,
    ).toBe(true);
    const qris = facts({
      order: { fareTotal: 200_000, operatorCodes: [], paymentMethodCode: 'QRIS' },
      paymentMethodNames: new Map([['BCA_VA', 'BCA Virtual Account']]),
    });
    expect(judgeVoucher(restricted, qris)).toEqual({
      usable: false,
      reason: 'Voucher ini hanya berlaku untuk metode pembayaran BCA Virtual Account.',
    });
  });

  it('gives new-customer vouchers to known new customers; lists them for unknown people', () => {
    const fresh = voucher({ new_customer_only: true });
    expect(judgeVoucher(fresh, facts({ newCustomer: 'yes' })).usable).toBe(true);
    expect(judgeVoucher(fresh, facts({ newCustomer: 'no' })).usable).toBe(false);
    expect(judgeVoucher(fresh, facts({ newCustomer: 'unknown' })).usable).toBe(false);
    // Without an order (list, detail) an unknown visitor may still see it.
    expect(judgeVoucher(fresh, facts({ newCustomer: 'unknown', order: undefined }))).toEqual({
      usable: true,
      discount: 0,
    });
    expect(judgeVoucher(fresh, facts({ newCustomer: 'no', order: undefined })).usable).toBe(false);
  });

  it('reports dates before quota before order rules', () => {
    const verdict = judgeVoucher(
      voucher({ operator_codes: ['BRY'] }),
      facts({ now: new Date('2027-01-01T00:00:00Z'), usedCount: 5 }),
    );
    expect(verdict.usable === false && verdict.reason).toMatch(/^Voucher ini sudah berakhir/);
  });
});
