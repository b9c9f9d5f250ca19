// M-Pesa payments in the database: one payment is one row, whatever the order in which its
// evidence arrives (the till's confirmation, the prompt's callback, STK Query, Transaction Status,
// a statement line). A later source adds what it knows to the row it matches (by receipt, by
// prompt, or by amount and payer within the prompt's window) and never inserts a second.
import { and, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPayments, mpesaPrompts } from '../db/schema';
import { orderIdOfReference } from './daraja/account-reference';
import { isSamePayer } from './phone-match';
import type { PaymentSourceName } from './payment-sources';

export type PaymentRow = typeof mpesaPayments.$inferSelect;
export type PaymentSource = PaymentSourceName;
export type MatchedBy = NonNullable<PaymentRow['matchedBy']>;

/** How long after a prompt is created its payment may be confirmed by the till (Daraja's prompts expire within minutes). */
export const PROMPT_PAYMENT_WINDOW_MS = 30 * 60 * 1000;
/** Clocks differ: a confirmation may be stamped a little before the prompt we recorded. */
export const CLOCK_SLACK_MS = 60 * 1000;

/** The prompt a piece of evidence is about: its order, phone and moment bound what else it may be. */
export interface PromptOfEvidence {
  orderId: string;
  phone: string;
  createdAt: Date;
}

/** A payment as one piece of evidence reports it. */
export interface PaymentEvidence {
  source: PaymentSource;
  /** The M-Pesa receipt; null when only STK Query confirmed the prompt. */
  transId: string | null;
  amount: number;
  msisdn: string | null;
  firstName: string | null;
  billRefNumber: string | null;
  shortCode: string | null;
  transTime: string | null;
  /** The prompt it paid, when it came from a prompt's callback or query. */
  checkoutRequestId: string | null;
  prompt?: PromptOfEvidence | null;
  /** When M-Pesa completed it, when that is not now (a statement line read hours later). */
  at?: Date;
}

export interface StoredPayment {
  payment: PaymentRow;
  /** False when this evidence was already stored (a replay, or the same payment seen another way). */
  isNew: boolean;
}

const windowOf = (prompt: PromptOfEvidence) => ({
  from: new Date(prompt.createdAt.getTime() - CLOCK_SLACK_MS),
  to: new Date(prompt.createdAt.getTime() + PROMPT_PAYMENT_WINDOW_MS),
});

/**
 * A till confirmation of the prompt this receipt-less evidence (STK Query) confirms: same amount,
 * same payer as far as the masked number tells, within the prompt's window, no prompt of its own,
 * and matched to no other order. Oldest first.
 */
async function tillPaymentOfPrompt(tx: Db, evidence: PaymentEvidence, prompt: PromptOfEvidence): Promise<PaymentRow | undefined> {
  const { from, to } = windowOf(prompt);
  const candidates = await tx
    .select()
    .from(mpesaPayments)
    .where(
      and(
        isNull(mpesaPayments.checkoutRequestId),
        isNotNull(mpesaPayments.transId),
        eq(mpesaPayments.amount, evidence.amount),
        gte(mpesaPayments.receivedAt, from),
        lte(mpesaPayments.receivedAt, to),
        or(isNull(mpesaPayments.orderId), eq(mpesaPayments.orderId, prompt.orderId)),
      ),
    )
    .orderBy(mpesaPayments.id)
    .for('update');
  return likeliest(candidates, (row) => isSamePayer(prompt.phone, row.msisdn));
}

/**
 * The receipt-less row (a prompt STK Query confirmed) that this till confirmation completes: same
 * amount, same payer, within that prompt's window.
 */
async function promptPaymentOfTill(tx: Db, evidence: PaymentEvidence): Promise<PaymentRow | undefined> {
  const at = evidence.at ?? new Date();
  const since = new Date(at.getTime() - PROMPT_PAYMENT_WINDOW_MS);
  const until = new Date(at.getTime() + CLOCK_SLACK_MS);
  const candidates = await tx
    .select({ payment: mpesaPayments, phone: mpesaPrompts.phone })
    .from(mpesaPayments)
    .innerJoin(mpesaPrompts, eq(mpesaPrompts.checkoutRequestId, mpesaPayments.checkoutRequestId))
    .where(and(isNull(mpesaPayments.transId), eq(mpesaPayments.amount, evidence.amount), gte(mpesaPrompts.createdAt, since), lte(mpesaPrompts.createdAt, until)))
    .orderBy(mpesaPayments.id)
    .for('update', { of: mpesaPayments });
  const refOrderId = evidence.billRefNumber ? orderIdOfReference(evidence.billRefNumber) : null;
  const named = candidates.filter(({ payment }) => refOrderId === null || payment.orderId === refOrderId || payment.orderId === null);
  return likeliest(named, ({ phone }) => isSamePayer(phone, evidence.msisdn))?.payment;
}

