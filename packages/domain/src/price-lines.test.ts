import { describe, expect, it } from 'vitest';
import {
  adminFeeFor,
  discountFor,
  fareTotalOf,
  pointsEarnedFor,
  type PriceComponents,
  type PricedSeat,
  settlePrice,
} from './price-lines';

const seat = (fare: number, extra: Partial<PricedSeat> = {}): PricedSeat => ({
  direction: 'go',
  legIndex: 0,
  fare,
  promoCode: null,
  promoDiscount: 0,
  ...extra,
});

const base = (extra: Partial<PriceComponents> = {}): PriceComponents => ({
  seats: [seat(150_000), seat(150_000)],
  voucher: null,
  insuranceFee: 0,
  donation: 0,
  pointsAvailable: 0,
  paymentMethod: null,
  ...extra,
});

describe('adminFeeFor', () => {
  it('charges a flat fee whatever the amount', () => {
    expect(adminFeeFor('flat', 4000, 150_000)).toBe(4000);
    expect(adminFeeFor('flat', 4000, 0)).toBe(4000);
  });

  it('computes a percent fee exactly, without floating-point drift', () => {
    // 0.7% of 150.000 is 1.050; naive float math gives 1049.999...
    expect(adminFeeFor('percent', 0.7, 150_000)).toBe(1050);
    expect(adminFeeFor('percent', 1.5, 200_000)).toBe(3000);
  });

  it('rounds a percent fee up to the next rupiah', () => {
    expect(adminFeeFor('percent', 0.7, 100_001)).toBe(701); // 700.007
    expect(adminFeeFor('percent', 2, 99)).toBe(2); // 1.98
  });

  it('charges no percent fee on nothing', () => {
    expect(adminFeeFor('percent', 2, 0)).toBe(0);
  });
});

describe('discountFor', () => {
  it('rounds a percent discount down', () => {
    expect(discountFor({ type: 'percent', value: 15 }, 99_999)).toBe(14_999);
  });

  it('caps a percent discount at its maximum', () => {
    expect(discountFor({ type: 'percent', value: 50, maxDiscount: 25_000 }, 300_000)).toBe(25_000);
  });

  it('never discounts more than the base', () => {
    expect(discountFor({ type: 'amount', value: 50_000 }, 30_000)).toBe(30_000);
    expect(discountFor({ type: 'percent', value: 100 }, 30_000)).toBe(30_000);
    expect(discountFor({ type: 'amount', value: 50_000 }, 0)).toBe(0);
  });
});

describe('fareTotalOf', () => {
  it('sums fares after promos, a promo never taking a seat below zero', () => {
    expect(
      fareTotalOf([
        seat(100_000, { promoDiscount: 20_000 }),
        seat(50_000, { promoDiscount: 80_000 }),
      ]),
    ).toBe(80_000);
  });
});

