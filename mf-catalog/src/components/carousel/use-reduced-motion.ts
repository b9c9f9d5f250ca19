import { useMediaQuery } from '../layout/use-media-query';

/**
 * True when the shopper asked the system for less motion: carousels then stay still. False in a
 * page's server HTML and while it hydrates; nothing moves before then.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
