import { useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../../domain/popup/popup-timing';

/**
 * The index of the slide on show among `count`: it advances every CAROUSEL_INTERVAL_MS and loops
 * back to the first, unless paused. Choosing a slide restarts the interval from it.
 */
export function useCarousel(count: number, paused: boolean): { index: number; show: (index: number) => void } {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return undefined;
    // A timeout per slide rather than one interval: a slide chosen by hand gets its full time.
    const timer = setTimeout(() => setIndex((index + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [paused, count, index]);
  return { index, show: setIndex };
}
