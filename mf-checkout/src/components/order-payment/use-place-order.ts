import { useCallback, useRef, useState } from 'react';
import { showToast } from '@mimea/shared';
import { createOrderId, buildOrderSubmission, type OrderDraft, type OrderPayment, type OrderSubmission } from '@mimea/order-rules';
import { orderEndpoint } from '../../domain/order/order-endpoint';
import { cartSignature, forgetPendingOrder, keepPendingOrder, pendingOrderId } from '../../domain/order/pending-order';
import { OrderSubmissionError, submitOrderWithRetries, type StockRefusal } from '../../domain/order/submit-order';
import { paymentMessages } from '../../domain/payment/payment-messages';

/** An order the shop stored: what was sent (under the stored order ID) and the receipt's order key. */
export interface StoredOrder {
  order: OrderSubmission;
  orderKey: string | null;
}

export interface PlaceOrder {
  submitting: boolean;
  /** The last try was refused for a line's stock (409 `out-of-stock`): the page names the line; null otherwise. */
  stockRefusal: StockRefusal | null;
  /**
   * Sends the order under its cart's pending order ID (kept in the browser until the shop confirms
   * it: every retry, a reload included, reuses it, so the shop can tell a repeat), sending it
   * again by itself while the failure may pass (submitOrderWithRetries). On failure tells the
   * shopper and resolves null (a line short of stock: in `stockRefusal`, not a toast); a call
   * while one is being sent resolves null and sends nothing.
   * On success resolves what was sent, under the order ID the shop stored it as, with its key.
   */
  place: (draft: Omit<OrderDraft, 'orderId'>, payment: OrderPayment) => Promise<StoredOrder | null>;
}

export function usePlaceOrder(): PlaceOrder {
  // Two quick clicks both run before a re-render: the ref, not the state, stops the second.
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [stockRefusal, setStockRefusal] = useState<StockRefusal | null>(null);

  const place = useCallback<PlaceOrder['place']>(async (draft, payment) => {
    if (sending.current) return null;
    sending.current = true;
    setSubmitting(true);
    setStockRefusal(null);
    const cart = cartSignature(draft.lines);
    const send = async (orderId: string): Promise<StoredOrder> => {
      keepPendingOrder(orderId, cart);
      const order = buildOrderSubmission({ ...draft, orderId }, payment);
      const receipt = await submitOrderWithRetries(await orderEndpoint(), order);
      return { order: { ...order, orderId: receipt.orderId }, orderKey: receipt.orderKey };
    };
    try {
      let placed: StoredOrder;
      try {
        placed = await send(pendingOrderId(cart) ?? createOrderId());
      } catch (error) {
        // The pending ID is stored with other details (the shopper typed them again after a
        // reload): the same purchase under a new ID is recognised by the shop (its M-Pesa code,
        // or a cash-on-delivery purchase sent again), anything else is stored as new.
        if (!(error instanceof OrderSubmissionError) || error.refusal !== 'order-id-reused') throw error;
        placed = await send(createOrderId());
      }
      forgetPendingOrder();
      return placed;
    } catch (error) {
      // Nothing is logged: the order carries the shopper's personal data.
      const refusal = error instanceof OrderSubmissionError ? error.refusal : undefined;
      if (error instanceof OrderSubmissionError && error.stock) {
        setStockRefusal(error.stock);
        return null;
      }
      showToast(refusal === 'mpesa-code-used' ? paymentMessages.transactionIdUsed : paymentMessages.submissionFailed, 'error');
      return null;
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }, []);

  return { submitting, stockRefusal, place };
}
