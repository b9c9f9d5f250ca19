import { useEffect, useState } from 'react';

const secondsBetween = (at: string | null, now: number) => (at === null ? 0 : Math.max(0, Math.ceil((Date.parse(at) - now) / 1000)));

/**
 * Whole seconds until `at` (an ISO time), 0 once it has passed or when there is none. Ticks once a
 * second only while it counts: nothing runs when nothing changes. Counts to the `at` it was first
 * given: a component counting to a new time is keyed by it (a new count, a new component).
 */
export function useSecondsUntil(at: string | null): number {
  const [seconds, setSeconds] = useState(() => secondsBetween(at, Date.now()));
  const counting = seconds > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => {
      const left = secondsBetween(at, Date.now());
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at, counting]);
  return seconds;
}
