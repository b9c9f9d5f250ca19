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
import { errorSummary } from '../log-safe';
import { isAwaiting } from '../orders/order-status';
import type { DarajaClient } from './daraja/daraja-client';
import { lockOrder } from './payment-matching';
import type { PaymentNotifier } from './payment-notifier';
import { settlePrompt, type PromptRow } from './prompt-settlement';

/** A prompt `sending` this long was never recorded as sent: its instance died, or Daraja never answered. */
export const STUCK_SENDING_MS = 2 * 60 * 1000;
/** How long one instance holds a claimed prompt before another may ask about it. */
const LEASE_MS = 60_000;
/** Prompts asked about per round. */
const BATCH = 20;

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
  const giveUp = (prompt: PromptRow) =>
    inTransaction(async (tx) => {
      const order = await lockOrder(tx, prompt.orderId);
      const [updated] = await tx
        .update(mpesaPrompts)
        .set({ state: 'unresolved', settledAt: sql`now()`, nextQueryAt: null })
        .where(and(eq(mpesaPrompts.id, prompt.id), eq(mpesaPrompts.state, 'sent')))
        .returning({ id: mpesaPrompts.id });
      if (!updated || !order || !isAwaiting(order.status)) return false;
      await changeOrder(tx, order.orderId, { paymentFlag: order.paymentFlag ?? 'prompt-unresolved' }, { event: 'payment flagged: prompt-unresolved', note: prompt.checkoutRequestId, actor: ACTORS.shop });
      return true;
    });

  async function query(prompt: PromptRow): Promise<void> {
    const checkoutRequestId = prompt.checkoutRequestId!;
    const pastGiveUp = Date.now() - (prompt.sentAt ?? prompt.createdAt).getTime() >= mpesa.promptGiveUpMinutes * 60_000;
    let answer: Awaited<ReturnType<DarajaClient['stkQuery']>> | null = null;
    try {
      answer = await daraja.stkQuery(checkoutRequestId);
    } catch (error) {
      log.warn({ orderId: prompt.orderId, checkoutRequestId, ...errorSummary(error) }, 'STK Query failed; will ask again');
    }
    if (answer?.kind === 'settled') {
      const settled = await inTransaction((tx) =>
        settlePrompt(tx, { source: 'stk-query', checkoutRequestId, merchantRequestId: answer.merchantRequestId, resultCode: answer.resultCode, resultDesc: answer.resultDesc, payment: null }),
      );
      if (settled.kind === 'settled' || settled.kind === 'already-settled') {
        log.info({ orderId: settled.orderId, checkoutRequestId, resultCode: answer.resultCode, state: settled.state, effect: settled.effect }, 'prompt settled by STK Query');
        notifier.changed(settled.orderId);
        return;
      }
      log.warn({ orderId: prompt.orderId, checkoutRequestId, kind: settled.kind }, 'STK Query answer does not match the prompt');
    }
    if (pastGiveUp) {
      if (await giveUp(prompt)) log.warn({ orderId: prompt.orderId, checkoutRequestId }, 'prompt unresolved: no callback and no query answer; order flagged');
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

  async function round(): Promise<void> {
    await failStuckSending();
    for (let claimed = await claimDue(); claimed.length > 0 && !stopped; claimed = await claimDue()) {
      for (const prompt of claimed) {
        if (stopped) return;
        await query(prompt).catch((error: unknown) => log.warn({ orderId: prompt.orderId, ...errorSummary(error) }, 'prompt recovery failed for one prompt; will try again'));
      }
      if (claimed.length < BATCH) break;
    }
    await flagUnmatchedCodes();
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

/** Registers the C2B URLs at start, trying a few times in the background; a failure is a warning, never a stop. */
export function registerC2bInBackground(daraja: DarajaClient, log: FastifyBaseLogger, delaysMs: readonly number[] = [0, 10_000, 60_000, 300_000]): { stop(): void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const attempt = (index: number) => {
    timer = setTimeout(() => {
      if (stopped) return;
      daraja.registerC2bUrls().then(
        () => log.info('C2B URLs registered'),
        (error: unknown) => {
          const last = index + 1 >= delaysMs.length;
          log.warn({ ...errorSummary(error), attempt: index + 1 }, last ? 'C2B URLs could not be registered; till payments will not confirm themselves' : 'C2B URL registration failed; will retry');
          if (!last) attempt(index + 1);
        },
      );
    }, delaysMs[index]);
    timer.unref();
  };
  attempt(0);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
