import type { ToastText } from '../cart/cart-messages';
import { afterNextPaint } from './after-next-paint';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

interface Toast {
  text: ToastText;
  variant: ToastVariant;
}

/**
 * The page's toasts. The toast library (notistack) is not part of the first load: the first
 * showToast() asks the ToastHost (mounted by ShopProviders) to load it, and the toasts asked for
 * meanwhile are shown once it is there, in order. One queue per page: @mimea/shared is a
 * federated singleton, so every app's toasts meet here.
 *
 * A toast is drawn after the paint that answers the tap asking for it: most toasts follow a tap
 * (Add to Cart), and drawing the toast (or starting to load its library) in the tap's own task
 * would hold back the paint that shows the tap's result, the cart's badge among it (issue 41:
 * every tap answered within 100 ms). The toast comes a frame later.
 */
const waiting: Toast[] = [];
let show: ((toast: Toast) => void) | null = null;
let wakeHost: (() => void) | null = null;
let drawScheduled = false;

/** Shows what waits: through the loaded stack, else by asking the host to load it. */
function drawWaiting(): void {
  drawScheduled = false;
  if (waiting.length === 0) return;
  if (show) for (const toast of waiting.splice(0)) show(toast);
  else wakeHost?.();
}

/** Shows a toast (a bold title over its text, as the spec words every notice) after the next paint. */
export function showToast(text: ToastText, variant: ToastVariant = 'success'): void {
  waiting.push({ text, variant });
  if (drawScheduled) return;
  drawScheduled = true;
  afterNextPaint(drawWaiting);
}

/** For the ToastHost: called when a toast waits for the stack to load (at once if one waits). */
export function onToastWaiting(wake: () => void): () => void {
  wakeHost = wake;
  if (waiting.length > 0) wake();
  return () => {
    if (wakeHost === wake) wakeHost = null;
  };
}

/** For the loaded stack: shows what waited, then every later toast after the next paint. */
export function attachToastStack(showOne: (toast: Toast) => void): () => void {
  show = showOne;
  for (const toast of waiting.splice(0)) showOne(toast);
  return () => {
    if (show === showOne) show = null;
  };
}
