// What a journaled body does (docs/payments.md, "Evidence first"), the same whether it is handled
// as it arrives or again by the recovery job: a prompt's result settles its prompt, a till
// confirmation stores and matches its payment, a validation is noted. Each runs in one
// transaction; what it did is written back on the journal row.
import { setTimeout as delay } from 'node:timers/promises';
import type { Database, Db } from '../../db/database';
import type { DarajaSettings } from '../daraja/daraja-settings';
import { parseC2bPayment, parseStkCallback, type StkResult } from '../daraja/callback-bodies';
import { settleTillPayment } from '../payment-matching';
import { storePayment } from '../payment-records';
import { settlePrompt, type PromptSettlement } from '../prompt-settlement';
import { anyPromptSending } from '../prompt-store';
import { requestIdForLog } from '../../log-safe';
import { parseStatusResult, settleStatusResult } from '../status-checks';
import type { EvidenceKind, EvidenceState } from './evidence-kinds';

export interface EvidenceContext {
  database: Database;
  daraja: Pick<DarajaSettings, 'shortCode' | 'till'>;
  dbTimeoutMs: number;
  /** How long a result for a prompt we do not know yet is held while one of ours is still being recorded (0: not held). */
  earlyResultWaitMs: number;
}

export interface Handled {
  state: Exclude<EvidenceState, 'received'>;
  outcome: string | null;
  problem: string | null;
  /** The order it changed, to wake its shopper's page. */
  orderId: string | null;
  /** What a log line may say of it: identifiers, codes and amounts, never a name or a number. */
  facts: Record<string, string | number | null>;
}

const EARLY_RESULT_STEP_MS = 200;

const unreadable = (problem: string): Handled => ({ state: 'unreadable', outcome: null, problem, orderId: null, facts: { problem } });

async function handleStkResult(context: EvidenceContext, result: StkResult): Promise<Handled> {
  const { database, dbTimeoutMs } = context;
  const settle = () => database.transaction(dbTimeoutMs, (tx) => settlePrompt(tx, { source: 'prompt-callback', ...result }));
  let settled: PromptSettlement = await settle();
  // The callback can overtake the answer to our own push: hold it while a prompt is being recorded.
  for (let waited = 0; settled.kind === 'unknown-prompt' && waited < context.earlyResultWaitMs; waited += EARLY_RESULT_STEP_MS) {
    if (!(await database.run(dbTimeoutMs, anyPromptSending))) break;
    await delay(EARLY_RESULT_STEP_MS);
    settled = await settle();
  }
  const facts = { checkoutRequestId: requestIdForLog(result.checkoutRequestId), resultCode: result.resultCode, amount: result.payment?.amount ?? null, receipt: result.payment?.receipt ?? null };
  if (settled.kind === 'mismatch') return { state: 'ignored', outcome: 'MerchantRequestID is not the one Daraja gave us', problem: null, orderId: null, facts: { ...facts, orderId: settled.orderId } };
  if (settled.kind !== 'unknown-prompt') {
    return { state: 'handled', outcome: `prompt ${settled.state}${settled.effect ? `, payment ${settled.effect}` : ''}`, problem: null, orderId: settled.orderId, facts: { ...facts, orderId: settled.orderId, state: settled.state, effect: settled.effect } };
  }
  // Money for a prompt we cannot place is still money received: kept for the office to match.
  const paid = result.payment;
  if (paid?.receipt && paid.amount !== null) {
    const { receipt, amount } = paid;
    await database.transaction(dbTimeoutMs, (tx: Db) =>
      storePayment(tx, { source: 'prompt-callback', transId: receipt, amount, msisdn: paid.phone, firstName: null, billRefNumber: null, shortCode: null, transTime: paid.transactionDate, checkoutRequestId: result.checkoutRequestId }),
    );
    return { state: 'handled', outcome: 'payment for a prompt we cannot place: kept unmatched', problem: null, orderId: null, facts };
  }
  return { state: 'ignored', outcome: 'no prompt of ours has this CheckoutRequestID', problem: null, orderId: null, facts };
}

async function handleConfirmation(context: EvidenceContext, json: unknown): Promise<Handled> {
  const parsed = parseC2bPayment(json);
  if (!parsed.ok) return unreadable(parsed.problem);
  const payment = parsed.value;
  const facts = { receipt: payment.transId, amount: payment.amount, shortCode: payment.shortCode };
  if (payment.shortCode !== '' && payment.shortCode !== context.daraja.shortCode && payment.shortCode !== context.daraja.till) {
    return { state: 'ignored', outcome: 'not our store number or till', problem: null, orderId: null, facts };
  }
  const settled = await context.database.transaction(context.dbTimeoutMs, (tx) =>
    settleTillPayment(tx, {
      source: 'c2b',
      transId: payment.transId,
      amount: payment.amount,
      msisdn: payment.msisdn || null,
      firstName: payment.firstName || null,
      billRefNumber: payment.billRefNumber || null,
      shortCode: payment.shortCode || null,
      transTime: payment.transTime,
      checkoutRequestId: null,
    }),
  );
  return { state: 'handled', outcome: settled.orderId ? `${settled.effect} ${settled.orderId}` : settled.effect, problem: null, orderId: settled.orderId, facts: { ...facts, orderId: settled.orderId, effect: settled.effect } };
}

/** Handles one body of `kind`, already journaled. */
export async function handleEvidence(context: EvidenceContext, kind: EvidenceKind, json: unknown): Promise<Handled> {
  if (json === undefined) return unreadable('body: not JSON');
  switch (kind) {
    case 'stk-result': {
      const parsed = parseStkCallback(json);
      return parsed.ok ? handleStkResult(context, parsed.value) : unreadable(parsed.problem);
    }
    case 'c2b-validation': {
      // A till payment is never refused: a wrong amount is flagged when it is confirmed.
      const parsed = parseC2bPayment(json);
      return parsed.ok ? { state: 'handled', outcome: 'validated', problem: null, orderId: null, facts: { receipt: parsed.value.transId, amount: parsed.value.amount } } : unreadable(parsed.problem);
    }
    case 'c2b-confirmation':
      return handleConfirmation(context, json);
    case 'status-result':
    case 'status-timeout': {
      const result = parseStatusResult(json);
      if (result === null) return unreadable('Result: no ResultCode or ConversationID');
      // A queue time-out is no answer about the receipt: the request failed, and is asked again.
      const settled = await context.database.transaction(context.dbTimeoutMs, (tx) => settleStatusResult(tx, kind === 'status-timeout' ? { ...result, resultCode: result.resultCode === '0' ? 'TIMEOUT' : result.resultCode, completed: false } : result));
      return { state: settled.state, outcome: settled.outcome, problem: null, orderId: settled.orderId, facts: { resultCode: result.resultCode, receipt: result.receipt, amount: result.amount, orderId: settled.orderId, effect: settled.effect } };
    }
  }
}
