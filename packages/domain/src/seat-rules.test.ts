import { describe, expect, it } from 'vitest';
import { MAX_SEATS_PER_LEG } from './trip-selection-schemas';
import {
  DEFAULT_MAX_SEATS,
  isSeatSelectable,
  matchesPassengerCount,
  seatsNoLongerAvailable,
  toggleSeat,
} from './seat-rules';

describe('toggleSeat', () => {
  const seatMap = [
    { no: '1', available: true },
    { no: '2', available: false },
    { no: '3', available: true },
  ];

  it('adds an available seat and removes a selected one', () => {
    expect(toggleSeat([], '1', { seatMap })).toEqual({
      ok: true,
      action: 'added',
      selected: ['1'],
    });
    expect(toggleSeat(['1', '3'], '1', { seatMap })).toEqual({
      ok: true,
      action: 'removed',
      selected: ['3'],
    });
  });

  it('refuses a taken seat or one not on the map', () => {
    const taken = toggleSeat([], '2', { seatMap });
    expect(taken).toMatchObject({ ok: false, reason: 'unavailable', selected: [] });
    expect(!taken.ok && taken.message).toBe('Kursi 2 sudah dipesan. Silakan pilih kursi lain.');
    expect(toggleSeat([], '99', { seatMap })).toMatchObject({ ok: false, reason: 'unknown_seat' });
  });

  it('lets a person drop a seat that has since been taken', () => {
    expect(toggleSeat(['2'], '2', { seatMap })).toEqual({
      ok: true,
      action: 'removed',
      selected: [],
    });
  });

  it('stops at the maximum number of seats', () => {
    const result = toggleSeat(['1'], '3', { seatMap, maxSeats: 1 });
    expect(result).toMatchObject({ ok: false, reason: 'max_reached', selected: ['1'] });
    expect(!result.ok && result.message).toBe('Maksimal 1 kursi per pemesanan.');
  });

  it('uses the same default maximum as the API schema', () => {
    expect(DEFAULT_MAX_SEATS).toBe(MAX_SEATS_PER_LEG);
  });

  it('applies the default maximum of 10 seats', () => {
    const bigMap = Array.from({ length: 12 }, (_, i) => ({ no: String(i + 1), available: true }));
    const ten = bigMap.slice(0, 10).map((seat) => seat.no);
    expect(toggleSeat(ten, '11', { seatMap: bigMap })).toMatchObject({
      ok: false,
      reason: 'max_reached',
    });
  });
});

describe('seat helpers', () => {
  const seatMap = [
    { no: '1', available: true },
    { no: '2', available: false },
  ];

  it('tells which selected seats are no longer available', () => {
    expect(isSeatSelectable(seatMap, '1')).toBe(true);
    expect(isSeatSelectable(seatMap, '2')).toBe(false);
    expect(seatsNoLongerAvailable(['1', '2', '5'], seatMap)).toEqual(['2', '5']);
  });

  it('checks a leg has as many seats as the go leg', () => {
    expect(matchesPassengerCount(2, 2)).toBe(true);
    expect(matchesPassengerCount(1, 2)).toBe(false);
    expect(matchesPassengerCount(0, 0)).toBe(false);
  });
});
