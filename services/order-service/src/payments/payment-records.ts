// M-Pesa payments in the database: each stored once by its receipt (TransID), a query's
// receipt-less confirmation completed by the callback or till confirmation of the same prompt
// instead of counted twice.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPayments } from '../db/schema';
import { orderIdOfReference } from './daraja/account-reference';

export type PaymentRow = typeof mpesaPayments.$inferSelect;
export type PaymentSource = PaymentRow['source'];
export type MatchedBy = NonNullable<PaymentRow['matchedBy']>;

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
}

export interface StoredPayment {
  payment: PaymentRow;
  /** False when this evidence was already stored (a replay, or the same payment seen another way). */
  isNew: boolean;
}

const digitsOf = (phone: string | null) => (phone ?? '').replace(/\D/g, '');

/**
 * Stores a payment once, inside the caller's transaction (which holds the lock of the order it
 * names, if any). The same receipt, or the same prompt, finds the stored row: its missing
 * receipt or prompt is filled in. A till confirmation of a prompt that a query already confirmed
 * (same order by its account reference, same amount, same phone) completes that row.
 */
export async function storePayment(tx: Db, evidence: PaymentEvidence): Promise<StoredPayment> {
  if (evidence.transId !== null) {
    const [byReceipt] = await tx.select().from(mpesaPayments).where(eq(mpesaPayments.transId, evidence.transId)).for('update');
    if (byReceipt) {
      if (evidence.checkoutRequestId !== null && byReceipt.checkoutRequestId === null) {
        const [updated] = await tx
          .update(mpesaPayments)
          .set({ checkoutRequestId: evidence.checkoutRequestId })
          .where(and(eq(mpesaPayments.id, byReceipt.id), sql`NOT EXISTS (SELECT 1 FROM mpesa_payments other WHERE other.checkout_request_id = ${evidence.checkoutRequestId})`))
          .returning();
        return { payment: updated ?? byReceipt, isNew: false };
      }
      return { payment: byReceipt, isNew: false };
    }
  }
  if (evidence.checkoutRequestId !== null) {
    const [byPrompt] = await tx.select().from(mpesaPayments).where(eq(mpesaPayments.checkoutRequestId, evidence.checkoutRequestId)).for('update');
    if (byPrompt) return { payment: await completeReceipt(tx, byPrompt, evidence), isNew: false };
  }
  const refOrderId = evidence.billRefNumber ? orderIdOfReference(evidence.billRefNumber) : null;
  if (evidence.transId !== null && evidence.source === 'c2b' && refOrderId !== null) {
    const confirmedByQuery = await tx
      .select()
      .from(mpesaPayments)
      .where(and(eq(mpesaPayments.orderId, refOrderId), isNull(mpesaPayments.transId), eq(mpesaPayments.amount, evidence.amount)))
      .for('update');
    const same = confirmedByQuery.find((row) => row.msisdn === null || digitsOf(row.msisdn).slice(-9) === digitsOf(evidence.msisdn).slice(-9));
    if (same) return { payment: await completeReceipt(tx, same, evidence), isNew: false };
  }
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
