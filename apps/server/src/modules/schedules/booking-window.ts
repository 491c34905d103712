import { MAX_DAYS_AHEAD } from '@lintas/domain/schedule-options';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, BUSINESS_ZONE, localDate } from '../../lib/zoned-time.js';

/**
 * The dates a schedule read accepts: today (in the business zone) up to MAX_DAYS_AHEAD
 * days ahead. Shared by search, its side calls and the detail, so every schedule call
 * refuses the same dates with the same words.
 */
export class BookingWindow {
  constructor(private readonly clock: Clock) {}

  today(): string {
    return localDate(this.clock.now(), BUSINESS_ZONE);
  }

  /** The last date on sale: a date bar stops there rather than refusing. */
  lastDay(): string {
    return addDays(this.today(), MAX_DAYS_AHEAD);
  }

  requireBookableDate(date: string): void {
    const today = this.today();
    if (date < today)
      throw new AppError(
        'VALIDATION_ERROR',
        'Tanggal keberangkatan sudah lewat. Pilih tanggal hari ini atau setelahnya.',
      );
    if (date > addDays(today, MAX_DAYS_AHEAD)) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Tanggal keberangkatan paling lambat ${MAX_DAYS_AHEAD} hari dari hari ini.`,
      );
    }
  }
}
