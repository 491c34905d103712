import { describe, expect, it } from 'vitest';
import { directionChips, legChips } from './departure-chips';

type Leg = Parameters<typeof legChips>[0];

const leg = (overrides: Partial<Leg> = {}): Leg => ({
  arah: 'pergi',
  leg_index: 0,
  status_perjalanan: 'terjadwal',
  status_perjalanan_pada: null,
  mundur_menit: 0,
  zona_waktu_berangkat: 'WIB',
  zona_waktu_tiba: 'WIB',
  ...overrides,
});

describe("a ticket leg's chips", () => {
  it('has none for a departure on time still to board', () => {
    expect(legChips(leg())).toEqual([]);
  });

  it('names a move before boarding, with no time', () => {
    expect(legChips(leg({ mundur_menit: 30 }))).toEqual([
      { text: 'Jadwal dimundurkan 30 menit', tone: 'warning', at: '' },
    ]);
  });

  it('gives a marked status the time it was marked, arrival on the destination clock', () => {
    expect(
      legChips(
        leg({
          status_perjalanan: 'berangkat',
          status_perjalanan_pada: '2026-11-24T03:05:00.000Z',
          mundur_menit: 20,
        }),
      ),
    ).toEqual([
      { text: 'Sudah Berangkat', tone: 'info', at: '10.05 WIB' },
      { text: 'Terlambat 20 menit', tone: 'warning', at: '' },
    ]);
    expect(
      legChips(
        leg({
          status_perjalanan: 'tiba',
          status_perjalanan_pada: '2026-11-24T06:10:00.000Z',
          zona_waktu_tiba: 'WITA',
        }),
      ),
    ).toEqual([{ text: 'Tiba', tone: 'success', at: '14.10 WITA' }]);
  });
});

describe("an order direction's chips", () => {
  it("shows the leg under way: a connecting trip's second bus once the first arrived", () => {
    const legs = [
      leg({ leg_index: 1, mundur_menit: 15 }),
      leg({ status_perjalanan: 'tiba', status_perjalanan_pada: '2026-11-24T06:10:00.000Z' }),
      leg({ arah: 'pulang', status_perjalanan: 'boarding' }),
    ];
    expect(directionChips(legs, 'pergi').map((chip) => chip.text)).toEqual([
      'Jadwal dimundurkan 15 menit',
    ]);
    expect(directionChips(legs, 'pulang').map((chip) => chip.text)).toEqual(['Boarding']);
  });

  it("keeps the last leg's Tiba once every leg arrived, and nothing for a missing direction", () => {
    const legs = [
      leg({ status_perjalanan: 'tiba' }),
      leg({
        leg_index: 1,
        status_perjalanan: 'tiba',
        status_perjalanan_pada: '2026-11-24T09:00:00Z',
      }),
    ];
    expect(directionChips(legs, 'pergi')).toEqual([
      { text: 'Tiba', tone: 'success', at: '16.00 WIB' },
    ]);
    expect(directionChips(legs, 'pulang')).toEqual([]);
  });
});