/**
 * The first candidate whose payer is surely the same; failing that, the only one whose payer
 * cannot be told (an empty or unreadable number): with two such, neither is taken.
 */
function likeliest<T>(candidates: T[], samePayer: (candidate: T) => boolean | null): T | undefined {
  const sure = candidates.find((candidate) => samePayer(candidate) === true);
  if (sure) return sure;
  const unsure = candidates.filter((candidate) => samePayer(candidate) === null);
  return unsure.length === 1 ? unsure[0] : undefined;
}

/**
 * Stores a payment once, inside the caller's transaction (which holds the lock of the order it
 * names, if any), or finds the row it is another view of and fills in what that row lacks.
 */
export async function storePayment(tx: Db, evidence: PaymentEvidence): Promise<StoredPayment> {
  if (evidence.transId !== null) {
    const [byReceipt] = await tx.select().from(mpesaPayments).where(eq(mpesaPayments.transId, evidence.transId)).for('update');
    if (byReceipt) return { payment: await completePrompt(tx, byReceipt, evidence), isNew: false };
  }
  if (evidence.checkoutRequestId !== null) {
    const [byPrompt] = await tx.select().from(mpesaPayments).where(eq(mpesaPayments.checkoutRequestId, evidence.checkoutRequestId)).for('update');
    if (byPrompt) return { payment: await completeReceipt(tx, byPrompt, evidence), isNew: false };
  }
  if (evidence.transId === null && evidence.prompt) {
    const till = await tillPaymentOfPrompt(tx, evidence, evidence.prompt);
    if (till) return { payment: await completePrompt(tx, till, evidence), isNew: false };
  }
  if (evidence.transId !== null && evidence.checkoutRequestId === null) {
    const confirmedByQuery = await promptPaymentOfTill(tx, evidence);
    if (confirmedByQuery) return { payment: await completeReceipt(tx, confirmedByQuery, evidence), isNew: false };
  }
  const refOrderId = evidence.billRefNumber ? orderIdOfReference(evidence.billRefNumber) : null;
  const [inserted] = await tx
    .insert(mpesaPayments)
    .values({
      transId: evidence.transId,
      source: evidence.source,
      amount: evidence.amount,
      msisdn: evidence.msisdn,
      firstName: evidence.firstName,
      billRefNumber: evidence.billRefNumber,
      refOrderId,
      shortCode: evidence.shortCode,
      transTime: evidence.transTime,
      checkoutRequestId: evidence.checkoutRequestId,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { payment: inserted, isNew: true };
  // Another transaction stored it first (both unique keys are checked).
  const [stored] = await tx
    .select()
    .from(mpesaPayments)
    .where(evidence.transId !== null ? eq(mpesaPayments.transId, evidence.transId) : eq(mpesaPayments.checkoutRequestId, evidence.checkoutRequestId ?? ''))
    .for('update');
  if (!stored) throw new Error('a payment refused as a duplicate could not be read back');
  return { payment: stored, isNew: false };
}

/** Gives a row the prompt it paid, when it has none and no other row has that prompt. */
async function completePrompt(tx: Db, row: PaymentRow, evidence: PaymentEvidence): Promise<PaymentRow> {
  if (evidence.checkoutRequestId === null || row.checkoutRequestId !== null) return row;
  const [updated] = await tx
    .update(mpesaPayments)
    .set({ checkoutRequestId: evidence.checkoutRequestId })
    .where(and(eq(mpesaPayments.id, row.id), sql`NOT EXISTS (SELECT 1 FROM mpesa_payments other WHERE other.checkout_request_id = ${evidence.checkoutRequestId})`))
    .returning();
  return updated ?? row;
}

/** Fills in what a receipt-less row lacks (the receipt, the payer as M-Pesa reported it). */
async function completeReceipt(tx: Db, row: PaymentRow, evidence: PaymentEvidence): Promise<PaymentRow> {
  if (row.transId !== null || evidence.transId === null) return row;
  const [taken] = await tx.select({ id: mpesaPayments.id }).from(mpesaPayments).where(eq(mpesaPayments.transId, evidence.transId));
  if (taken) return row;
  const [updated] = await tx
    .update(mpesaPayments)
    .set({
      transId: evidence.transId,
      msisdn: row.msisdn ?? evidence.msisdn,
      firstName: row.firstName ?? evidence.firstName,
      billRefNumber: row.billRefNumber ?? evidence.billRefNumber,
      shortCode: row.shortCode ?? evidence.shortCode,
      transTime: row.transTime ?? evidence.transTime,
    })
    .where(eq(mpesaPayments.id, row.id))
    .returning();
  return updated ?? row;
}

/** KES matched to an order so far (every payment, whatever brought it). */
export async function paidToOrder(tx: Db, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<string | null>`sum(${mpesaPayments.amount})` })
    .from(mpesaPayments)
    .where(eq(mpesaPayments.orderId, orderId));
  return Number(row?.paid ?? 0);
}
