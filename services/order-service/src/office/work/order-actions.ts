// The office's actions on one order (POST /api/office/orders/:orderId/actions): decided on a
// version, applied only to that version (two people at once: the first wins, the second is told
// who changed it and when), each with its actor and reason in the order's history. What a role
// may do and the handover's check are duties.ts's.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mpesaPayments } from '../../db/schema';
import { ACTORS, changeOrder, type OrderChanges } from '../../orders/order-change';
import { allowedActions, isAwaiting, transition, type OrderAction } from '../../orders/order-status';
import { findOrder, type OrderEventRow, type OrderWithHistory } from '../../orders/order-store';
import { ownerView } from '../../orders/owner-view';
import { excessToReturn, lockOrder } from '../../payments/payment-matching';
import { awaitsStatusCheck } from '../../payments/status-checks';
import { eastAfricaTime } from '../../shop-time';
import type { OfficeRole } from '../auth/office-guard';
import { handoverMessages, handoverMismatch, mayTake, shopHasMoney, type Handover } from './duties';

/** The order as the office's order page shows it: the owner view and the actions `role` may take now. */
export function officeOrderView(order: OrderWithHistory, role: OfficeRole) {
  const money = shopHasMoney(order, order.payments.length);
  const actions = allowedActions({ status: order.status, paymentMethod: order.paymentMethod, flagged: order.paymentFlag !== null }).filter(
    // An order whose national ID was erased cannot be handed over: nothing to check it against.
    (action) => mayTake(role, action, money) && (action !== 'collect' || order.customerId !== null),
  );
  return { ...ownerView(order), actions };
}
export type OfficeOrderView = ReturnType<typeof officeOrderView>;

/** What each event of the history did, as "<who> <did what> at 14:02" says it. */
const DID: Record<string, string> = {
  placed: 'placed this order',
  'marked ready': 'marked this order ready',
  collected: 'marked this order collected',
  cancelled: 'cancelled this order',
  'payment verified': "verified this order's payment",
  'payment flag cleared': "cleared this order's payment flag",
  'M-Pesa code given': 'gave an M-Pesa code for this order',
  'switched to cash on delivery': 'switched this order to cash on delivery',
  'prompt sent': 'sent an M-Pesa prompt for this order',
};

function didWhat(event: string): string {
  if (DID[event]) return DID[event];
  if (event.startsWith('payment flagged: ')) return `flagged this order's payment (${event.slice('payment flagged: '.length)})`;
  return `changed this order (${event})`;
}

/** "Wanjiru marked this order ready at 14:02. Look at it again before you change it." (EAT) */
export function changedMessage(latest: Pick<OrderEventRow, 'event' | 'actor' | 'at'> | undefined): string {
  const again = 'Look at it again before you change it.';
  if (!latest) return `This order was changed. ${again}`;
  const who = latest.actor ?? 'Someone';
  const at = eastAfricaTime(latest.at).slice(11, 16);
  return `${who[0]!.toUpperCase()}${who.slice(1)} ${didWhat(latest.event)} at ${at}. ${again}`;
}

export type ActionOutcome =
  | { kind: 'done'; order: OfficeOrderView }
  | { kind: 'not-found' }
  | { kind: 'changed'; message: string; order: OfficeOrderView }
  | { kind: 'not-allowed'; message: string }
  /** The role may not take this action on this order (403 role). */
  | { kind: 'role' }
  /** The handover's order number or national ID is not the order's (never what was typed). */
  | { kind: 'handover-mismatch'; mismatch: 'order-id' | 'national-id'; message: string };

export interface OfficeAction {
  action: OrderAction;
  expectedVersion: number;
  reason: string | null;
  /** The account's name, as the history shows who did it. */
  actorName: string;
  /** The account's role: what it may do (duties.ts) and which actions the answer's view lists. */
  role: OfficeRole;
  /** For `collect`: what the person at the station typed. */
  handover?: Handover | null;
  /** Paid M-Pesa orders of this many KES or more wait for Transaction Status before they are prepared; null: none. */
  verifyAboveKes?: number | null;
}

