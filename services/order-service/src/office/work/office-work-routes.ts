// The office's work (docs/office.md, "The API"): the orders, their actions, the export, the
// till's unmatched payments, the messages and "Today", all behind a signed-in session; every
// opening of personal data, every action and every export goes into the access record.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ORDER_ID_PATTERN } from '@mimea/order-rules';
import { ACTIONS_NEEDING_A_REASON, ORDER_ACTIONS } from '../../orders/order-status';
import { findOrder, listOrders } from '../../orders/order-store';
import { CSV_MAX_ROWS } from '../../orders/order-routes';
import { sendOrdersCsv } from '../../orders/orders-csv';
import { ownerView } from '../../orders/owner-view';
import { markReplied, unreadMessages } from '../../messages/message-store';
import { DatabaseUnavailable } from '../../db/database-errors';
import type { RouteSetup } from '../../route-setup';
import { check, type Problem } from '../../validation';
import { clientNetwork, recordAudit } from '../audit/audit-record';
import type { OfficeActor, OfficeGuard } from '../auth/office-guard';
import { readDashboard } from './dashboard';
import { actOnOrder, officeOrderView, type ActionOutcome } from './order-actions';
import { countTabs, listCondition, listOfficeOrders, orderFilterQuery, orderListQuery } from './order-list';
import { listOfficeMessages, MESSAGE_ID, messagesQuery, messageView } from './office-messages';
import { listUnmatchedPayments, unmatchedQuery } from './unmatched-payments';

/** What office-routes.ts passes (OfficePluginOptions): the work routes use these of it. */
export interface OfficeWorkOptions {
  setup: RouteSetup;
  guard: OfficeGuard;
  /** The office's clock (milliseconds): "today" of the dashboard. */
  now?: () => number;
}

const reasonText = z.string('reason is text.').trim().max(500, 'A reason has at most 500 characters.');

/** `reason` (3–500 characters) is required for the actions that need one. */
function requireReason(change: { action: (typeof ORDER_ACTIONS)[number]; reason?: string | null | undefined }, context: z.RefinementCtx) {
  if (ACTIONS_NEEDING_A_REASON.includes(change.action) && (change.reason ?? '').length < 3)
    context.addIssue({ code: 'custom', path: ['reason'], message: `To ${change.action === 'cancel' ? 'cancel an order' : 'verify a payment'}, give the reason (at least 3 characters).` });
}

const actionField = z.enum(ORDER_ACTIONS, `action must be one of ${ORDER_ACTIONS.join(', ')}.`);
const versionField = z.number('expectedVersion is the version of the order you looked at.').int('expectedVersion is a whole number.').min(0, 'expectedVersion is 0 or more.');

const actionBody = z.object({ action: actionField, expectedVersion: versionField, reason: reasonText.nullish() }).superRefine(requireReason);

/** At most 100 orders a bulk action. */
export const BULK_MAX = 100;
const bulkBody = z
  .object({
    action: actionField,
    reason: reasonText.nullish(),
    orders: z
      .array(z.object({ orderId: z.string('orderId is text.').max(40, 'This is not an order ID.'), expectedVersion: versionField }), 'orders is a list of { orderId, expectedVersion }.')
      .min(1, 'Choose at least one order.')
      .max(BULK_MAX, `At most ${BULK_MAX} orders at once.`),
  })
  .superRefine(requireReason);

const notFound = { error: 'There is no order with this ID.' };
const bulkMessages = {
  notTried: 'Not changed: the order service ran out of time. Try this order again.',
  unconfirmed: 'The order service could not confirm this change in time: open the order to see whether it was made.',
} as const;
const badRequest = (reply: FastifyReply, error: string, problems: Problem[]) => reply.code(400).send({ error, problems });

type OrderParams = { Params: { orderId: string } };

