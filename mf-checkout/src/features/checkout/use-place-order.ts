import { useCallback, useRef, useState } from 'react';
import { showToast } from '@mimea/shared';
import { createOrderId, buildOrderSubmission, type OrderDraft, type OrderPayment, type OrderSubmission } from '@mimea/order-rules';
import { orderEndpoint } from '../../domain/order/order-endpoint';
import { OrderSubmissionError, submitOrder } from '../../domain/order/submit-order';
import { paymentMessages } from '../../domain/payment/payment-messages';

export interface PlaceOrder {
  submitting: boolean;
  /**
   * Sends the order under this checkout's one order ID (every retry reuses it, so the shop can
   * tell a repeat). On failure tells the shopper and resolves null; a call while one is being
   * sent resolves null and sends nothing. On success resolves what was sent, under the order ID
   * the shop stored it as.
   */
  place: (draft: Omit<OrderDraft, 'orderId'>, payment: OrderPayment) => Promise<OrderSubmission | null>;
}

export function usePlaceOrder(): PlaceOrder {
  const orderId = useRef<string | null>(null);
  // Two quick clicks both run before a re-render: the ref, not the state, stops the second.
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const place = useCallback<PlaceOrder['place']>(
    async (draft, payment) => {
      if (sending.current) return null;
      sending.current = true;
      setSubmitting(true);
      orderId.current ??= createOrderId();
      const order = buildOrderSubmission({ ...draft, orderId: orderId.current }, payment);
      try {
        const receipt = await submitOrder(await orderEndpoint(), order);
        return { ...order, orderId: receipt.orderId };
      } catch (error) {
        // Nothing is logged: the order carries the shopper's personal data.
        const refusal = error instanceof OrderSubmissionError ? error.refusal : undefined;
        // The ID is taken by an order with other details: the next try is a new order.
        if (refusal === 'order-id-reused') orderId.current = null;
        const message = refusal === 'mpesa-code-used' ? paymentMessages.transactionIdUsed : paymentMessages.submissionFailed;
        showToast(message, 'error');
        return null;
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    },
    [],
  );

  return { submitting, place };
}
