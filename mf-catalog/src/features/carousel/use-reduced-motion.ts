import { useMediaQuery } from '@mui/material';

/** True when the shopper asked the system for less motion: carousels then stay still. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}
