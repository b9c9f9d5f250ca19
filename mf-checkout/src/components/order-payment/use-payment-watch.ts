import { useCallback, useEffect, useRef, useState } from 'react';
import { orderEndpoint } from '../../domain/order/order-endpoint';
import { readPayment } from '../../domain/payment/payment-calls';
import { paymentOpen, type PaymentView } from '../../domain/payment/payment-view';
import type { OrderRef } from '../../domain/payment/pending-payment';

/** Waits after failed reads, the last repeated: a little back-off, never a storm. */
export const WATCH_RETRY_DELAYS_MS = [1000, 2000, 5000, 10000] as const;

export interface PaymentWatch {
  view: PaymentView | null;
  /** The order is not found with its key (404): nothing to follow. */
  lost: boolean;
  /** A view an own call answered with: shown at once, and the watch goes on from it. */
  show: (view: PaymentView) => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows an order's payment while `order` is given: reads the view at once, then keeps one
 * long poll open (`seen` = the version shown, the service answers when it changes), opening the
 * next as soon as one answers. Stops when the payment can no longer change, on unmount, or when
 * `order` goes; after a failed read, waits a little longer each time (WATCH_RETRY_DELAYS_MS).
 */
export function usePaymentWatch(order: OrderRef | null): PaymentWatch {
  const [view, setView] = useState<PaymentView | null>(null);
  const [lostId, setLostId] = useState<string | null>(null);
  const shown = useRef<PaymentView | null>(null);
  const orderId = order?.orderId;
  const orderKey = order?.orderKey;

  const show = useCallback((next: PaymentView) => {
    shown.current = next;
    setView(next);
  }, []);

  useEffect(() => {
    if (!orderId || !orderKey) return;
    const ref = { orderId, orderKey };
    const stop = new AbortController();
    if (shown.current?.orderId !== orderId) shown.current = null;
    void (async () => {
      const endpoint = await orderEndpoint();
      for (let failures = 0; !stop.signal.aborted; ) {
        const seen = shown.current?.version;
        const answer = await readPayment(endpoint, ref, { seen, signal: stop.signal }).catch(() => null);
        if (stop.signal.aborted) return;
        if (answer?.kind === 'view') {
          failures = 0;
          if (answer.view.version !== shown.current?.version) show(answer.view);
          if (!paymentOpen(answer.view)) return;
        } else if (answer?.kind === 'refused' && answer.code === 'not-found') {
          setLostId(orderId);
          return;
        } else {
          await sleep(WATCH_RETRY_DELAYS_MS[Math.min(failures, WATCH_RETRY_DELAYS_MS.length - 1)]!, stop.signal);
          failures += 1;
        }
      }
    })();
    return () => stop.abort();
  }, [orderId, orderKey, show]);

  return { view: view?.orderId === orderId ? view : null, lost: lostId !== null && lostId === orderId, show };
}
