import { describe, expect, it } from 'vitest';
import { formatTripCode, parseTripCode } from './trip-code.js';
import { localParts, weekday, zonedInstant } from '../../lib/zoned-time.js';

describe('jadwal_kode codec', () => {
  it('round-trips whole routes and partial segments', () => {
    expect(formatTripCode('LTM-01-0700', 0, 3, 3)).toBe('LTM-01-0700');
    expect(formatTripCode('LTM-01-0700', 1, 2, 3)).toBe('LTM-01-0700.1-2');
    expect(parseTripCode('LTM-01-0700')).toEqual({ scheduleCode: 'LTM-01-0700', range: null });
    expect(parseTripCode('LTM-01-0700.1-2')).toEqual({
      scheduleCode: 'LTM-01-0700',
      range: { fromStop: 1, toStop: 2 },
    });
  });

  it('rejects malformed codes and backward ranges', () => {
    for (const bad of ['', '.1-2', 'A.2-1', 'A.1-1', 'A B', 'A.1-', "A';--", 'A.1-2.3']) {
      expect(parseTripCode(bad)).toBeNull();
    }
  });
});

describe('zoned time', () => {
  it('converts local wall times in WIB and WITA to instants and back', () => {
    expect(zonedInstant('2026-11-21', '08:00:00', 'Asia/Jakarta').toISOString()).toBe(
      '2026-11-21T01:00:00.000Z',
    );
    expect(zonedInstant('2026-11-21', '08:00', 'Asia/Makassar').toISOString()).toBe(
      '2026-11-21T00:00:00.000Z',
    );
    expect(localParts(new Date('2026-11-21T17:30:00Z'), 'Asia/Jakarta')).toEqual({
      date: '2026-11-22',
      time: '00:30',
    });
    expect(weekday('2026-11-21')).toBe(6);
  });
});
