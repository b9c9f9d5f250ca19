// The shopper's payment calls (docs/payments.md, "The shopper's calls"), each with the order's
// key in X-Order-Key: a wrong or missing key is the same 404 as an unknown order.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { normaliseKenyanPhone } from '@mimea/shared/pure';
import { CASH_ON_DELIVERY_COUNTY, ORDER_ID_PATTERN, isTransactionId } from '@mimea/order-rules';
import type { Database, Db } from '../db/database';
import { mpesaPrompts, orders } from '../db/schema';
import { ACTORS, changeOrder } from '../orders/order-change';
import type { MpesaConfig } from '../config';
import type { RouteSetup } from '../route-setup';
import { check } from '../validation';
import { isAwaiting } from '../orders/order-status';
import type { DarajaClient } from './daraja/daraja-client';
import { isOrderKey, type OrderKeys } from './order-keys';
import { codePaidAnotherOrder, lockOrder, matchWaitingPayments } from './payment-matching';
import type { PaymentNotifier } from './payment-notifier';
import { readPaymentView, type PaymentView } from './payment-view';
import { beginPrompt } from './prompt-store';
import { promptSender } from './prompt-sending';

export interface ShopperPaymentOptions {
  setup: RouteSetup;
  database: Database;
  mpesa: MpesaConfig;
  /** Null when no Daraja is configured: prompts are off. */
  daraja: DarajaClient | null;
  keys: OrderKeys;
  notifier: PaymentNotifier;
  /** Each database read of a long poll gets this much time of its own. */
  dbTimeoutMs: number;
}

export const paymentMessages = {
  notFound: 'There is no order with this ID.',
  promptsOff: 'M-Pesa prompts are not available: please pay at the till.',
  inFlight: 'A payment prompt is already on the phone. Please answer it, or wait for it to end.',
  limit: 'No more payment prompts can be sent for this order. Please pay at the till.',
  notAwaiting: 'This order is not waiting for a payment.',
  unavailable: 'M-Pesa did not take the prompt: nothing was sent to the phone. Please try again, or pay at the till.',
  cooldown: 'M-Pesa takes one prompt for the same amount to the same phone every 2 minutes. Please wait, or use another number.',
  phoneBusy: 'Another M-Pesa request is open on this phone. Close it, wait a minute, then try again.',
  codeUsed: 'This M-Pesa transaction ID has already been used for another order. Please check the code in your M-Pesa message.',
  codNotOffered: `Cash on delivery is offered in ${CASH_ON_DELIVERY_COUNTY} only.`,
} as const;

/** Longest long poll, in seconds. */
export const MAX_WAIT_S = 10;
/** How often a long poll re-reads when the change happened on another instance. */
const REREAD_MS = 500;

const phoneBody = z
  .object({
    phoneNumber: z
      .string()
      .refine((value) => normaliseKenyanPhone(value) === value, 'The phone number must be a Kenyan mobile number written +254 and 9 digits.')
      .nullable()
      .optional(),
  })
  .nullable()
  .optional();
const codeBody = z.object({ mpesaTransactionId: z.string('mpesaTransactionId is required.').refine(isTransactionId, 'An M-Pesa transaction ID is 10 upper-case letters or digits.') });
const viewQuery = z.object({
  seen: z.string().regex(/^[0-9a-f]{1,64}$/, 'seen is a version from a payment view.').optional(),
  wait: z.coerce.number('wait is a number of seconds.').min(0, 'wait is 0 to 10 seconds.').max(MAX_WAIT_S, 'wait is 0 to 10 seconds.').default(0),
});

type Params = { Params: { orderId: string } };

