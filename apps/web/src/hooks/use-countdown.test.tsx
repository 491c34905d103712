import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeadlineCountdown, useSecondsCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-12-01T10:00:00Z'));
});

describe('useDeadlineCountdown', () => {
  it('counts the seconds left to the deadline once per second and stops at 0', () => {
    const { result } = renderHook(() => useDeadlineCountdown('2025-12-01T10:00:03Z'));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });

  it('is null without a deadline and 0 for a past one', () => {
    expect(renderHook(() => useDeadlineCountdown(null)).result.current).toBeNull();
    expect(renderHook(() => useDeadlineCountdown('2025-12-01T09:00:00Z')).result.current).toBe(0);
  });
});

describe('useSecondsCountdown', () => {
  it('ticks down once per second and restarts', () => {
    const { result } = renderHook(() => useSecondsCountdown(3));
    expect(result.current).toMatchObject({ secondsLeft: 3, running: true });
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ secondsLeft: 0, running: false });
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(2);
  });
});
