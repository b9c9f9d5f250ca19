/**
 * Where an order is (docs/payments.md, "An order's payment"; docs/office.md, "Where an order is").
 * An M-Pesa order waits for its payment (`awaiting-payment`: the prompt path) or for the till's
 * confirmation of the code the shopper typed (`awaiting-confirmation`), and is `payment-verified`
 * on evidence (a prompt's callback, an STK Query, a till confirmation) or by the office with a
 * reason. A cash-on-delivery order is `placed` and paid when collected. Either is `ready` once it
 * waits at its pickup station, then `collected`.
 */
export const ORDER_STATUSES = ['awaiting-payment', 'awaiting-confirmation', 'placed', 'payment-verified', 'ready', 'collected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an order leaves when it is paid: the only ones evidence of a payment changes. */
export const AWAITING_STATUSES = ['awaiting-payment', 'awaiting-confirmation'] as const satisfies readonly OrderStatus[];
export const isAwaiting = (status: OrderStatus): boolean => (AWAITING_STATUSES as readonly OrderStatus[]).includes(status);

/** An M-Pesa order in one of these has its money: another payment for it is one too many. */
export const MPESA_PAID_STATUSES = ['payment-verified', 'ready', 'collected'] as const satisfies readonly OrderStatus[];

export type PaymentMethod = 'mpesa' | 'cod';

/** Whether the shop has an order's money: M-Pesa verified (and on from there), or cash collected. */
export function isPaid(status: OrderStatus, paymentMethod: PaymentMethod): boolean {
  return paymentMethod === 'mpesa' ? (MPESA_PAID_STATUSES as readonly OrderStatus[]).includes(status) : status === 'collected';
}

export const isFinal = (status: OrderStatus): boolean => status === 'collected' || status === 'cancelled';

/**
 * Why an order is on the flagged list. `unexpected-payment`: money for an order that was not
 * waiting for it (cancelled, or cash on delivery): never reopened silently. `paid-out-of-stock`:
 * paid after its stock hold lapsed, and the units were gone by then (src/catalogue/stock.ts).
 */
export const PAYMENT_FLAGS = ['underpaid', 'overpaid', 'paid-twice', 'code-unmatched', 'prompt-unresolved', 'unexpected-payment', 'paid-out-of-stock'] as const;
export type PaymentFlag = (typeof PAYMENT_FLAGS)[number];

/** The office's actions, in the order its buttons show them. */
export const ORDER_ACTIONS = ['mark-ready', 'collect', 'cancel', 'verify-payment'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Actions the office may take only with a reason (3–500 characters), kept as the event's note. */
export const ACTIONS_NEEDING_A_REASON: readonly OrderAction[] = ['cancel', 'verify-payment'];

export type Transition = { ok: true; status: OrderStatus; event: string } | { ok: false; message: string };

export interface OrderState {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** Whether it has a payment flag. */
  flagged: boolean;
}

/** What an office action does to an order in a given state. */
export function transition({ status: from, paymentMethod, flagged }: OrderState, action: OrderAction): Transition {
  // A flag on a closed or paid order (money after a cancellation, a second payment): the
  // office's reason (a refund, say) clears it; the order stays where it is.
  if (action === 'verify-payment' && flagged && (isFinal(from) || isPaid(from, paymentMethod) || paymentMethod === 'cod'))
    return { ok: true, status: from, event: 'payment flag cleared' };
  if (isFinal(from)) return { ok: false, message: `This order is already ${from}.` };
  switch (action) {
    case 'verify-payment':
      if (paymentMethod !== 'mpesa') return { ok: false, message: 'Only M-Pesa payments are verified; a cash order is paid on collection.' };
      if (!isAwaiting(from)) return { ok: false, message: 'This payment is already verified.' };
      return { ok: true, status: 'payment-verified', event: 'payment verified' };
    case 'mark-ready':
      if (from === 'ready') return { ok: false, message: 'This order is already ready.' };
      if (paymentMethod === 'mpesa' && from !== 'payment-verified')
        return { ok: false, message: 'This M-Pesa order is not paid yet: verify the payment before it is marked ready.' };
      return { ok: true, status: 'ready', event: 'marked ready' };
    case 'collect':
      if (paymentMethod === 'mpesa' && !isPaid(from, paymentMethod)) return { ok: false, message: 'Verify the M-Pesa payment before the order is collected.' };
      return { ok: true, status: 'collected', event: 'collected' };
    case 'cancel':
      return { ok: true, status: 'cancelled', event: 'cancelled' };
  }
}

/** The actions the office may take on an order now, in ORDER_ACTIONS' order. */
export function allowedActions(state: OrderState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => transition(state, action).ok);
}