/** Actions that start preparing or handing over an order: not before M-Pesa confirmed a large payment. */
const NEEDS_CONFIRMED_PAYMENT: readonly OrderAction[] = ['mark-ready', 'collect'];

/** Applies one action inside the caller's transaction, the order's row locked first. */
export async function actOnOrder(tx: Db, orderId: string, { action, expectedVersion, reason, actorName, role, handover = null, verifyAboveKes = null }: OfficeAction): Promise<ActionOutcome> {
  const row = await lockOrder(tx, orderId);
  if (!row) return { kind: 'not-found' };
  if (row.version !== expectedVersion) {
    const order = (await findOrder(tx, orderId))!;
    return { kind: 'changed', message: changedMessage(order.history.at(-1)), order: officeOrderView(order, role) };
  }
  const next = transition({ status: row.status, paymentMethod: row.paymentMethod, flagged: row.paymentFlag !== null }, action);
  if (!next.ok) return { kind: 'not-allowed', message: next.message };
  // The duty, on the order as it is now (locked): an action the order allows, but not this role.
  if (!mayTake(role, action, shopHasMoney(row, await paymentsMatched(tx, orderId)))) return { kind: 'role' };
  if (row.paymentMethod === 'mpesa' && NEEDS_CONFIRMED_PAYMENT.includes(action) && (await awaitsStatusCheck(tx, orderId, row.total, verifyAboveKes))) {
    return { kind: 'not-allowed', message: `M-Pesa has not yet confirmed this order's payment (Transaction Status, for orders of KES ${verifyAboveKes?.toLocaleString('en-KE')} or more). Wait for its answer before you prepare it.` };
  }
  if (action === 'collect') {
    if (row.customerId === null) return { kind: 'not-allowed', message: handoverMessages.erased };
    if (!handover) return { kind: 'not-allowed', message: handoverMessages.bulk };
    const mismatch = handoverMismatch({ orderId: row.orderId, customerId: row.customerId }, handover);
    if (mismatch) return { kind: 'handover-mismatch', mismatch, message: mismatch === 'order-id' ? handoverMessages.orderId : handoverMessages.nationalId };
  }
  const changes: OrderChanges = {};
  if (next.status !== row.status) changes.status = next.status;
  // The office's verification or cancellation, with its reason, settles any payment flag.
  if (action === 'verify-payment' || action === 'cancel') changes.paymentFlag = null;
  if (action === 'verify-payment' && isAwaiting(row.status)) changes.paidAt = new Date();
  // Verifying a paid order whose units had gone (the owner restocked it): its lapsed holds are
  // taken again, or it is flagged again with what is still missing (orders/order-change.ts).
  if (action === 'verify-payment' && row.paymentFlag === 'paid-out-of-stock') changes.status = 'payment-verified';
  const changed = await changeOrder(tx, orderId, changes, { event: next.event, note: reason, actor: actorName });
  // Restocked, a payment larger than its total still owes the payer the excess: that flag, kept
  // under the graver one (payments/payment-matching.ts flagOrder), comes back.
  if (action === 'verify-payment' && row.paymentFlag === 'paid-out-of-stock' && changed.paymentFlag === null) {
    const excess = await excessToReturn(tx, changed);
    if (excess !== null) await changeOrder(tx, orderId, { paymentFlag: 'overpaid' }, { event: 'payment flagged: overpaid', note: excess, actor: ACTORS.shop });
  }
  return { kind: 'done', order: officeOrderView((await findOrder(tx, orderId))!, role) };
}

/** How many M-Pesa payments are matched to an order. */
async function paymentsMatched(tx: Db, orderId: string): Promise<number> {
  const [counted] = await tx.select({ payments: count() }).from(mpesaPayments).where(eq(mpesaPayments.orderId, orderId));
  return counted?.payments ?? 0;
}
