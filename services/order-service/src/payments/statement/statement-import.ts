// The owner's import of the till statement (docs/payments.md, "The till statement"): M-Pesa's own
// record of every payment into the till. Each completed line that paid money in is found among the
// payments the shop knows (by receipt; or as the receipt-less payment of a prompt a query confirmed,
// by amount, payer and time), filled in where the shop knew less, or added and matched as a till
// confirmation would have been: nothing is counted twice, and a lost confirmation is recovered.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mpesaPayments } from '../../db/schema';
import { eastAfricaStamp } from '../../shop-time';
import { settleTillPayment } from '../payment-matching';
import type { StatementLine } from './statement-csv';

export type LineOutcome = 'known' | 'filled-in' | 'added-matched' | 'added-unmatched' | 'skipped';

export interface StatementRow {
  receipt: string;
  completedAt: string | null;
  amount: number;
  outcome: LineOutcome;
  orderId: string | null;
  note: string | null;
}

export interface StatementReport {
  lines: number;
  paidIn: number;
  known: number;
  filledIn: number;
  added: number;
  matched: number;
  unmatched: number;
  skipped: number;
  rows: StatementRow[];
  /** Orders a new line changed, to wake their shoppers' pages. */
  changedOrders: string[];
}

async function importLine(database: Database, dbTimeoutMs: number, line: StatementLine): Promise<StatementRow> {
  const base = { receipt: line.receipt, completedAt: line.completedAt?.toISOString() ?? null, amount: line.paidIn };
  if (line.paidIn <= 0) return { ...base, outcome: 'skipped', orderId: null, note: 'money out of the till' };
  if (line.status !== '' && line.status.toLowerCase() !== 'completed') return { ...base, outcome: 'skipped', orderId: null, note: `not completed (${line.status.slice(0, 40)})` };
  return database.transaction(dbTimeoutMs, async (tx) => {
    const [known] = await tx.select().from(mpesaPayments).where(eq(mpesaPayments.transId, line.receipt)).for('update');
    if (known) {
      const fill = { msisdn: known.msisdn ?? line.msisdn, firstName: known.firstName ?? line.firstName, transTime: known.transTime ?? (line.completedAt ? eastAfricaStamp(line.completedAt) : null) };
      const fills = fill.msisdn !== known.msisdn || fill.firstName !== known.firstName || fill.transTime !== known.transTime;
      if (fills) await tx.update(mpesaPayments).set(fill).where(eq(mpesaPayments.id, known.id));
      const differs = Math.abs(known.amount - line.paidIn) > 0.005 ? `the shop had KES ${known.amount}` : null;
      return { ...base, outcome: fills ? 'filled-in' : 'known', orderId: known.orderId, note: differs };
    }
    const settled = await settleTillPayment(tx, {
      source: 'statement',
      transId: line.receipt,
      amount: line.paidIn,
      msisdn: line.msisdn,
      firstName: line.firstName,
      billRefNumber: line.account,
      shortCode: null,
      transTime: line.completedAt ? eastAfricaStamp(line.completedAt) : null,
      checkoutRequestId: null,
      ...(line.completedAt ? { at: line.completedAt } : {}),
    });
    // A receipt-less payment (a prompt STK Query confirmed) that this line completes is not new money.
    if (settled.effect === 'already-stored') return { ...base, outcome: 'filled-in', orderId: settled.orderId, note: 'the receipt of a payment the shop had without one' };
    return { ...base, outcome: settled.orderId ? 'added-matched' : 'added-unmatched', orderId: settled.orderId, note: settled.orderId ? settled.effect : null };
  });
}

export async function importStatement(database: Database, dbTimeoutMs: number, lines: StatementLine[]): Promise<StatementReport> {
  const rows: StatementRow[] = [];
  for (const line of lines) rows.push(await importLine(database, dbTimeoutMs, line));
  const count = (outcome: LineOutcome) => rows.filter((row) => row.outcome === outcome).length;
  return {
    lines: rows.length,
    paidIn: rows.filter((row) => row.outcome !== 'skipped').length,
    known: count('known'),
    filledIn: count('filled-in'),
    added: count('added-matched') + count('added-unmatched'),
    matched: count('added-matched'),
    unmatched: count('added-unmatched'),
    skipped: count('skipped'),
    rows,
    changedOrders: [...new Set(rows.filter((row) => row.outcome === 'added-matched' && row.orderId).map((row) => row.orderId!))],
  };
}
