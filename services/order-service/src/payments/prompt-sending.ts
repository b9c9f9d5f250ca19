// Sending a prompt to Daraja and recording what came of it (docs/payments.md, "The shopper's
// calls"). Daraja's answer to the push is what tells the prompt's IDs; when it does not come in
// time (a slow answer, a reset connection, a process that dies), the prompt may be on the phone
// all the same: it is `unknown`, never "nothing was sent". A late answer is still read and
// recorded; a success callback for a prompt whose answer never came is matched by phone and
// amount (prompt-settlement.ts).
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { MpesaConfig } from '../config';
import { errorSummary, requestIdForLog } from '../log-safe';
import type { DarajaClient, StkPushAccepted } from './daraja/daraja-client';
import { DarajaError } from './daraja/daraja-error';
import { DEFAULT_REQUEST_TIMEOUT_MS } from './daraja/daraja-settings';
import type { PaymentNotifier } from './payment-notifier';
import type { PromptRow } from './prompt-settlement';
import { markRefused, markSent, markUnknown } from './prompt-store';

/** Daraja's answer to a push for a subscriber with a session under way: the phone is busy. */
export const SUBSCRIBER_LOCKED_ERROR_CODE = '500.001.1001';

/** What the shopper is told of a push. */
export type PushOutcome = 'sent' | 'unknown' | 'busy' | 'refused';

type Settled = { kind: 'accepted'; ids: StkPushAccepted } | { kind: 'error'; error: unknown } | { kind: 'slow' };

/**
 * Whether a failed push may still have put the prompt on the phone: Daraja did not answer (a
 * time-out, a reset), or a gateway answered 5xx without Daraja's error body.
 */
export function mayHaveReachedPhone(error: unknown): boolean {
  if (!(error instanceof DarajaError)) return false;
  if (error.status === undefined) return true;
  return error.status >= 500 && error.errorCode === undefined;
}

export interface PromptSender {
  send(prompt: PromptRow, orderId: string, log: FastifyBaseLogger): Promise<PushOutcome>;
  /** Late answers still being read (for a clean close). */
  settled(): Promise<void>;
}

export function promptSender(options: { database: Database; daraja: DarajaClient; mpesa: MpesaConfig; notifier: PaymentNotifier; dbTimeoutMs: number }): PromptSender {
  const { database, daraja, mpesa, notifier, dbTimeoutMs } = options;
  const waitMs = mpesa.daraja?.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const late = new Set<Promise<unknown>>();

  const recordAccepted = async (prompt: PromptRow, orderId: string, ids: StkPushAccepted, log: FastifyBaseLogger) => {
    await database.transaction(dbTimeoutMs, (tx) => markSent(tx, prompt.id, ids, mpesa.queryAfterMs));
    log.info({ orderId, checkoutRequestId: requestIdForLog(ids.checkoutRequestId), amount: prompt.amount }, 'prompt sent');
  };

  /** A refusal Daraja did answer: nothing is on the phone. */
  const recordRefused = async (prompt: PromptRow, orderId: string, error: unknown, log: FastifyBaseLogger): Promise<'busy' | 'refused'> => {
    const summary = errorSummary(error);
    const busy = error instanceof DarajaError && error.errorCode === SUBSCRIBER_LOCKED_ERROR_CODE;
    const why = error instanceof DarajaError ? error.message : summary.error;
    log.warn({ orderId, ...summary, ...(error instanceof DarajaError && error.errorCode ? { darajaCode: error.errorCode } : {}) }, busy ? 'prompt not sent: the phone is busy with another M-Pesa request' : 'prompt not sent: Daraja refused it');
    await database.transaction(dbTimeoutMs, (tx) => markRefused(tx, prompt.id, busy ? 'busy' : 'failed', why));
    return busy ? 'busy' : 'refused';
  };

  return {
    async send(prompt, orderId, log) {
      const pushing = daraja.stkPush({ orderId, amount: prompt.amount, phone: prompt.phone, answerWithinMs: Math.max(waitMs, mpesa.unknownPromptMs) });
      const first: Settled = await Promise.race([
        pushing.then(
          (ids): Settled => ({ kind: 'accepted', ids }),
          (error: unknown): Settled => ({ kind: 'error', error }),
        ),
        delay(waitMs).then((): Settled => ({ kind: 'slow' })),
      ]);
      if (first.kind === 'accepted') {
        await recordAccepted(prompt, orderId, first.ids, log);
        return 'sent';
      }
      if (first.kind === 'error' && !mayHaveReachedPhone(first.error)) return recordRefused(prompt, orderId, first.error, log);
      const why = first.kind === 'slow' ? `Daraja did not answer within ${waitMs} ms` : first.error instanceof Error ? first.error.message : 'no answer';
      await database.transaction(dbTimeoutMs, (tx) => markUnknown(tx, prompt.id, why));
      log.warn({ orderId, amount: prompt.amount, ...(first.kind === 'error' ? errorSummary(first.error) : {}) }, 'prompt outcome unknown: Daraja\'s answer was not read; the shopper checks their phone');
      if (first.kind === 'slow') {
        // Keep reading: a late answer gives the prompt its IDs, so STK Query can settle it.
        const reading = pushing
          .then(
            async (ids) => {
              await recordAccepted(prompt, orderId, ids, log);
              notifier.changed(orderId);
            },
            async (error: unknown) => {
              if (mayHaveReachedPhone(error)) return;
              await recordRefused(prompt, orderId, error, log);
              notifier.changed(orderId);
            },
          )
          .catch((error: unknown) => log.warn({ orderId, ...errorSummary(error) }, 'a late answer to a prompt could not be recorded'))
          .finally(() => late.delete(reading));
        late.add(reading);
      }
      return 'unknown';
    },
    async settled() {
      await Promise.allSettled([...late]);
    },
  };
}
