import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useFirstDrawnAsServerHtml } from '../server-html/use-drawing-server-html';

/**
 * Whether an element has come near the screen: false until it is within `margin` of the view,
 * then true for good. For work a page can skip until the shopper scrolls towards it (a section's
 * cards, a third-party map). Where the browser cannot tell (no IntersectionObserver: tests,
 * very old browsers) it is true at once, so nothing stays missing; but false in a page's server
 * HTML and while the browser hydrates it, which then watches as usual.
 *
 * @param margin how far ahead of the view counts as near, as CSS `rootMargin` (default one screen).
 * @returns the flag, and the ref callback for the element to watch.
 */
export function useNearScreen(margin = '100% 0px'): [boolean, (element: Element | null) => void] {
  const serverHtml = useFirstDrawnAsServerHtml();
  const [near, setNear] = useState(() => !serverHtml && typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          // What comes near (a row of cards) is drawn in slices, not one long task: nobody is
          // looking at it yet.
          startTransition(() => setNear(true));
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
