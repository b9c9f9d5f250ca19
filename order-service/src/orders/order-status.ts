/**
 * Where an order is (docs/payments.md, "An order's payment"). An M-Pesa order waits for its
 * payment (`awaiting-payment`: the prompt path) or for the till's confirmation of the code the
 * shopper typed (`awaiting-confirmation`), and is `payment-verified` on evidence (a prompt's
 * callback, an STK Query, a till confirmation) or by the owner with a reason. A cash-on-delivery
 * order is `placed` and paid when collected.
 */
export const ORDER_STATUSES = ['awaiting-payment', 'awaiting-confirmation', 'placed', 'payment-verified', 'collected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an order leaves when it is paid: the only ones evidence of a payment changes. */
export const AWAITING_STATUSES = ['awaiting-payment', 'awaiting-confirmation'] as const satisfies readonly OrderStatus[];
export const isAwaiting = (status: OrderStatus): boolean => (AWAITING_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * Why an order is on the owner's flagged list. `unexpected-payment`: money for an order that was
 * not waiting for it (cancelled, collected, or cash on delivery): never reopened silently.
 */
export const PAYMENT_FLAGS = ['underpaid', 'overpaid', 'paid-twice', 'code-unmatched', 'prompt-unresolved', 'unexpected-payment'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

export const ORDER_ACTIONS = ['verify-payment', 'collect', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type Transition = { ok: true; status: OrderStatus; event: string } | { ok: false; message: string };

/** What an owner's action does to an order in a given state (`flagged`: it has a payment flag). */
export function transition(from: OrderStatus, action: OrderAction, paymentMethod: 'mpesa' | 'cod', flagged = false): Transition {
  if (from === 'collected' || from === 'cancelled') return { ok: false, message: `This order is already ${from}.` };
  switch (action) {
    case 'verify-payment':
      if (paymentMethod !== 'mpesa') return { ok: false, message: 'Only M-Pesa payments are verified; a cash order is paid on collection.' };
      // A paid order with a flag (paid twice, a wrong amount): the owner's reason clears it.
      if (from === 'payment-verified')
        return flagged ? { ok: true, status: 'payment-verified', event: 'payment flag cleared' } : { ok: false, message: 'This payment is already verified.' };
      return { ok: true, status: 'payment-verified', event: 'payment verified' };
    case 'collect':
      if (paymentMethod === 'mpesa' && from !== 'payment-verified')
        return { ok: false, message: 'Verify the M-Pesa payment before the order is collected.' };
      return { ok: true, status: 'collected', event: 'collected' };
    case 'cancel':
      return { ok: true, status: 'cancelled', event: 'cancelled' };
  }
}
