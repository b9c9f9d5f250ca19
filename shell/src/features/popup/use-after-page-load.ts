import { startTransition, useEffect, useState } from 'react';

/** How long an idle moment may be waited for after the load event before going ahead anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * How long a shopper who does nothing has the page to themselves after it has loaded. A popup
 * that opens while the page is still arriving covers what they came to read (Google calls it an
 * intrusive interstitial) and becomes the page's largest paint: on a text page (/account,
 * /categories) the popup's picture was the LCP, at 3.0–3.5 s in Lighthouse, against ~1.2 s for
 * the page's own text.
 */
export const PAGE_SEEN_DELAY_MS = 4000;

/** What a shopper does once they have seen the page: read on, type, or touch it. */
const SEEN_EVENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * False until the page has loaded (its load event), the browser then had an idle moment, and
 * the shopper has seen the page: they scrolled, typed or touched it, or PAGE_SEEN_DELAY_MS went by.
 * What mounts behind it never competes with the first paint or the page's own scripts, and never
 * covers a page still arriving.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seenTimer: ReturnType<typeof setTimeout> | undefined;
    let loaded = false;
    let seen = false;
    const stopWatching = () => {
      for (const name of SEEN_EVENTS) window.removeEventListener(name, onSeen, true);
      clearTimeout(seenTimer);
    };
    // What mounts behind it is drawn in slices (a transition), never one long task.
    const mountWhenBoth = () => {
      if (loaded && seen) startTransition(() => setReady(true));
    };
    function onSeen() {
      seen = true;
      stopWatching();
      mountWhenBoth();
    }
    const onIdle = () => {
      loaded = true;
      seenTimer = setTimeout(onSeen, PAGE_SEEN_DELAY_MS);
      mountWhenBoth();
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(onIdle, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(onIdle, 0);
    };
    for (const name of SEEN_EVENTS) window.addEventListener(name, onSeen, { capture: true, passive: true });
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      stopWatching();
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return ready;
}
