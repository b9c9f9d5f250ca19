import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export interface AutoAdvance {
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

/**
 * Calls `advance` every `intervalMs` while the carousel is neither hovered nor focused, and
 * never when the shopper prefers reduced motion (WCAG 2.2.2: moving content can be paused).
 */
export function useAutoAdvance(advance: () => void, intervalMs: number, enabled = true): AutoAdvance {
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  const paused = hovered || focused;
  const running = enabled && !paused && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => latest.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);

  return {
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
