import { useMediaQuery } from '@mimea/shared/ui/core';

/** True when the shopper asked the system for less motion: carousels then stay still. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}