export async function officeWorkRoutes(app: FastifyInstance, options: OfficeWorkOptions): Promise<void> {
  const { inDatabase, inTransaction } = options.setup;
  const { signedIn, ownerOnly } = options.guard;
  const actorOf = (request: FastifyRequest): OfficeActor => {
    if (!request.officeActor) throw new Error('an office route ran without its guard');
    return request.officeActor;
  };
  const network = clientNetwork;

  app.get('/api/office/overview', signedIn, async (request) =>
    inDatabase(request, async (db) => ({ counts: await countTabs(db, undefined), unreadMessages: await unreadMessages(db) })),
  );

  app.get('/api/office/orders', signedIn, async (request, reply) => {
    const query = check(orderListQuery, request.query);
    if (!query.ok) return badRequest(reply, 'The list filters have problems.', query.problems);
    return inDatabase(request, (db) => listOfficeOrders(db, query.value));
  });

  app.get('/api/office/orders.csv', ownerOnly, async (request, reply) => {
    const query = check(orderFilterQuery, request.query);
    if (!query.ok) return badRequest(reply, 'The list filters have problems.', query.problems);
    const found = await inTransaction(request, async (tx) => {
      const listed = await listOrders(tx, listCondition(query.value), 1, CSV_MAX_ROWS, false);
      await recordAudit(tx, { actor: actorOf(request), action: 'orders.export', detail: { filter: query.value, rows: listed.orders.length }, network: network(request) });
      return listed;
    });
    return sendOrdersCsv(reply, found.orders.map(ownerView));
  });

  app.get<OrderParams>('/api/office/orders/:orderId', signedIn, async (request, reply) => {
    const { orderId } = request.params;
    // An ID of another shape names no order (and may hold what the database refuses).
    if (!ORDER_ID_PATTERN.test(orderId)) return reply.code(404).send(notFound);
    const order = await inTransaction(request, async (tx) => {
      const found = await findOrder(tx, orderId);
      if (found) await recordAudit(tx, { actor: actorOf(request), action: 'order.open', orderId, network: network(request) });
      return found;
    });
    return order ? officeOrderView(order) : reply.code(404).send(notFound);
  });

  /** One action on one order in a transaction of its own, recorded with it when it was done. */
  const act = (request: FastifyRequest, orderId: string, action: (typeof ORDER_ACTIONS)[number], expectedVersion: number, reason: string | null): Promise<ActionOutcome> =>
    inTransaction(request, async (tx) => {
      const actor = actorOf(request);
      const outcome = await actOnOrder(tx, orderId, { action, expectedVersion, reason, actorName: actor.name });
      if (outcome.kind === 'done') await recordAudit(tx, { actor, action: 'order.action', orderId, detail: { action, reason }, network: network(request) });
      return outcome;
    });

  app.post<OrderParams>('/api/office/orders/:orderId/actions', signedIn, async (request, reply) => {
    const body = check(actionBody, request.body);
    if (!body.ok) return badRequest(reply, 'The action has problems.', body.problems);
    const { orderId } = request.params;
    if (!ORDER_ID_PATTERN.test(orderId)) return reply.code(404).send(notFound);
    const outcome = await act(request, orderId, body.value.action, body.value.expectedVersion, body.value.reason || null);
    switch (outcome.kind) {
      case 'not-found':
        return reply.code(404).send(notFound);
      case 'changed':
        return reply.code(409).send({ code: 'changed', message: outcome.message, order: outcome.order });
      case 'not-allowed':
        return reply.code(409).send({ code: 'not-allowed', message: outcome.message });
      case 'done':
        request.log.info({ orderId, status: outcome.order.status, action: body.value.action }, 'order changed in the office');
        return { order: outcome.order };
    }
  });

  app.post('/api/office/orders/bulk', signedIn, async (request, reply) => {
    const body = check(bulkBody, request.body);
    if (!body.ok) return badRequest(reply, 'The bulk action has problems.', body.problems);
    const { action, reason } = body.value;
    const results: { orderId: string; ok: boolean; message?: string }[] = [];
    let outOfTime = false;
    // One transaction each: one order that changed meanwhile fails alone. Once the request's
    // database time is spent, the rest are not tried: those done stay done, and each says so.
    for (const { orderId, expectedVersion } of body.value.orders) {
      if (outOfTime) {
        results.push({ orderId, ok: false, message: bulkMessages.notTried });
        continue;
      }
      if (!ORDER_ID_PATTERN.test(orderId)) {
        results.push({ orderId, ok: false, message: notFound.error });
        continue;
      }
      try {
        const outcome = await act(request, orderId, action, expectedVersion, reason || null);
        if (outcome.kind === 'done') results.push({ orderId, ok: true });
        else results.push({ orderId, ok: false, message: outcome.kind === 'not-found' ? notFound.error : outcome.message });
      } catch (error) {
        if (!(error instanceof DatabaseUnavailable)) throw error;
        outOfTime = true;
        results.push({ orderId, ok: false, message: error.outcome === 'unknown' ? bulkMessages.unconfirmed : bulkMessages.notTried });
      }
    }
    return { results };
  });

  app.get('/api/office/payments/unmatched', signedIn, async (request, reply) => {
    const query = check(unmatchedQuery, request.query);
    if (!query.ok) return badRequest(reply, 'The list has problems.', query.problems);
    return inDatabase(request, (db) => listUnmatchedPayments(db, query.value));
  });

  app.get('/api/office/messages', signedIn, async (request, reply) => {
    const query = check(messagesQuery, request.query);
    if (!query.ok) return badRequest(reply, 'The list has problems.', query.problems);
    return inTransaction(request, async (tx) => {
      const listed = await listOfficeMessages(tx, query.value);
      await recordAudit(tx, { actor: actorOf(request), action: 'messages.open', detail: { filter: query.value.filter, page: query.value.page, messages: listed.messages.length }, network: network(request) });
      return listed;
    });
  });

  app.post<{ Params: { id: string } }>('/api/office/messages/:id/replied', signedIn, async (request, reply) => {
    const { id } = request.params;
    if (!MESSAGE_ID.test(id)) return reply.code(404).send({ error: 'There is no message with this ID.' });
    const actor = actorOf(request);
    const row = await inTransaction(request, async (tx) => {
      const replied = await markReplied(tx, id);
      if (replied) await recordAudit(tx, { actor, action: 'message.replied', detail: { messageId: id }, network: network(request) });
      return replied;
    });
    if (!row) return reply.code(404).send({ error: 'There is no message with this ID.' });
    return { message: messageView(row, actor.name) };
  });

  const now = options.now ?? Date.now;
  app.get('/api/office/dashboard', signedIn, async (request) => inDatabase(request, (db) => readDashboard(db, new Date(now()))));
}