export async function shopperPaymentRoutes(app: FastifyInstance, options: ShopperPaymentOptions): Promise<void> {
  const { setup, database, mpesa, daraja, keys, notifier, dbTimeoutMs } = options;
  const { inDatabase, inTransaction, perMinute } = setup;
  const viewOptions = { maxPrompts: mpesa.maxPrompts, promptsAvailable: daraja !== null, rules: mpesa.rules };
  const sender = daraja ? promptSender({ database, daraja, mpesa, notifier, dbTimeoutMs }) : null;
  const view = (db: Db, orderId: string) => readPaymentView(db, orderId, viewOptions);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    await sender?.settled();
  });

  /** The order this request may see (its key matches), or null after answering 404. */
  async function keyed(request: FastifyRequest<Params>, reply: FastifyReply): Promise<string | null> {
    const { orderId } = request.params;
    const secret = ORDER_ID_PATTERN.test(orderId) ? await keys.secret((load) => inDatabase(request, load)) : null;
    const given = request.headers['x-order-key'];
    if (secret === null || !isOrderKey(secret, orderId, typeof given === 'string' ? given : undefined)) {
      await reply.code(404).send({ error: paymentMessages.notFound });
      return null;
    }
    return orderId;
  }

  /** The view after a change, with a fresh time budget (the change may have used the request's). */
  const freshView = (orderId: string) => database.run(dbTimeoutMs, (db) => view(db, orderId));

  app.post<Params>('/api/orders/:orderId/prompts', perMinute(mpesa.promptsPerMinute), async (request, reply) => {
    if (daraja === null) return reply.code(404).send({ error: paymentMessages.promptsOff, code: 'prompts-off' });
    const orderId = await keyed(request, reply);
    if (orderId === null) return reply;
    const body = check(phoneBody, request.body ?? null);
    if (!body.ok) return reply.code(400).send({ error: 'The prompt request has problems.', problems: body.problems });
    const started = await inTransaction(request, (tx) => beginPrompt(tx, orderId, body.value?.phoneNumber ?? null, mpesa));
    if (started.kind === 'not-found') return reply.code(404).send({ error: paymentMessages.notFound });
    if (started.kind === 'refused') {
      const message = {
        'prompt-in-flight': paymentMessages.inFlight,
        'prompt-limit': paymentMessages.limit,
        'not-awaiting-payment': paymentMessages.notAwaiting,
        'prompt-cooldown': paymentMessages.cooldown,
      }[started.code];
      const retryAt = started.retryAt?.toISOString();
      if (started.retryAt) reply.header('Retry-After', String(Math.max(1, Math.ceil((started.retryAt.getTime() - Date.now()) / 1000))));
      return reply.code(409).send({ error: message, code: started.code, ...(retryAt ? { retryAt } : {}) });
    }
    const outcome = await sender!.send(started.prompt, orderId, request.log);
    notifier.changed(orderId);
    if (outcome === 'refused') return reply.code(503).header('Retry-After', '5').send({ error: paymentMessages.unavailable, code: 'mpesa-unavailable' });
    if (outcome === 'busy') return reply.code(409).send({ error: paymentMessages.phoneBusy, code: 'phone-busy', ...(await freshView(orderId)) });
    // Sent, or its outcome unknown: the view says which (the prompt may be on the phone either way).
    return reply.code(202).send(await freshView(orderId));
  });

  app.get<Params>('/api/orders/:orderId/payment', perMinute(120), async (request, reply) => {
    const query = check(viewQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: 'The payment view query has problems.', problems: query.problems });
    const orderId = await keyed(request, reply);
    if (orderId === null) return reply;
    const until = Date.now() + query.value.wait * 1000;
    for (;;) {
      // Each read has its own time: a long poll outlives the request's database deadline.
      const current: PaymentView | null = await database.run(dbTimeoutMs, (db) => view(db, orderId));
      if (current === null) return reply.code(404).send({ error: paymentMessages.notFound });
      const left = until - Date.now();
      if (query.value.seen === undefined || current.version !== query.value.seen || left <= 0 || closing) return current;
      await notifier.wait(orderId, Math.min(REREAD_MS, left));
    }
  });

  app.post<Params>('/api/orders/:orderId/payment-code', perMinute(20), async (request, reply) => {
    const orderId = await keyed(request, reply);
    if (orderId === null) return reply;
    const body = check(codeBody, request.body);
    if (!body.ok) return reply.code(400).send({ error: 'The M-Pesa code has problems.', problems: body.problems });
    const code = body.value.mpesaTransactionId;
    const outcome = await inTransaction(request, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return 'not-found' as const;
      if (order.paymentMethod !== 'mpesa' || !isAwaiting(order.status)) return order.mpesaTransactionId === code ? ('same' as const) : ('not-awaiting-payment' as const);
      if (order.mpesaTransactionId === code) return 'same' as const;
      const [other] = await tx.select({ orderId: orders.orderId }).from(orders).where(and(eq(orders.mpesaTransactionId, code), ne(orders.orderId, orderId)));
      if (other || (await codePaidAnotherOrder(tx, code, orderId))) return 'mpesa-code-used' as const;
      const typed = await changeOrder(
        tx,
        orderId,
        { mpesaTransactionId: code, status: 'awaiting-confirmation', codeTypedAt: new Date(), paymentFlag: order.paymentFlag === 'code-unmatched' ? null : order.paymentFlag },
        { event: 'M-Pesa code given', note: code, actor: ACTORS.shopper },
      );
      await matchWaitingPayments(tx, typed);
      return 'typed' as const;
    });
    if (outcome === 'not-found') return reply.code(404).send({ error: paymentMessages.notFound });
    if (outcome === 'not-awaiting-payment') return reply.code(409).send({ error: paymentMessages.notAwaiting, code: outcome });
    if (outcome === 'mpesa-code-used') return reply.code(409).send({ error: paymentMessages.codeUsed, code: outcome });
    if (outcome === 'typed') {
      request.log.info({ orderId }, 'M-Pesa code given for an order');
      notifier.changed(orderId);
    }
    return freshView(orderId);
  });

  app.post<Params>('/api/orders/:orderId/cash-on-delivery', perMinute(20), async (request, reply) => {
    const orderId = await keyed(request, reply);
    if (orderId === null) return reply;
    const outcome = await inTransaction(request, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return 'not-found' as const;
      if (order.paymentMethod === 'cod' && order.status === 'placed') return 'same' as const;
      if (order.paymentMethod !== 'mpesa' || order.status !== 'awaiting-payment') return 'not-awaiting-payment' as const;
      if (order.county !== CASH_ON_DELIVERY_COUNTY) return 'cod-not-offered' as const;
      const [inFlight] = await tx
        .select({ id: mpesaPrompts.id })
        .from(mpesaPrompts)
        .where(and(eq(mpesaPrompts.orderId, orderId), sql`${mpesaPrompts.state} IN ('sending', 'sent')`));
      if (inFlight) return 'prompt-in-flight' as const;
      await changeOrder(tx, orderId, { status: 'placed', paymentMethod: 'cod' }, { event: 'switched to cash on delivery', note: null, actor: ACTORS.shopper });
      return 'switched' as const;
    });
    if (outcome === 'not-found') return reply.code(404).send({ error: paymentMessages.notFound });
    if (outcome === 'not-awaiting-payment') return reply.code(409).send({ error: paymentMessages.notAwaiting, code: outcome });
    if (outcome === 'cod-not-offered') return reply.code(409).send({ error: paymentMessages.codNotOffered, code: outcome });
    if (outcome === 'prompt-in-flight') return reply.code(409).send({ error: paymentMessages.inFlight, code: outcome });
    if (outcome === 'switched') {
      request.log.info({ orderId }, 'order switched to cash on delivery');
      notifier.changed(orderId);
    }
    return freshView(orderId);
  });
}
