import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the screen: false until it is within `margin` of the view,
 * then true for good. For work a page can skip until the shopper scrolls towards it (a section's
 * cards, a third-party map). Where the browser cannot tell (no IntersectionObserver: tests,
 * very old browsers) it is true at once, so nothing stays missing.
 *
 * @param margin how far ahead of the view counts as near, as CSS `rootMargin` (default one screen).
 * @returns the flag, and the ref callback for the element to watch.
 */
export function useNearScreen(margin = '100% 0px'): [boolean, (element: Element | null) => void] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.current?.disconnect();
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  return [near, ref];
}
