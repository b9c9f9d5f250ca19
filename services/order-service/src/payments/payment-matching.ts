// What a payment does to an order (docs/payments.md, "Matching a till payment"): the order's
// total paid while it waits for it makes it paid; any other amount flags it and it stays
// unpaid; money for an order already paid or closed flags it and changes nothing else. Every
// function runs inside the caller's transaction, after it locked the order (orders first, then
// prompts, then payments: the same order everywhere, so two instances never deadlock).
import { and, asc, desc, eq, gte, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPayments, mpesaPrompts, orders } from '../db/schema';
import { ACTORS, changeOrder } from '../orders/order-change';
import { isAwaiting, isPaid, type PaymentFlag } from '../orders/order-status';
import type { OrderRow } from '../orders/order-store';
import { orderIdOfReference } from './daraja/account-reference';
import { ENDINGS_THAT_DO_NOT_COUNT } from './daraja/prompt-outcome';
import { isSamePayer } from './phone-match';
import { CLOCK_SLACK_MS, PROMPT_PAYMENT_WINDOW_MS, paidToOrder, storePayment, type MatchedBy, type PaymentEvidence, type PaymentRow } from './payment-records';
import { PAYMENT_SOURCE_LABELS } from './payment-sources';

/** What a payment did to its order. */
export type PaymentEffect = 'paid' | 'flagged' | 'attached' | 'unmatched' | 'already-stored';

/** Flags a payment's arrival settles: the code it was waiting for, the prompt nobody answered, what was left to pay. */
const SETTLED_BY_PAYMENT: readonly PaymentFlag[] = ['code-unmatched', 'prompt-unresolved', 'underpaid'];

export const kes = (amount: number) => `KES ${amount.toLocaleString('en-KE', { maximumFractionDigits: 2 })}`;
/** Amounts in KES with cents: equal within half a cent. */
const CENT = 0.005;

export function paymentNote(payment: Pick<PaymentRow, 'source' | 'transId'>, matchedBy: MatchedBy): string {
  const receipt = payment.transId ?? 'receipt to follow';
  return `${PAYMENT_SOURCE_LABELS[payment.source]}, ${receipt}, matched by ${matchedBy}`;
}

export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
  return row;
}

/**
 * Flags a locked order for the office: M-Pesa's money did not fit it. An order paid whose units
 * are gone keeps that flag, the graver one (the owner restocks or refunds): the money's flag is in
 * its history, and comes back once the stock is settled (`excessToReturn`, the office's verify-payment).
 */
const flagOrder = (tx: Db, order: OrderRow, flag: PaymentFlag, note: string): Promise<OrderRow> =>
  changeOrder(tx, order.orderId, { paymentFlag: order.paymentFlag === 'paid-out-of-stock' ? order.paymentFlag : flag }, { event: `payment flagged: ${flag}`, note, actor: ACTORS.mpesa });

const overpaidNote = (paid: number, total: number) => `${kes(paid)} for ${kes(total)}: return ${kes(paid - total)} to the payer`;

/** What the money matched to a paid order leaves to return to the payer, as the `overpaid` note says it; null when nothing. */
export async function excessToReturn(tx: Db, order: Pick<OrderRow, 'orderId' | 'total'>): Promise<string | null> {
  const paid = await paidToOrder(tx, order.orderId);
  return paid - order.total > CENT ? overpaidNote(paid, order.total) : null;
}

/**
 * Matches a stored payment to a locked order and applies it. Payments matched to one order are
 * summed: the total reached (or passed) makes an awaiting order paid, the excess flagged
 * `overpaid` with the amount to return; short of it, the order stays unpaid, flagged `underpaid`
 * with what is left to pay. Money for an order already paid or closed flags it and changes
 * nothing else.
 */
export async function applyPayment(tx: Db, order: OrderRow, payment: PaymentRow, matchedBy: MatchedBy): Promise<{ effect: PaymentEffect; order: OrderRow }> {
  if (payment.orderId === null) {
    await tx.update(mpesaPayments).set({ orderId: order.orderId, matchedBy }).where(eq(mpesaPayments.id, payment.id));
  }
  const note = paymentNote(payment, matchedBy);
  const isOwnMpesa = order.paymentMethod === 'mpesa';
  const paid = await paidToOrder(tx, order.orderId);
  if (isOwnMpesa && isAwaiting(order.status)) {
    if (paid + CENT >= order.total) {
      const over = paid - order.total > CENT;
      const kept = order.paymentFlag !== null && SETTLED_BY_PAYMENT.includes(order.paymentFlag) ? null : order.paymentFlag;
      const verified = await changeOrder(
        tx,
        order.orderId,
        { status: 'payment-verified', paidAt: new Date(), paymentFlag: over ? 'overpaid' : kept },
        { event: 'payment verified', note: paid - payment.amount > CENT ? `${note}; ${kes(paid)} in all` : note, actor: ACTORS.mpesa },
      );
      if (!over) return { effect: 'paid', order: verified };
      const returned = await flagOrder(tx, verified, 'overpaid', overpaidNote(paid, order.total));
      return { effect: 'paid', order: returned };
    }
    return { effect: 'flagged', order: await flagOrder(tx, order, 'underpaid', `${kes(paid)} of ${kes(order.total)} arrived, ${kes(order.total - paid)} left to pay: ${note}`) };
  }
  // Paid already (verified, ready at its station, or collected): not waiting for any money.
  if (isOwnMpesa && isPaid(order.status, order.paymentMethod)) {
    const [other] = await tx
      .select({ id: mpesaPayments.id })
      .from(mpesaPayments)
      .where(and(eq(mpesaPayments.orderId, order.orderId), ne(mpesaPayments.id, payment.id)))
      .limit(1);
    // Paid by the owner after checking the till statement: this is that payment's evidence.
    if (!other && paid <= order.total + CENT) return { effect: 'attached', order };
    const flag: PaymentFlag = Math.abs(payment.amount - order.total) <= CENT ? 'paid-twice' : 'overpaid';
    return { effect: 'flagged', order: await flagOrder(tx, order, flag, `${kes(payment.amount)} more, ${kes(paid)} for ${kes(order.total)}: return ${kes(paid - order.total)}; ${note}`) };
  }
  // Cancelled, or cash on delivery (whatever its status): never reopened silently.
  return { effect: 'flagged', order: await flagOrder(tx, order, 'unexpected-payment', `${kes(payment.amount)} for a ${order.status} order: ${note}`) };
}

