import { useSyncExternalStore } from 'react';

// Whether the page's region shows a failure (its remote's fallback, or its page kept as it
// arrived whose remote's code could not load): what would cover it, the fertilizer popup, waits
// until it does not. A page has one region, and the popup's slot is the one reader.

let shown = false;
const nobody = () => undefined;
let changed: () => void = nobody;

/** The page's region shows a failure from now until the returned function is called (an effect's cleanup). */
export function showFailure(): () => void {
  shown = true;
  changed();
  return () => {
    shown = false;
    changed();
  };
}

/** Whether the page's region shows a failure now. */
export function useRegionFailed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      changed = listener;
      return () => (changed = nobody);
    },
    () => shown,
    () => false,
  );
}
