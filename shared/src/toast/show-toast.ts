import type { ToastText } from '../cart/cart-messages';

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
 */
const waiting: Toast[] = [];
let show: ((toast: Toast) => void) | null = null;
let wakeHost: (() => void) | null = null;

/** Shows a toast: a bold title over its text, as the spec words every notice. */
export function showToast(text: ToastText, variant: ToastVariant = 'success'): void {
  if (show) {
    show({ text, variant });
    return;
  }
  waiting.push({ text, variant });
  wakeHost?.();
}

/** For the ToastHost: called when a toast waits for the stack to load (at once if one waits). */
export function onToastWaiting(wake: () => void): () => void {
  wakeHost = wake;
  if (waiting.length > 0) wake();
  return () => {
    if (wakeHost === wake) wakeHost = null;
  };
}

/** For the loaded stack: shows what waited, then every later toast at once. */
export function attachToastStack(showOne: (toast: Toast) => void): () => void {
  show = showOne;
  for (const toast of waiting.splice(0)) showOne(toast);
  return () => {
    if (show === showOne) show = null;
  };
}
