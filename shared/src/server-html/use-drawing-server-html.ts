import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True while React draws a page's HTML on the server, and while the browser hydrates that HTML;
 * false in the render that follows and in every render after it. What depends on the browser
 * (the clock, storage, a submit button that needs the page live) reads it to draw what the
 * server drew first, then its own, so hydration meets the HTML it expects. React draws the
 * render that follows at once (synchronously): keep its users small, and use
 * `useHydratedValue` where what changes is large.
 */
export function useDrawingServerHtml(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** Per component instance: whether its first render drew (or hydrated) a page's server HTML. */
const firstDrawnAsServerHtml = new WeakMap<object, boolean>();

/**
 * True when this component was first rendered as part of a page's server HTML: on the server,
 * or while the browser hydrates that HTML; false for a component the browser draws itself. It
 * keeps that value for the component's life, so the end of hydration re-renders nothing.
 *
 * React reads a store's server snapshot only while it renders on the server or hydrates; this
 * component's client snapshot is then what it first read. (A plain client snapshot of `false`
 * would make React re-render every hydrated user at once, synchronously, when hydration ends:
 * on a product page, the whole page again, in one long task on a phone.)
 */
export function useFirstDrawnAsServerHtml(): boolean {
  const [instance] = useState(() => ({}));
  const drawn = useSyncExternalStore(
    subscribeToNothing,
    () => firstDrawnAsServerHtml.get(instance) ?? false,
    () => true,
  );
  if (!firstDrawnAsServerHtml.has(instance)) firstDrawnAsServerHtml.set(instance, drawn);
  return drawn;
}

/**
 * `serverValue` in a page's server HTML and while the browser hydrates it, then `browserValue`,
 * switched in a transition (React redraws in slices, not one long task); `browserValue` at once
 * where the browser draws the component itself. For what the server cannot know and much of a
 * page depends on, such as the screen's size.
 */
export function useHydratedValue<T>(serverValue: T, browserValue: T): T {
  const drawnAsServerHtml = useFirstDrawnAsServerHtml();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (drawnAsServerHtml) startTransition(() => setHydrated(true));
  }, [drawnAsServerHtml]);
  return drawnAsServerHtml && !hydrated ? serverValue : browserValue;
}
