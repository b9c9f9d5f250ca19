import { Suspense, use, type ReactNode } from 'react';
import { useDrawingServerHtml } from '@mimea/shared';
import { useTheme } from '@mimea/shared/ui/core';

/** A thenable React reads as already fulfilled (its `status`), so `use()` returns at once. */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * Per media query, decided when first asked: null if the screen matched it then, else a promise
 * that resolves once it does. Kept, so a component that waited on it calls `use()` with it again
 * when React retries it (React requires the same calls on the retry).
 */
const screenWaits = new WeakMap<typeof window.matchMedia, Map<string, Promise<void> | null>>();

function waitForScreen(query: string): Promise<void> | null {
  // Under window.matchMedia itself: one page has one, and a test that fakes another screen starts afresh.
  let waits = screenWaits.get(window.matchMedia);
  if (!waits) screenWaits.set(window.matchMedia, (waits = new Map()));
  if (!waits.has(query)) {
    const list = window.matchMedia(query);
    let wait: Promise<void> | null = null;
    if (!list.matches) {
      const settled: Promise<void> = new Promise<void>((resolve) => {
        const onChange = () => {
          if (!list.matches) return;
          list.removeEventListener('change', onChange);
          // Marked as React marks a thenable it has seen settle: a retry reads it at once.
          Object.assign(settled, { status: 'fulfilled', value: undefined });
          resolve();
        };
        list.addEventListener('change', onChange);
      });
      wait = settled;
    }
    waits.set(query, wait);
  }
  return waits.get(query) ?? null;
}

/**
 * Its children, except while React hydrates on a screen narrower than `query`: then it suspends
 * (before they render) until the screen matches it. On the server (no window) it never waits.
 */
function WaitForWideScreen({ query, children }: { query: string; children: ReactNode }) {
  const hydrating = useDrawingServerHtml();
  const wait = hydrating && typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? waitForScreen(query) : null;
  // Called on every render (READY when there is nothing to wait for): React requires a component
  // retried after suspending to make the same use() calls.
  use(wait ?? READY);
  return children;
}

/**
 * What the server draws for every screen but only a wide one shows (the shop's filter column,
 * hidden by CSS below `md`): on a phone React leaves its HTML as it arrived, without hydrating it,
 * and the page removes it once it knows the screen (useIsMobile). Hydrated, the column was ~300
 * components to take over and then delete as a phone's listing came alive. A screen that turns
 * wide (a tablet rotated) hydrates it then. Drawn by the browser itself, it renders at once.
 */
export function HydratedOnWideScreens({ children }: { children: ReactNode }) {
  const query = useTheme().breakpoints.up('md').replace(/^@media ?/, '');
  return (
    <Suspense fallback={null}>
      <WaitForWideScreen query={query}>{children}</WaitForWideScreen>
    </Suspense>
  );
}
