import { useCallback, useSyncExternalStore } from 'react';

/** A browser without media queries in script (and the tests' jsdom) matches none. */
const canMatch = () => typeof window.matchMedia === 'function';

/**
 * Whether the screen matches a CSS media query, kept current as it changes. On the server it is
 * false; while the browser hydrates a page, false too unless `readWhileHydrating` (then the
 * screen's own at once, as MUI's useMediaQuery with `noSsr`). MUI's hook is not shared: it
 * would bring a group to the home page for one function.
 */
export function useMediaQuery(query: string, { readWhileHydrating = false } = {}): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => canMatch() && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, readWhileHydrating && typeof window !== 'undefined' ? matches : () => false);
}
