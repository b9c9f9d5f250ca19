// Daraja's calls to the shop (docs/payments.md, "Daraja's calls to the shop"), under the
// deployment's secret path: a prompt's result, and a till payment's validation and confirmation.
// Daraja signs nothing, so each body is held to its documented shape, checked against what the
// shop sent, and handled idempotently in one transaction: a replay changes nothing.
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/database';
import { callbackPaths, type DarajaSettings } from './daraja/daraja-settings';
import { parseC2bPayment, parseStkCallback } from './daraja/callback-bodies';
import { settleTillPayment } from './payment-matching';
import type { PaymentNotifier } from './payment-notifier';
import { settlePrompt, type PromptSettlement } from './prompt-settlement';
import { anyPromptSending } from './prompt-store';

export interface CallbackRouteOptions {
  database: Database;
  daraja: DarajaSettings;
  /** Addresses or ranges callbacks may come from; null: any. */
  allow: string[] | null;
  notifier: PaymentNotifier;
  dbTimeoutMs: number;
}

export const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

/** How long a result for a prompt we do not know yet is held, while one of ours is still being recorded as sent. */
const EARLY_RESULT_WAIT_MS = 3_000;
const EARLY_RESULT_STEP_MS = 200;

/** The addresses a callback may come from, as a check. */
export function allowList(entries: string[] | null): ((address: string) => boolean) | null {
  if (entries === null) return null;
  const blocks = new net.BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = net.isIPv4(address!) ? 'ipv4' : 'ipv6';
    blocks.addSubnet(address!, bits === undefined ? (family === 'ipv4' ? 32 : 128) : Number(bits), family);
  }
  return (address) => {
    const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return net.isIP(ip) !== 0 && blocks.check(ip, net.isIPv4(ip) ? 'ipv4' : 'ipv6');
  };
}

export async function callbackRoutes(app: FastifyInstance, options: CallbackRouteOptions): Promise<void> {
  const { database, daraja, notifier, dbTimeoutMs } = options;
  const paths = callbackPaths(daraja.callbackSecret);
  const allowed = allowList(options.allow);
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => database.transaction(dbTimeoutMs, work);

  // The client's real address (behind the trusted proxy: TRUST_PROXY), against the allow-list.
  const fromDaraja = async (request: FastifyRequest, reply: FastifyReply) => {
    if (allowed !== null && !allowed(request.ip)) {
      request.log.warn('callback refused: its source is not in MPESA_CALLBACK_ALLOW');
      return reply.code(403).send({ error: 'Forbidden.' });
    }
  };
  const refused = (request: FastifyRequest, reply: FastifyReply, problem: string) => {
    // The problem names a field, never its value.
    request.log.warn({ problem }, 'callback refused: not the shape Daraja documents');
    return reply.code(400).send({ ResultCode: 1, ResultDesc: 'Rejected' });
  };

  app.post(paths.stk, { preHandler: fromDaraja }, async (request, reply) => {
    const parsed = parseStkCallback(request.body);
    if (!parsed.ok) return refused(request, reply, parsed.problem);
    const result = parsed.value;
    const settle = () => inTransaction((tx) => settlePrompt(tx, { source: 'prompt-callback', ...result }));
    let settled: PromptSettlement = await settle();
    // The callback can overtake the answer to our own push: hold it while a prompt is being recorded.
    for (let waited = 0; settled.kind === 'unknown-prompt' && waited < EARLY_RESULT_WAIT_MS; waited += EARLY_RESULT_STEP_MS) {
      if (!(await database.run(dbTimeoutMs, anyPromptSending))) break;
      await delay(EARLY_RESULT_STEP_MS);
      settled = await settle();
    }
    const facts = { checkoutRequestId: result.checkoutRequestId, resultCode: result.resultCode, amount: result.payment?.amount ?? null, receipt: result.payment?.receipt ?? null };
    if (settled.kind === 'unknown-prompt') request.log.warn(facts, 'prompt callback ignored: no prompt of ours has this CheckoutRequestID');
    else if (settled.kind === 'mismatch') request.log.warn({ ...facts, orderId: settled.orderId }, 'prompt callback ignored: its MerchantRequestID is not the one Daraja gave us');
    else {
      request.log.info({ ...facts, orderId: settled.orderId, state: settled.state, effect: settled.effect, replay: settled.kind === 'already-settled' }, 'prompt callback');
      notifier.changed(settled.orderId);
    }
    return ACCEPTED;
  });

  app.post(paths.c2bValidation, { preHandler: fromDaraja }, async (request, reply) => {
    const parsed = parseC2bPayment(request.body);
    if (!parsed.ok) return refused(request, reply, parsed.problem);
    // A till payment is never refused: a wrong amount is flagged, not bounced.
    return ACCEPTED;
  });

  app.post(paths.c2bConfirmation, { preHandler: fromDaraja }, async (request, reply) => {
    const parsed = parseC2bPayment(request.body);
    if (!parsed.ok) return refused(request, reply, parsed.problem);
    const payment = parsed.value;
    const facts = { receipt: payment.transId, amount: payment.amount, shortCode: payment.shortCode };
    if (payment.shortCode !== daraja.shortCode && payment.shortCode !== daraja.till) {
      request.log.warn(facts, 'till confirmation ignored: not our store number or till');
      return ACCEPTED;
    }
    const settled = await inTransaction((tx) =>
      settleTillPayment(tx, {
        source: 'c2b',
        transId: payment.transId,
        amount: payment.amount,
        msisdn: payment.msisdn || null,
        firstName: payment.firstName || null,
        billRefNumber: payment.billRefNumber || null,
        shortCode: payment.shortCode,
        transTime: payment.transTime,
        checkoutRequestId: null,
      }),
    );
    request.log.info({ ...facts, orderId: settled.orderId, effect: settled.effect }, 'till confirmation');
    if (settled.orderId !== null) notifier.changed(settled.orderId);
    return ACCEPTED;
  });
}