/** The order a till payment names: by its BillRefNumber (an order ID or a prompt's account reference), else by a typed code. */
async function orderNamedBy(tx: Db, billRefNumber: string, transId: string): Promise<{ orderId: string; matchedBy: MatchedBy } | null> {
  const byReference = billRefNumber ? orderIdOfReference(billRefNumber) : null;
  if (byReference !== null) {
    const [found] = await tx.select({ orderId: orders.orderId }).from(orders).where(eq(orders.orderId, byReference));
    if (found) return { orderId: found.orderId, matchedBy: 'account-reference' };
  }
  const [typed] = await tx.select({ orderId: orders.orderId }).from(orders).where(eq(orders.mpesaTransactionId, transId));
  if (typed) return { orderId: typed.orderId, matchedBy: 'typed-code' };
  return null;
}

/**
 * The prompt a Buy Goods confirmation pays, which names no account: a prompt of the same amount,
 * created within its window, to the payer that the masked or hashed number surely is.
 */
async function orderOfPromptPaid(tx: Db, evidence: PaymentEvidence): Promise<{ orderId: string; matchedBy: MatchedBy } | null> {
  if (!evidence.msisdn) return null;
  const at = evidence.at ?? new Date();
  const since = new Date(at.getTime() - PROMPT_PAYMENT_WINDOW_MS);
  const until = new Date(at.getTime() + CLOCK_SLACK_MS);
  const prompts = await tx
    .select({ orderId: mpesaPrompts.orderId, phone: mpesaPrompts.phone })
    .from(mpesaPrompts)
    .where(
      and(eq(mpesaPrompts.amount, evidence.amount), gte(mpesaPrompts.createdAt, since), lte(mpesaPrompts.createdAt, until), notInArray(mpesaPrompts.state, [...ENDINGS_THAT_DO_NOT_COUNT])),
    )
    .orderBy(desc(mpesaPrompts.id));
  const prompt = prompts.find((candidate) => isSamePayer(candidate.phone, evidence.msisdn) === true);
  return prompt ? { orderId: prompt.orderId, matchedBy: 'prompt' } : null;
}

/** A till payment (C2B confirmation): stored once, matched to its order when there is one. */
export async function settleTillPayment(tx: Db, evidence: PaymentEvidence & { transId: string }): Promise<{ effect: PaymentEffect; orderId: string | null }> {
  const named = (await orderNamedBy(tx, evidence.billRefNumber ?? '', evidence.transId)) ?? (await orderOfPromptPaid(tx, evidence));
  const order = named ? await lockOrder(tx, named.orderId) : undefined;
  const { payment, isNew } = await storePayment(tx, evidence);
  if (!isNew && payment.orderId !== null) return { effect: 'already-stored', orderId: payment.orderId };
  if (!order || !named) return { effect: isNew ? 'unmatched' : 'already-stored', orderId: null };
  const applied = await applyPayment(tx, order, payment, named.matchedBy);
  return { effect: applied.effect, orderId: order.orderId };
}

/**
 * Payments stored before their order or its typed code (a till confirmation that came first),
 * matched now, oldest first. `order` is locked by the caller.
 */
export async function matchWaitingPayments(tx: Db, order: OrderRow): Promise<OrderRow> {
  const waiting = await tx
    .select()
    .from(mpesaPayments)
    .where(
      and(
        isNull(mpesaPayments.orderId),
        or(eq(mpesaPayments.refOrderId, order.orderId), order.mpesaTransactionId === null ? sql`false` : eq(mpesaPayments.transId, order.mpesaTransactionId)),
      ),
    )
    .orderBy(asc(mpesaPayments.id))
    .for('update');
  let current = order;
  for (const payment of waiting) {
    const matchedBy: MatchedBy = payment.refOrderId === order.orderId ? 'account-reference' : 'typed-code';
    current = (await applyPayment(tx, current, payment, matchedBy)).order;
  }
  return current;
}

/** The order a typed code already paid for, other than `orderId` (the code's payment was matched elsewhere). */
export async function codePaidAnotherOrder(tx: Db, transId: string, orderId: string): Promise<boolean> {
  const [payment] = await tx.select({ orderId: mpesaPayments.orderId }).from(mpesaPayments).where(eq(mpesaPayments.transId, transId));
  return payment?.orderId != null && payment.orderId !== orderId;
}
