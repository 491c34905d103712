import { describe, expect, it } from 'vitest';
import { departureChips, departureMarkClock, nextDepartureSteps } from './departure-status';

const texts = (status: Parameters<typeof departureChips>[0], moved: number) =>
  departureChips(status, moved).map((chip) => chip.text);

describe("a ticket's departure chips (decision 0039)", () => {
  it('shows nothing for a departure on time that has not begun boarding', () => {
    expect(texts('terjadwal', 0)).toEqual([]);
  });

  it('names a move before boarding: later as dimundurkan, earlier as dimajukan', () => {
    expect(texts('terjadwal', 30)).toEqual(['Jadwal dimundurkan 30 menit']);
    expect(texts('terjadwal', -15)).toEqual(['Jadwal dimajukan 15 menit']);
    expect(departureChips('terjadwal', 30)[0]?.tone).toBe('warning');
  });

  it('shows the live status once staff mark it, the move no longer', () => {
    expect(texts('boarding', 30)).toEqual(['Boarding']);
    expect(texts('berangkat', 0)).toEqual(['Sudah Berangkat']);
    expect(texts('tiba', 45)).toEqual(['Tiba']);
    expect(departureChips('tiba', 0)[0]?.tone).toBe('success');
  });

  it('calls a departure moved later and gone late against its timetable', () => {
    expect(texts('berangkat', 45)).toEqual(['Sudah Berangkat', 'Terlambat 45 menit']);
    // Moved earlier: it did not leave late.
    expect(texts('berangkat', -10)).toEqual(['Sudah Berangkat']);
  });
});

describe('when a step was marked', () => {
  it("reads the instant on the departure's clock, with its zone", () => {
    expect(departureMarkClock('2026-12-07T01:15:00.000Z', 'WIB')).toBe('08.15 WIB');
    expect(departureMarkClock('2026-12-07T01:15:00.000Z', 'WITA')).toBe('09.15 WITA');
    expect(departureMarkClock('2026-12-07T01:15:00.000Z', 'WIT')).toBe('10.15 WIT');
  });

  it('is empty without a time', () => {
    expect(departureMarkClock(null, 'WIB')).toBe('');
    expect(departureMarkClock('nonsense', 'WIB')).toBe('');
  });
});

describe('the next steps the console offers', () => {
  it('moves forward only: boarding or berangkat first, then berangkat, then tiba', () => {
    expect(nextDepartureSteps('terjadwal')).toEqual(['boarding', 'berangkat']);
    expect(nextDepartureSteps('boarding')).toEqual(['berangkat']);
    expect(nextDepartureSteps('berangkat')).toEqual(['tiba']);
    expect(nextDepartureSteps('tiba')).toEqual([]);
  });
});
