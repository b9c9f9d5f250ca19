import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True while React draws a page's HTML on the server, and while the browser hydrates that HTML;
 * false in the render that follows and in every render after it. What depends on the browser
 * (the clock, the screen, storage) reads it to draw what the server drew first, then its own,
 * so hydration meets the HTML it expects.
 */
export function useDrawingServerHtml(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
