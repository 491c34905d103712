import { describe, expect, it } from 'vitest';
import { departureHasLeft, legDepartureInstant } from './ticket-actions';

const leg = {
  tanggal_berangkat: '2026-11-22',
  jam_berangkat: '10:00',
  zona_waktu_berangkat: 'WIB',
};

describe('what a paid ticket still allows', () => {
  it("reads the departure on its boarding point's clock", () => {
    expect(new Date(legDepartureInstant(leg)).toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(
      new Date(legDepartureInstant({ ...leg, zona_waktu_berangkat: 'WITA' })).toISOString(),
    ).toBe('2026-11-22T02:00:00.000Z');
    expect(
      new Date(legDepartureInstant({ ...leg, zona_waktu_berangkat: 'WIT' })).toISOString(),
    ).toBe('2026-11-22T01:00:00.000Z');
  });

  it('the bus has left once staff marked it departed or arrived, not while it boards', () => {
    const ticket = (status: 'terjadwal' | 'boarding' | 'berangkat' | 'tiba') => ({
      perjalanan: [{ status_perjalanan: status }] as never,
    });
    expect(departureHasLeft(ticket('terjadwal'))).toBe(false);
    expect(departureHasLeft(ticket('boarding'))).toBe(false);
    expect(departureHasLeft(ticket('berangkat'))).toBe(true);
    expect(departureHasLeft(ticket('tiba'))).toBe(true);
  });
});
