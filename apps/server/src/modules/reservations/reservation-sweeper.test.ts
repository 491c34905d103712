import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReservationSweeper } from './reservation-sweeper.js';

describe('ReservationSweeper', () => {
  afterEach(() => vi.useRealTimers());

  it('sweeps on its interval until stopped', async () => {
    vi.useFakeTimers();
    const sweep = vi.fn(async () => 2);
    const sweeper = new ReservationSweeper(sweep, 60_000, { warn: vi.fn(), error: vi.fn() });
    sweeper.start();
    sweeper.start(); // a second start does not add a second timer
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    sweeper.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('skips a pass while the previous one still runs', async () => {
    let finish: (value: number) => void = () => {};
    const sweep = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const sweeper = new ReservationSweeper(sweep, 60_000, { warn: vi.fn(), error: vi.fn() });
    const first = sweeper.runOnce();
    expect(await sweeper.runOnce()).toBe(0);
    finish(3);
    expect(await first).toBe(3);
    expect(sweep).toHaveBeenCalledTimes(1);
  });

  it('logs a failed pass instead of throwing', async () => {
    const error = vi.fn();
    const sweeper = new ReservationSweeper(
      async () => {
        throw new Error('database down');
      },
      60_000,
      { warn: vi.fn(), error },
    );
    expect(await sweeper.runOnce()).toBe(0);
    expect(error).toHaveBeenCalledOnce();
  });
});
