import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `deadline` (an ISO instant or epoch ms), ticking once per second;
 * 0 once passed, null without a deadline. For the payment expiry of a reservation:
 *
 *   const left = useDeadlineCountdown(reservation.expired_time);
 *   <span role="timer">{formatCountdown(left ?? 0)}</span>
 */
export function useDeadlineCountdown(
  deadline: string | number | null | undefined,
  now: () => number = Date.now,
): number | null {
  const target = deadline === null || deadline === undefined ? null : new Date(deadline).getTime();
  const valid = target !== null && !Number.isNaN(target);
  const [nowMs, setNowMs] = useState(now);
  useEffect(() => {
    if (!valid) return;
    const timer = setInterval(() => {
      const current = now();
      setNowMs(current);
      if (current >= target) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [valid, target, now]);
  return valid ? Math.max(0, Math.ceil((target - nowMs) / 1000)) : null;
}

/**
 * A countdown of `lengthSeconds` that ticks once per second and can be restarted, e.g.
 * the OTP resend countdown (spec §4 "Login": 60 s, tick 1 s).
 *
 *   const { secondsLeft, restart } = useSecondsCountdown(60);
 */
export function useSecondsCountdown(lengthSeconds: number, startRunning = true) {
  const [secondsLeft, setSecondsLeft] = useState(startRunning ? lengthSeconds : 0);
  const [run, setRun] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, run]);
  const restart = useCallback(() => {
    setSecondsLeft(lengthSeconds);
    setRun((value) => value + 1);
  }, [lengthSeconds]);
  return { secondsLeft, running: secondsLeft > 0, restart };
}
