import { describe, expect, it } from 'vitest';
import { applySeatSetting, type SeatSettingState } from './seat-setting';

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
