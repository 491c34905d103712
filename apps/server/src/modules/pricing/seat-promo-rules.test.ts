import { describe, expect, it } from 'vitest';
import type { TripSegment } from '../trips/trip-segment.js';
import type { SeatPromoRow } from './pricing.repository.js';
import { seatPromoProblem, seatPromoSeatsLeft } from './seat-promo-rules.js';

const promo = (overrides: Partial<SeatPromoRow> = {}): SeatPromoRow => ({
  code: 'KURSIHEMAT',
  name: 'Kursi Hemat',
  operator_id: null,
  discount_type: 'amount',
  discount_value: 10_000,
  seats_per_trip: 2,
  valid_from: '2026-11-01',
  valid_until: '2026-11-30',
  is_active: true,
  ...overrides,
});

const trip = (departureDate = '2026-11-22', operatorId = 7) =>
  ({
    departureDate,
    operator: { id: operatorId, code: 'XTR', name: 'Xpress Trans Priangan', logoUrl: null },
  }) as TripSegment;

describe('seatPromoProblem', () => {
  it('accepts a promo within its travel dates, both ends included', () => {
    for (const date of ['2026-11-01', '2026-11-30']) {
      expect(
        seatPromoProblem('KURSIHEMAT', promo(), trip(date), { taken: 0, requested: 1 }),
      ).toBeNull();
    }
  });

  it('judges by the departure date, not by today', () => {
    expect(
      seatPromoProblem('KURSIHEMAT', promo(), trip('2026-12-01'), { taken: 0, requested: 1 }),
    ).toBe('Promo KURSIHEMAT hanya berlaku untuk keberangkatan 01 Nov 2026 sampai 30 Nov 2026.');
  });

  it('refuses unknown and switched-off promos', () => {
    expect(seatPromoProblem('ENTAH', undefined, trip(), { taken: 0, requested: 1 })).toBe(
      'Promo ENTAH tidak ditemukan atau sudah tidak berlaku.',
    );
    expect(
      seatPromoProblem('KURSIHEMAT', promo({ is_active: false }), trip(), {
        taken: 0,
        requested: 1,
      }),
    ).not.toBeNull();
  });

  it('holds the operator restriction', () => {
    expect(
      seatPromoProblem('KURSIHEMAT', promo({ operator_id: 7 }), trip(), { taken: 0, requested: 1 }),
    ).toBeNull();
    expect(
      seatPromoProblem('KURSIHEMAT', promo({ operator_id: 8 }), trip(), { taken: 0, requested: 1 }),
    ).toBe('Promo KURSIHEMAT tidak berlaku untuk operator Xpress Trans Priangan.');
  });

  it('counts taken and requested seats against the per-trip limit', () => {
    expect(seatPromoProblem('KURSIHEMAT', promo(), trip(), { taken: 1, requested: 1 })).toBeNull();
    expect(seatPromoProblem('KURSIHEMAT', promo(), trip(), { taken: 1, requested: 2 })).toBe(
      'Promo KURSIHEMAT tinggal 1 kursi untuk perjalanan ini.',
    );
    expect(seatPromoProblem('KURSIHEMAT', promo(), trip(), { taken: 2, requested: 1 })).toBe(
      'Kursi promo KURSIHEMAT untuk perjalanan ini sudah habis.',
    );
    expect(
      seatPromoProblem('KURSIHEMAT', promo({ seats_per_trip: null }), trip(), {
        taken: 99,
        requested: 10,
      }),
    ).toBeNull();
  });
});

describe('seatPromoSeatsLeft', () => {
  it('is the per-trip limit less the seats taken, never below 0; null without a limit', () => {
    expect(seatPromoSeatsLeft(promo(), 0)).toBe(2);
    expect(seatPromoSeatsLeft(promo(), 1)).toBe(1);
    expect(seatPromoSeatsLeft(promo(), 3)).toBe(0);
    expect(seatPromoSeatsLeft(promo({ seats_per_trip: null }), 50)).toBeNull();
  });
});
