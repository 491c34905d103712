import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  dateFormats,
  formatCountdown,
  formatDate,
  formatDuration,
  formatNumber,
  formatRupiah,
  formatRupiahShort,
  formatTime,
  toIsoDate,
} from './format';

const NBSP = '\u00a0';

describe('formatRupiah', () => {
  it('writes Rp, a no-break space and dot thousands without decimals', () => {
    expect(formatRupiah(150000)).toBe(`Rp${NBSP}150.000`);
    expect(formatRupiah(1500000)).toBe(`Rp${NBSP}1.500.000`);
    expect(formatRupiah(0)).toBe(`Rp${NBSP}0`);
    expect(formatRupiah(999.6)).toBe(`Rp${NBSP}1.000`);
  });

  it('writes numbers with dot thousands', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
  });
});

describe('formatRupiahShort', () => {
  it('abbreviates thousands as rb and millions as jt with a decimal comma', () => {
    expect(formatRupiahShort(150000)).toBe('150rb');
    expect(formatRupiahShort(1500000)).toBe('1,5jt');
    expect(formatRupiahShort(12250000)).toBe('12,25jt');
    expect(formatRupiahShort(95500)).toBe('95,5rb');
    expect(formatRupiahShort(1000)).toBe('1rb');
    expect(formatRupiahShort(500)).toBe('500');
    expect(formatRupiahShort(-25000)).toBe('-25rb');
  });
});

describe('formatDate', () => {
  // 2025-12-01 is a Monday.
  it('writes the four formats of spec §9 with Indonesian names', () => {
    expect(formatDate('2025-12-01', dateFormats.long)).toBe('Sen, 01 Des 2025');
    expect(formatDate('2025-12-01', dateFormats.plain)).toBe('01 Des 2025');
    expect(formatDate('2025-12-01', dateFormats.noYear)).toBe('Sen, 01 Des');
    expect(formatDate('2025-12-01', dateFormats.shortYear)).toBe('Sen, 01 Des 25');
  });

  it('uses every Indonesian day and month name', () => {
    const days = [
      '2025-11-30',
      '2025-12-01',
      '2025-12-02',
      '2025-12-03',
      '2025-12-04',
      '2025-12-05',
      '2025-12-06',
    ].map((date) => formatDate(date, 'ddd'));
    expect(days).toEqual(['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab']);
    const months = Array.from({ length: 12 }, (_, i) =>
      formatDate(`2025-${String(i + 1).padStart(2, '0')}-15`, 'MMM'),
    );
    expect(months).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'Mei',
      'Jun',
      'Jul',
      'Agu',
      'Sep',
      'Okt',
      'Nov',
      'Des',
    ]);
    expect(formatDate('2025-08-17', 'dddd, D MMMM YYYY')).toBe('Minggu, 17 Agustus 2025');
  });

  it('takes a calendar date as is and shows an instant in Jakarta time', () => {
    expect(formatDate('2025-01-01', dateFormats.plain)).toBe('01 Jan 2025');
    // 18:00 UTC on 31 Dec is already 1 Jan in Jakarta (UTC+7).
    expect(formatDate(new Date('2024-12-31T18:00:00Z'), dateFormats.long)).toBe('Rab, 01 Jan 2025');
    expect(formatDate('2024-12-31T18:00:00Z', dateFormats.plain)).toBe('01 Jan 2025');
  });

  it('returns an empty string for unreadable dates', () => {
    expect(formatDate('2025-02-30')).toBe('');
    expect(formatDate('besok')).toBe('');
  });

  it('computes ISO dates', () => {
    expect(toIsoDate(new Date('2024-12-31T18:00:00Z'))).toBe('2025-01-01');
    expect(addDaysIso('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysIso('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe('formatTime', () => {
  it('writes hours and minutes with a dot', () => {
    expect(formatTime('16:30')).toBe('16.30');
    expect(formatTime('07:05:00')).toBe('07.05');
    expect(formatTime('7:05')).toBe('07.05');
    expect(formatTime(new Date('2025-12-01T09:30:00Z'))).toBe('16.30');
    expect(formatTime('nanti')).toBe('');
  });
});

describe('formatDuration', () => {
  it('writes short and long forms, leaving out zero parts', () => {
    expect(formatDuration(195)).toBe('3j 15m');
    expect(formatDuration(195, 'long')).toBe('3 jam 15 menit');
    expect(formatDuration(180)).toBe('3j');
    expect(formatDuration(45, 'long')).toBe('45 menit');
    expect(formatDuration(0)).toBe('0m');
  });

  it('writes countdowns', () => {
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
