import { startTransition, useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export interface AutoAdvance {
  /** On the carousel's root: it moves only while some of it is on the screen. */
  rootRef: (element: HTMLElement | null) => void;
  /** Spread on the carousel's root: hovering or focusing it pauses it. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  paused: boolean;
  reducedMotion: boolean;
}

/** Whether the element is on the screen, watched as the page scrolls (always, where the browser cannot tell). */
function useOnScreen(): [boolean, (element: HTMLElement | null) => void, { current: HTMLElement | null }] {
  const [onScreen, setOnScreen] = useState(typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const root = useRef<HTMLElement | null>(null);
  const rootRef = useCallback((element: HTMLElement | null) => {
    root.current = element;
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.current.observe(element);
  }, []);
  return [onScreen, rootRef, root];
}

/** Whether the page under this element is covered: hidden tabs, and a dialog that hides the page from screen readers. */
export function isCovered(element: Element | null): boolean {
  return document.visibilityState !== 'visible' || element?.closest('[aria-hidden="true"]') != null;
}

/**
 * Calls `advance` every `intervalMs` while the carousel is on the screen and neither hovered nor
 * focused, and never when the shopper prefers reduced motion (WCAG 2.2.2: moving content can be
 * paused). Off the screen it does nothing at all, so a page nobody touches stays idle.
 */
export function useAutoAdvance(advance: () => void, intervalMs: number, enabled = true): AutoAdvance {
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [onScreen, rootRef, root] = useOnScreen();
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  const paused = hovered || focused;
  const running = enabled && onScreen && !paused && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      // Nobody asked for this move: React may draw it in slices, so a tap meanwhile is answered
      // at once (the cards a move brings in are a long render on a phone).
      if (!isCovered(root.current)) startTransition(() => latest.current());
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs, root]);

  return {
    rootRef,
    paused,
    reducedMotion,
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      // Focus moving between the carousel's own buttons keeps it paused.
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
