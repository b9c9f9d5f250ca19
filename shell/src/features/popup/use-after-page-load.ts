import { startTransition, useEffect, useState } from 'react';

/** How long an idle moment may be waited for after the load event before going ahead anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the page has loaded (its load event) and the browser then has an idle moment:
 * what mounts behind it never competes with the first paint or the page's own scripts.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // What mounts behind it is drawn in slices (a transition), never one long task.
    const mount = () => startTransition(() => setReady(true));
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(mount, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(mount, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}
