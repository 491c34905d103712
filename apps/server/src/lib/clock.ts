/**
 * The time source of every rule that depends on "now" (hold expiry, past departures,
 * voucher validity). Business code never calls `new Date()` or SQL `now()` for a
 * decision: it asks the clock, and passes the instant to SQL as a parameter, so tests
 * can move time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  private current: Date;
  constructor(start: Date | string = new Date()) {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  set(instant: Date | string): void {
    this.current = new Date(instant);
  }
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}
