// Lost callbacks (docs/payments.md): a prompt still `sent` MPESA_QUERY_AFTER_MS after it was sent
// is asked about with STK Query, again every MPESA_QUERY_EVERY_MS while Daraja says it is being
// processed, by whichever instance claims it (FOR UPDATE SKIP LOCKED, with a lease, as the
// forwarder does): never two instances at once on one prompt. After MPESA_PROMPT_GIVE_UP_MINUTES
// it is `unresolved` and its order flagged. The prompts live in the database, so this carries on
// after a restart. The same rounds fail prompts stuck `sending` (the instance died mid-push) and
// flag typed codes whose till payment never came.
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MpesaConfig } from '../config';
import type { Database, Db } from '../db/database';
import { mpesaPayments, mpesaPrompts, orders } from '../db/schema';
import { ACTORS, changeOrder } from '../orders/order-change';
import { errorSummary, requestIdForLog } from '../log-safe';
import { isAwaiting } from '../orders/order-status';
import type { DarajaClient } from './daraja/daraja-client';
import { claimUnhandled, markEvidence } from './evidence/evidence-journal';
import { referenceOf } from './evidence/evidence-reference';
import { handleEvidence, type EvidenceContext } from './evidence/handle-evidence';
import { codesToCheck, forgetFailedRequests, largeOrderReceiptsToCheck, requestStatusCheck, unmatchedReceiptsToCheck } from './status-checks';
import { lockOrder } from './payment-matching';
import type { PaymentNotifier } from './payment-notifier';
import { settlePrompt, type PromptRow } from './prompt-settlement';

/** A prompt `sending` this long was never recorded as sent: its instance died, or Daraja never answered. */
export const STUCK_SENDING_MS = 2 * 60 * 1000;
/** How long one instance holds a claimed prompt before another may ask about it. */
const LEASE_MS = 60_000;
/** Prompts asked about per round. */
const BATCH = 20;
/** A journaled body still `received` this long after it came was not handled: it is handled again. */
const EVIDENCE_REPLAY_AFTER_MS = 30_000;
/** How many times one body is tried before it is left to the office. */
const EVIDENCE_ATTEMPTS = 5;
/** A Transaction Status request Daraja refused or did not take is asked again after this. */
const STATUS_RETRY_AFTER_MS = 5 * 60 * 1000;

