import { describe, expect, it } from 'vitest';
import { MAX_SEATS_PER_LEG } from './trip-selection-schemas';
import {
  applySeatSetting,
  DEFAULT_MAX_SEATS,
  isSeatSelectable,
  matchesPassengerCount,
  seatsNoLongerAvailable,
  toggleSeat,
  type SeatSettingState,
} from './seat-rules';

const state: SeatSettingState = {
  entries: [
    { jadwalCode: 'A', seats: [{ no: '1' }] },
    { jadwalCode: 'B', seats: [{ no: '2' }] },
  ],
  lastConnectingRoute: 'B',
};

describe('applySeatSetting', () => {
  it('clears the selection and the last connecting route on an empty list', () => {
    expect(applySeatSetting(state, [])).toEqual({ entries: [], lastConnectingRoute: null });
  });

  it('replaces the entry with the same schedule code in place', () => {
    const next = applySeatSetting(state, { jadwalCode: 'A', seats: [{ no: '7' }, { no: '8' }] });
    expect(next.entries).toEqual([
      { jadwalCode: 'A', seats: [{ no: '7' }, { no: '8' }] },
      { jadwalCode: 'B', seats: [{ no: '2' }] },
    ]);
    expect(next.lastConnectingRoute).toBe('B');
  });

  it('appends an entry for a new schedule code and leaves the input untouched', () => {
    const next = applySeatSetting(state, [{ jadwalCode: 'C', seats: [{ no: '3' }] }]);
    expect(next.entries.map((entry) => entry.jadwalCode)).toEqual(['A', 'B', 'C']);
    expect(state.entries).toHaveLength(2);
  });
});

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
