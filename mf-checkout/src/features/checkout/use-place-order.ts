import { useCallback, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import { toastContent } from '@mimea/shared';
import { createOrderId } from '../order/order-id';
import { orderEndpoint } from '../order/order-endpoint';
import { buildOrderSubmission, type OrderDraft, type OrderPayment, type OrderSubmission } from '../order/order-submission';
import { submitOrder } from '../order/submit-order';
import { paymentMessages } from '../payment/payment-messages';

export interface PlaceOrder {
  /** This checkout's order ID: made once, reused by every retry so the shop can tell a repeat. */
  orderId: () => string;
  submitting: boolean;
  /** Sends the order; on failure tells the shopper and resolves null, on success resolves what was sent. */
  place: (draft: Omit<OrderDraft, 'orderId'>, payment: OrderPayment) => Promise<OrderSubmission | null>;
}

export function usePlaceOrder(): PlaceOrder {
  const { enqueueSnackbar } = useSnackbar();
  const id = useRef<string | null>(null);
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const orderId = useCallback(() => {
    id.current ??= createOrderId();
    return id.current;
  }, []);

  const place = useCallback<PlaceOrder['place']>(
    async (draft, payment) => {
      if (sending.current) return null;
      sending.current = true;
      setSubmitting(true);
      const order = buildOrderSubmission({ ...draft, orderId: orderId() }, payment);
      try {
        await submitOrder(await orderEndpoint(), order);
        return order;
      } catch {
        // Nothing is logged: the order carries the shopper's personal data.
        enqueueSnackbar(toastContent(paymentMessages.submissionFailed), { variant: 'error' });
        return null;
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    },
    [enqueueSnackbar, orderId],
  );

  return { orderId, submitting, place };
}