export interface PromptRecovery {
  /** One round now (or the one running); resolves when it is done. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export interface RecoveryOptions {
  database: Database;
  daraja: DarajaClient;
  mpesa: MpesaConfig;
  notifier: PaymentNotifier;
  log: FastifyBaseLogger;
  dbTimeoutMs: number;
}

export function startPromptRecovery(options: RecoveryOptions): PromptRecovery {
  const { database, daraja, mpesa, notifier, log, dbTimeoutMs } = options;
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => database.transaction(dbTimeoutMs, work);
  const evidenceContext: EvidenceContext | null = mpesa.daraja ? { database, daraja: mpesa.daraja, dbTimeoutMs, earlyResultWaitMs: 0 } : null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function failStuckSending(): Promise<void> {
    const failed = await database.run(dbTimeoutMs, (db) =>
      db
        .update(mpesaPrompts)
        .set({ state: 'failed', resultDesc: 'never recorded as sent', settledAt: sql`now()` })
        .where(and(eq(mpesaPrompts.state, 'sending'), lte(mpesaPrompts.createdAt, sql`now() - make_interval(secs => ${STUCK_SENDING_MS / 1000})`)))
        .returning({ orderId: mpesaPrompts.orderId }),
    );
    for (const prompt of failed) {
      log.warn({ orderId: prompt.orderId }, 'prompt stuck sending: failed');
      notifier.changed(prompt.orderId);
    }
  }

  /** Claims the prompts due for a query: each moves its next_query_at a lease ahead, so no other instance takes it meanwhile. */
  const claimDue = () =>
    database.run(dbTimeoutMs, (db) =>
      db
        .update(mpesaPrompts)
        .set({ nextQueryAt: sql`now() + make_interval(secs => ${LEASE_MS / 1000})` })
        .where(
          inArray(
            mpesaPrompts.id,
            db
              .select({ id: mpesaPrompts.id })
              .from(mpesaPrompts)
              .where(and(eq(mpesaPrompts.state, 'sent'), lte(mpesaPrompts.nextQueryAt, sql`now()`)))
              .orderBy(asc(mpesaPrompts.nextQueryAt))
              .limit(BATCH)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning(),
    );

  const askAgain = (prompt: PromptRow) =>
    database.run(dbTimeoutMs, (db) =>
      db
        .update(mpesaPrompts)
        .set({ nextQueryAt: sql`now() + make_interval(secs => ${mpesa.queryEveryMs / 1000})`, queryAttempts: sql`${mpesaPrompts.queryAttempts} + 1` })
        .where(and(eq(mpesaPrompts.id, prompt.id), eq(mpesaPrompts.state, 'sent'))),
    );

  /** Nobody answered in time: the prompt is unresolved and its unpaid order flagged for the owner. */
  const giveUp = (prompt: PromptRow, from: 'sent' | 'unknown' = 'sent') =>
    inTransaction(async (tx) => {
      const order = await lockOrder(tx, prompt.orderId);
      const [updated] = await tx
        .update(mpesaPrompts)
        .set({ state: 'unresolved', settledAt: sql`now()`, nextQueryAt: null })
        .where(and(eq(mpesaPrompts.id, prompt.id), eq(mpesaPrompts.state, from)))
        .returning({ id: mpesaPrompts.id });
      if (!updated || !order || !isAwaiting(order.status)) return false;
      await changeOrder(tx, order.orderId, { paymentFlag: order.paymentFlag ?? 'prompt-unresolved' }, { event: 'payment flagged: prompt-unresolved', note: prompt.checkoutRequestId, actor: ACTORS.shop });
      return true;
    });

  async function query(prompt: PromptRow): Promise<void> {
    const checkoutRequestId = prompt.checkoutRequestId!;
    const shownId = requestIdForLog(checkoutRequestId);
    const pastGiveUp = Date.now() - (prompt.sentAt ?? prompt.createdAt).getTime() >= mpesa.promptGiveUpMinutes * 60_000;
    let answer: Awaited<ReturnType<DarajaClient['stkQuery']>> | null = null;
    try {
      answer = await daraja.stkQuery(checkoutRequestId);
    } catch (error) {
      log.warn({ orderId: prompt.orderId, checkoutRequestId: shownId, ...errorSummary(error) }, 'STK Query failed; will ask again');
    }
    if (answer?.kind === 'settled') {
      const settled = await inTransaction((tx) =>
        settlePrompt(tx, { source: 'stk-query', checkoutRequestId, merchantRequestId: answer.merchantRequestId, resultCode: answer.resultCode, resultDesc: answer.resultDesc, payment: null }),
      );
      if (settled.kind === 'settled' || settled.kind === 'already-settled') {
        log.info({ orderId: settled.orderId, checkoutRequestId: shownId, resultCode: answer.resultCode, state: settled.state, effect: settled.effect }, 'prompt settled by STK Query');
        notifier.changed(settled.orderId);
        return;
      }
      log.warn({ orderId: prompt.orderId, checkoutRequestId: shownId, kind: settled.kind }, 'STK Query answer does not match the prompt');
    }
    if (pastGiveUp) {
      if (await giveUp(prompt)) log.warn({ orderId: prompt.orderId, checkoutRequestId: shownId }, 'prompt unresolved: no callback and no query answer; order flagged');
      notifier.changed(prompt.orderId);
      return;
    }
    await askAgain(prompt);
  }

  /** Typed codes whose till payment has not come after MPESA_CODE_MATCH_MINUTES: flagged once (cleared when it comes). */
  async function flagUnmatchedCodes(): Promise<void> {
    const flagged = await inTransaction(async (tx) => {
      // Locked as every change locks an order (one instance flags each; another skips it this round).
      const rows = await tx
        .select({ orderId: orders.orderId })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'awaiting-confirmation'),
            isNull(orders.paymentFlag),
            isNotNull(orders.codeTypedAt),
            lte(orders.codeTypedAt, sql`now() - make_interval(secs => ${mpesa.codeMatchMinutes * 60})`),
            sql`NOT EXISTS (SELECT 1 FROM ${mpesaPayments} WHERE ${mpesaPayments.transId} = ${orders.mpesaTransactionId})`,
          ),
        )
        .for('update', { skipLocked: true });
      for (const row of rows) await changeOrder(tx, row.orderId, { paymentFlag: 'code-unmatched' }, { event: 'payment flagged: code-unmatched', note: null, actor: ACTORS.shop });
      return rows;
    });
    for (const row of flagged) {
      log.warn({ orderId: row.orderId }, 'typed M-Pesa code has no till payment: order flagged');
      notifier.changed(row.orderId);
    }
  }

  /**
   * Prompts whose push answer was never read, past MPESA_UNKNOWN_PROMPT_MS with no callback and no
   * payment: no query can ask about them (we never learnt their IDs), so they are unresolved, their
   * order flagged for the owner to check against the till's statement, and a new prompt may go.
   */
  async function lapseUnknownPrompts(): Promise<void> {
    const lapsed = await database.run(dbTimeoutMs, (db) =>
      db
        .select()
        .from(mpesaPrompts)
        .where(and(eq(mpesaPrompts.state, 'unknown'), lte(mpesaPrompts.createdAt, sql`now() - make_interval(secs => ${mpesa.unknownPromptMs / 1000})`)))
        .limit(BATCH),
    );
    for (const prompt of lapsed) {
      if (await giveUp(prompt, 'unknown')) log.warn({ orderId: prompt.orderId }, 'prompt outcome still unknown: unresolved; order flagged');
      notifier.changed(prompt.orderId);
    }
  }

  /** Journaled bodies whose handling failed (or whose instance died): handled again, a bounded number of times. */
  async function replayEvidence(): Promise<void> {
    if (evidenceContext === null) return;
    const rows = await database.run(dbTimeoutMs, (db) => claimUnhandled(db, EVIDENCE_REPLAY_AFTER_MS, EVIDENCE_ATTEMPTS));
    for (const row of rows) {
      try {
        const handled = await handleEvidence(evidenceContext, row.kind, referenceOf(row.kind, row.body).json);
        await database.run(dbTimeoutMs, (db) => markEvidence(db, row.id, handled));
        log.info({ evidence: row.id, kind: row.kind, ...handled.facts, outcome: handled.outcome }, 'M-Pesa evidence handled again');
        if (handled.orderId !== null) notifier.changed(handled.orderId);
      } catch (error) {
        const last = row.attempts >= EVIDENCE_ATTEMPTS;
        log.warn({ evidence: row.id, kind: row.kind, ...errorSummary(error) }, last ? 'M-Pesa evidence could not be handled: left for the office' : 'M-Pesa evidence still not handled; will try again');
        if (last) await database.run(dbTimeoutMs, (db) => markEvidence(db, row.id, { state: 'unreadable', problem: `handling failed ${row.attempts} times` }));
      }
    }
  }

  /**
   * Transaction Status, when an initiator is configured: a typed code whose till payment has not
   * come, the receipts of a large paid order, and a payment matched to no order are asked about once (a request Daraja refused is
   * asked again after STATUS_RETRY_AFTER_MS).
   */
  async function askMpesa(): Promise<void> {
    if (!mpesa.daraja?.initiator) return;
    await database.run(dbTimeoutMs, (db) => forgetFailedRequests(db, STATUS_RETRY_AFTER_MS));
    const codes = await database.run(dbTimeoutMs, (db) => codesToCheck(db, mpesa.statusCheckAfterMs));
    const large = mpesa.verifyAboveKes > 0 ? await database.run(dbTimeoutMs, (db) => largeOrderReceiptsToCheck(db, mpesa.verifyAboveKes)) : [];
    const unmatched = await database.run(dbTimeoutMs, (db) => unmatchedReceiptsToCheck(db, mpesa.statusCheckAfterMs));
    const due = [
      ...codes.map((check) => ({ ...check, reason: 'typed-code' as const })),
      ...large.map((check) => ({ ...check, reason: 'large-order' as const })),
      ...unmatched.map((check) => ({ ...check, reason: 'office' as const })),
    ];
    for (const check of due) {
      if (stopped) return;
      try {
        const sent = await requestStatusCheck(database, dbTimeoutMs, daraja, check);
        if (sent) log.info({ orderId: check.orderId, reason: check.reason, conversationId: sent.conversationId }, 'Transaction Status asked');
      } catch (error) {
        log.warn({ orderId: check.orderId, reason: check.reason, ...errorSummary(error) }, 'Transaction Status could not be asked; will try again');
      }
    }
  }

  async function round(): Promise<void> {
    await replayEvidence();
    await failStuckSending();
    await lapseUnknownPrompts();
    for (let claimed = await claimDue(); claimed.length > 0 && !stopped; claimed = await claimDue()) {
      for (const prompt of claimed) {
        if (stopped) return;
        await query(prompt).catch((error: unknown) => log.warn({ orderId: prompt.orderId, ...errorSummary(error) }, 'prompt recovery failed for one prompt; will try again'));
      }
      if (claimed.length < BATCH) break;
    }
    await flagUnmatchedCodes();
    await askMpesa();
  }

  const runOnce = () => {
    running ??= round()
      .catch((error: unknown) => log.warn(errorSummary(error), 'prompt recovery could not run; will try next round'))
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void runOnce(), mpesa.recoveryEveryMs);
  timer.unref();
  void runOnce();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