describe('settlePrice', () => {
  it('prices a plain one-way trip: fare line and total', () => {
    const result = settlePrice(base());
    expect(result.total).toBe(300_000);
    expect(result.lines).toEqual([
      { title: 'Harga Tiket Pergi (2 kursi)', value: 300_000, type: 'normal' },
      { title: 'Total Pembayaran', value: 300_000, type: 'total' },
    ]);
  });

  it('applies every component in the documented order, one line each', () => {
    const result = settlePrice(
      base({
        seats: [
          seat(150_000, { promoCode: 'KURSIHEMAT', promoDiscount: 15_000 }),
          seat(150_000),
          seat(120_000, { direction: 'return' }),
          seat(120_000, { direction: 'return' }),
        ],
        voucher: { code: 'LINTASHEMAT', rule: { type: 'percent', value: 10, maxDiscount: 50_000 } },
        insuranceFee: 20_000,
        donation: 5_000,
        pointsAvailable: 7_000,
        paymentMethod: { feeType: 'percent', feeValue: 0.7, minAmount: 10_000 },
      }),
    );
    // fare 540.000 - promo 15.000 = 525.000; voucher 10% = 52.500 capped to 50.000
    // 475.000 + 20.000 + 5.000 - 7.000 = 493.000; fee 0.7% = 3.451
    expect(result).toMatchObject({
      fareTotal: 525_000,
      voucherDiscount: 50_000,
      pointsUsed: 7_000,
      subtotal: 493_000,
      adminFee: 3_451,
      total: 496_451,
    });
    expect(result.lines).toEqual([
      { title: 'Harga Tiket Pergi (2 kursi)', value: 300_000, type: 'normal' },
      { title: 'Harga Tiket Pulang (2 kursi)', value: 240_000, type: 'normal' },
      { title: 'Promo KURSIHEMAT', value: 15_000, type: 'less' },
      { title: 'Voucher LINTASHEMAT', value: 50_000, type: 'less' },
      { title: 'Asuransi Refund', value: 20_000, type: 'add' },
      { title: 'Donasi', value: 5_000, type: 'add' },
      { title: 'Potongan Poin', value: 7_000, type: 'potongan-point' },
      { title: 'Biaya Admin', value: 3_451, type: 'add' },
      { title: 'Total Pembayaran', value: 496_451, type: 'total' },
    ]);
  });

  it('computes the voucher on the fare after promos, not on assurance or donation', () => {
    const result = settlePrice(
      base({
        seats: [seat(100_000, { promoCode: 'P', promoDiscount: 40_000 })],
        voucher: { code: 'V', rule: { type: 'amount', value: 100_000 } },
        insuranceFee: 5_000,
        donation: 10_000,
      }),
    );
    expect(result.voucherDiscount).toBe(60_000);
    expect(result.total).toBe(15_000);
  });

  it('counts passengers, not seats, on connecting legs', () => {
    const result = settlePrice(
      base({
        seats: [
          seat(80_000),
          seat(80_000),
          seat(60_000, { legIndex: 1 }),
          seat(60_000, { legIndex: 1 }),
        ],
      }),
    );
    expect(result.lines[0]).toEqual({
      title: 'Harga Tiket Pergi (2 kursi)',
      value: 280_000,
      type: 'normal',
    });
  });

  it('sums one line per promo code', () => {
    const result = settlePrice(
      base({
        seats: [
          seat(100_000, { promoCode: 'A', promoDiscount: 10_000 }),
          seat(100_000, { promoCode: 'A', promoDiscount: 10_000 }),
          seat(100_000, { promoCode: 'B', promoDiscount: 5_000 }),
        ],
      }),
    );
    expect(result.lines.filter((line) => line.type === 'less')).toEqual([
      { title: 'Promo A', value: 20_000, type: 'less' },
      { title: 'Promo B', value: 5_000, type: 'less' },
    ]);
  });

  it('never lets points take the total below zero', () => {
    const result = settlePrice(base({ seats: [seat(50_000)], pointsAvailable: 1_000_000 }));
    expect(result.pointsUsed).toBe(50_000);
    expect(result.total).toBe(0);
  });

  it('stops points at the payment method minimum so the booking can still be paid', () => {
    const result = settlePrice(
      base({
        seats: [seat(50_000)],
        pointsAvailable: 1_000_000,
        paymentMethod: { feeType: 'flat', feeValue: 4_000, minAmount: 10_000 },
      }),
    );
    expect(result.pointsUsed).toBe(40_000);
    expect(result.subtotal).toBe(10_000);
    expect(result.total).toBe(14_000);
  });

  it('uses no points when the amount is already under the method minimum', () => {
    const result = settlePrice(
      base({
        seats: [seat(5_000)],
        pointsAvailable: 1_000,
        paymentMethod: { feeType: 'flat', feeValue: 0, minAmount: 10_000 },
      }),
    );
    expect(result.pointsUsed).toBe(0);
  });

  it('computes the admin fee last, on the amount after points', () => {
    const result = settlePrice(
      base({
        seats: [seat(100_000)],
        pointsAvailable: 30_000,
        paymentMethod: { feeType: 'percent', feeValue: 2, minAmount: 10_000 },
      }),
    );
    expect(result.adminFee).toBe(1_400);
    expect(result.total).toBe(71_400);
  });

  it('shows a zero admin fee line for a free method, and none without a method', () => {
    const free = settlePrice(
      base({ paymentMethod: { feeType: 'flat', feeValue: 0, minAmount: 0 } }),
    );
    expect(free.lines).toContainEqual({ title: 'Biaya Admin', value: 0, type: 'add' });
    expect(settlePrice(base()).lines.some((line) => line.title === 'Biaya Admin')).toBe(false);
  });

  it('keeps the total equal to the signed sum of its lines', () => {
    const result = settlePrice(
      base({
        seats: [seat(133_333, { promoCode: 'X', promoDiscount: 13_333 }), seat(133_333)],
        voucher: { code: 'V', rule: { type: 'percent', value: 7 } },
        insuranceFee: 10_000,
        donation: 1_234,
        pointsAvailable: 999,
        paymentMethod: { feeType: 'percent', feeValue: 1.15, minAmount: 10_000 },
      }),
    );
    const signed = result.lines
      .filter((line) => line.type !== 'total')
      .reduce(
        (sum, line) =>
          sum + (line.type === 'less' || line.type === 'potongan-point' ? -line.value : line.value),
        0,
      );
    expect(signed).toBe(result.total);
  });
});

describe('points earned (decision 0009)', () => {
  it('earns a point per full Rp 100 of the fare after promos, voucher and points spent', () => {
    expect(pointsEarnedFor({ fareTotal: 150_000, voucherDiscount: 0, pointsUsed: 0 })).toBe(1_500);
    expect(pointsEarnedFor({ fareTotal: 150_099, voucherDiscount: 0, pointsUsed: 0 })).toBe(1_500);
    expect(
      pointsEarnedFor({ fareTotal: 150_000, voucherDiscount: 20_000, pointsUsed: 5_050 }),
    ).toBe(1_249);
    expect(pointsEarnedFor({ fareTotal: 10_000, voucherDiscount: 10_000, pointsUsed: 0 })).toBe(0);
    // Points spent on assurance or donation never make the earning negative.
    expect(pointsEarnedFor({ fareTotal: 10_000, voucherDiscount: 0, pointsUsed: 15_000 })).toBe(0);
  });

  it('adds a cashback-point line after the total for a customer, leaving the total alone', () => {
    const components = base({
      seats: [seat(150_000, { promoCode: 'HEMAT', promoDiscount: 10_000 }), seat(150_000)],
      voucher: { code: 'V', rule: { type: 'amount', value: 25_000 } },
      insuranceFee: 10_000,
      donation: 5_000,
      pointsAvailable: 2_000,
      paymentMethod: { feeType: 'flat', feeValue: 4_000, minAmount: 10_000 },
    });
    const guest = settlePrice(components);
    const customer = settlePrice({ ...components, earnsPoints: true });
    // (290.000 - 25.000 - 2.000) / 100: assurance, donation and the admin fee earn nothing.
    expect(customer.pointsEarned).toBe(2_630);
    expect(customer.lines.at(-1)).toEqual({
      title: 'Cashback Poin',
      value: 2_630,
      type: 'cashback-point',
    });
    expect(customer.lines.at(-2)?.type).toBe('total');
    expect(customer.total).toBe(guest.total);
    expect(guest.pointsEarned).toBe(0);
    expect(guest.lines.some((line) => line.type === 'cashback-point')).toBe(false);
  });
});
