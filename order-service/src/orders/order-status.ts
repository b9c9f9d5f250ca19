/**
 * Where an order is. M-Pesa orders start `placed` with the shopper's transaction ID, which the
 * owner checks against the till statement (`payment-verified`); cash orders are paid when collected.
 */
export const ORDER_STATUSES = ['placed', 'payment-verified', 'collected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTIONS = ['verify-payment', 'collect', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export type Transition = { ok: true; status: OrderStatus; event: string } | { ok: false; message: string };

/** What an owner's action does to an order in a given state. */
export function transition(from: OrderStatus, action: OrderAction, paymentMethod: 'mpesa' | 'cod'): Transition {
  if (from === 'collected' || from === 'cancelled') return { ok: false, message: `This order is already ${from}.` };
  switch (action) {
    case 'verify-payment':
      if (paymentMethod !== 'mpesa') return { ok: false, message: 'Only M-Pesa payments are verified; a cash order is paid on collection.' };
      if (from === 'payment-verified') return { ok: false, message: 'This payment is already verified.' };
      return { ok: true, status: 'payment-verified', event: 'payment verified' };
    case 'collect':
      if (paymentMethod === 'mpesa' && from !== 'payment-verified')
        return { ok: false, message: 'Verify the M-Pesa payment before the order is collected.' };
      return { ok: true, status: 'collected', event: 'collected' };
    case 'cancel':
      return { ok: true, status: 'cancelled', event: 'cancelled' };
  }
}
