import { describe, expect, it } from 'vitest';
import { fromJakartaInput, jakartaDateTime, toJakartaInput } from './jakarta-time';

describe('Jakarta wall-clock times of the editors', () => {
  it('shows an instant as the datetime-local text of Jakarta, whatever the browser zone', () => {
    expect(toJakartaInput('2026-12-01T01:00:00.000Z')).toBe('2026-12-01T08:00');
    // Past midnight in Jakarta while still the day before in UTC.
    expect(toJakartaInput('2026-11-30T20:30:00Z')).toBe('2026-12-01T03:30');
    expect(toJakartaInput(null)).toBe('');
    expect(toJakartaInput('kemarin')).toBe('');
  });

  it('sends typed times with the +07:00 zone; empty is null; anything else as typed', () => {
    expect(fromJakartaInput('2026-12-01T08:00')).toBe('2026-12-01T08:00:00+07:00');
    expect(fromJakartaInput('  ')).toBeNull();
    expect(fromJakartaInput('1 Desember')).toBe('1 Desember');
    expect(Date.parse(fromJakartaInput(toJakartaInput('2026-12-01T01:00:00.000Z'))!)).toBe(
      Date.parse('2026-12-01T01:00:00.000Z'),
    );
  });

  it('writes an instant for lists in Jakarta time', () => {
    expect(jakartaDateTime('2026-12-01T01:00:00.000Z')).toMatch(/1 Des 2026.*08[.:]00/);
    expect(jakartaDateTime(null)).toBe('–');
  });
});
