// Duties separated (docs/office.md, "Who signs in"): staff prepare, mark ready and hand over;
// settling money (marking an order paid without evidence, clearing a payment flag, cancelling an
// order whose money the shop has, linking a payment, importing the till statement) is the
// owner's or a manager's. And the handover at the station checks the order number and the
// shopper's national ID against the order.
import { isPaid, type OrderAction, type OrderState } from '../../orders/order-status';
import type { OfficeRole } from '../auth/office-guard';
import { sameText } from '../../same-text';

/** The roles that settle money. */
export const SETTLES_MONEY: readonly OfficeRole[] = ['owner', 'manager'];
export const settlesMoney = (role: OfficeRole): boolean => SETTLES_MONEY.includes(role);

/** An order's money as the duties read it. */
export interface MoneyState {
  status: OrderState['status'];
  paymentMethod: OrderState['paymentMethod'];
  paidAt: Date | null;
}

/** Whether the shop has (some of) an order's money: paid, or an M-Pesa payment matched to it. */
export const shopHasMoney = (order: MoneyState, paymentsMatched: number): boolean =>
  isPaid(order.status, order.paymentMethod) || order.paidAt !== null || paymentsMatched > 0;

/** Whether `role` may take `action` on an order (where the order is aside: transition() says that). */
export function mayTake(role: OfficeRole, action: OrderAction, moneyReceived: boolean): boolean {
  if (settlesMoney(role)) return true;
  if (action === 'verify-payment') return false;
  if (action === 'cancel') return !moneyReceived;
  return true;
}

/** What the person at the station typed: the order number and the shopper's national ID. */
export interface Handover {
  orderId: string;
  nationalId: string;
}

export const handoverMessages = {
  orderId: 'The order number does not match this order.',
  nationalId: "The national ID does not match this order's. Do not hand it over.",
  erased: "This order's national ID was erased, so it cannot be checked at a handover.",
  bulk: 'Hand over each order on its own page: its national ID is checked.',
} as const;


/**
 * Which part of a handover does not match the order, or null when both do: the whole order
 * number (case and spaces ignored), then the national ID (spaces ignored).
 */
export function handoverMismatch(order: { orderId: string; customerId: string }, typed: Handover): 'order-id' | 'national-id' | null {
  if (typed.orderId.replace(/\s+/g, '').toUpperCase() !== order.orderId) return 'order-id';
  // Compared in constant time: the answer says nothing of how much of the ID was right.
  if (!sameText(typed.nationalId.replace(/\s+/g, ''), order.customerId.replace(/\s+/g, ''))) return 'national-id';
  return null;
}
