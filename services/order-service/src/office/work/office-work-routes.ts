// The office's work (docs/office.md, "The API"): the orders, their actions, the export, the
// till's unmatched payments, the messages and "Today", all behind a signed-in session; every
// list, every opening of personal data, every action, every refusal and every export goes into
// the access record. Searches travel in bodies, never in URLs (which proxies and logs keep).
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
import type { ServiceConfig } from '../../config';
import { check, plainText, type Problem } from '../../validation';
import { clientNetwork, recordAudit, recordRefusal } from '../audit/audit-record';
import { actorOf, officeRefusals, type OfficeGuard } from '../auth/office-guard';
import { readDashboard } from './dashboard';
import { handoverMessages, settlesMoney, type Handover } from './duties';
import { actOnOrder, officeOrderView, type ActionOutcome } from './order-actions';
import { countTabs, filterRecord, listCondition, listOfficeOrders, orderFilterQuery, orderListQuery } from './order-list';
import { listOfficeMessages, MESSAGE_ID, messagesQuery, messageView } from './office-messages';
import { listUnmatchedPayments, unmatchedQuery } from './unmatched-payments';

/** What office-routes.ts passes (OfficePluginOptions): the work routes use these of it. */
export interface OfficeWorkOptions {
  setup: RouteSetup;
  guard: OfficeGuard;
  config: Pick<ServiceConfig, 'mpesa'>;
  /** The office's clock (milliseconds): "today" of the dashboard. */
  now?: () => number;
}

const reasonText = plainText('reason', { max: 500 });

/** `reason` (3–500 characters) is required for the actions that need one. */
function requireReason(change: { action: (typeof ORDER_ACTIONS)[number]; reason?: string | null | undefined }, context: z.RefinementCtx) {
  if (ACTIONS_NEEDING_A_REASON.includes(change.action) && (change.reason ?? '').length < 3)
    context.addIssue({ code: 'custom', path: ['reason'], message: `To ${change.action === 'cancel' ? 'cancel an order' : 'verify a payment'}, give the reason (at least 3 characters).` });
}

const actionField = z.enum(ORDER_ACTIONS, `action must be one of ${ORDER_ACTIONS.join(', ')}.`);
const versionField = z.number('expectedVersion is the version of the order you looked at.').int('expectedVersion is a whole number.').min(0, 'expectedVersion is 0 or more.');

const handoverField = z.object(
  {
    orderId: z.string('handover.orderId is the order number as typed.').max(60, 'This is not an order number.'),
    nationalId: z.string("handover.nationalId is the shopper's national ID as typed.").max(30, 'This is not a national ID.'),
  },
  "handover is { orderId, nationalId }: the order number and the shopper's national ID as typed.",
);

/** `collect` is the handover at the station: the order number and the shopper's national ID, typed. */
function requireHandover(change: { action: (typeof ORDER_ACTIONS)[number]; handover?: Handover | null | undefined }, context: z.RefinementCtx) {
  if (change.action === 'collect' && !change.handover)
    context.addIssue({ code: 'custom', path: ['handover'], message: "To hand an order over, type its order number and the shopper's national ID." });
}

const actionBody = z
  .object({ action: actionField, expectedVersion: versionField, reason: reasonText.nullish(), handover: handoverField.nullish() })
  .superRefine(requireReason)
  .superRefine(requireHandover);

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
  .superRefine(requireReason)
  .superRefine((bulk, context) => {
    if (bulk.action === 'collect') context.addIssue({ code: 'custom', path: ['action'], message: handoverMessages.bulk });
  });

const notFound = { error: 'There is no order with this ID.' };
const bulkMessages = {
  notTried: 'Not changed: the order service ran out of time. Try this order again.',
  unconfirmed: 'The order service could not confirm this change in time: open the order to see whether it was made.',
} as const;
const badRequest = (reply: FastifyReply, error: string, problems: Problem[]) => reply.code(400).send({ error, problems });

/** A search in a URL is refused: URLs are kept by proxies, browsers' histories and logs. */
const searchInBody = 'Search in the body: POST /api/office/orders/search.';
const exportInBody = 'Search in the body: POST /api/office/orders.csv.';
const hasSearch = (query: unknown): boolean => typeof query === 'object' && query !== null && 'q' in query;

type OrderParams = { Params: { orderId: string } };

export async function officeWorkRoutes(app: FastifyInstance, options: OfficeWorkOptions): Promise<void> {
  const { inDatabase, inTransaction } = options.setup;
  const { signedIn, ownerOnly } = options.guard;
  const network = clientNetwork;
  // The large-payment check needs Transaction Status: without an initiator there is nothing to wait for.
  const { mpesa } = options.config;
  const verifyAboveKes = mpesa.daraja?.initiator && mpesa.verifyAboveKes > 0 ? mpesa.verifyAboveKes : null;

  app.get('/api/office/overview', signedIn, async (request) =>
    inDatabase(request, async (db) => ({ counts: await countTabs(db, undefined), unreadMessages: await unreadMessages(db) })),
  );

  /** A page of the list, recorded: the kind of search (never its text), the filters, the orders shown. */
  const listPage = async (request: FastifyRequest, reply: FastifyReply, input: unknown) => {
    const query = check(orderListQuery, input);
    if (!query.ok) return badRequest(reply, 'The list filters have problems.', query.problems);
    return inTransaction(request, async (tx) => {
      const listed = await listOfficeOrders(tx, query.value);
      await recordAudit(tx, { actor: actorOf(request), action: 'orders.list', detail: { ...filterRecord(query.value), orderIds: listed.orders.map((order) => order.orderId) }, network: network(request) });
      return listed;
    });
  };

  app.get('/api/office/orders', signedIn, async (request, reply) => {
    if (hasSearch(request.query)) return badRequest(reply, searchInBody, [{ field: 'q', message: searchInBody }]);
    return listPage(request, reply, request.query);
  });
  app.post('/api/office/orders/search', signedIn, async (request, reply) => listPage(request, reply, request.body ?? {}));

  /** Every order of the filter as CSV, recorded with the filter (the kind of search only) and the row count. */
  const exportOrders = async (request: FastifyRequest, reply: FastifyReply, input: unknown) => {
    const query = check(orderFilterQuery, input);
    if (!query.ok) return badRequest(reply, 'The list filters have problems.', query.problems);
    const found = await inTransaction(request, async (tx) => {
      const listed = await listOrders(tx, listCondition(query.value), 1, CSV_MAX_ROWS, false);
      await recordAudit(tx, { actor: actorOf(request), action: 'orders.export', detail: { via: 'session', ...filterRecord(query.value), rows: listed.orders.length }, network: network(request) });
      return listed;
    });
    return sendOrdersCsv(reply, found.orders.map(ownerView));
  };

  app.get('/api/office/orders.csv', ownerOnly, async (request, reply) => {
    if (hasSearch(request.query)) return badRequest(reply, exportInBody, [{ field: 'q', message: exportInBody }]);
    return exportOrders(request, reply, request.query);
  });
  app.post('/api/office/orders.csv', ownerOnly, async (request, reply) => exportOrders(request, reply, request.body ?? {}));

  app.get<OrderParams>('/api/office/orders/:orderId', signedIn, async (request, reply) => {
    const { orderId } = request.params;
    // An ID of another shape names no order (and may hold what the database refuses).
    if (!ORDER_ID_PATTERN.test(orderId)) return reply.code(404).send(notFound);
    const order = await inTransaction(request, async (tx) => {
      const found = await findOrder(tx, orderId);
      if (found) await recordAudit(tx, { actor: actorOf(request), action: 'order.open', orderId, network: network(request) });
      return found;
    });
    return order ? officeOrderView(order, actorOf(request).role) : reply.code(404).send(notFound);
  });

  type Change = { action: (typeof ORDER_ACTIONS)[number]; expectedVersion: number; reason: string | null; handover: Handover | null };

  /**
   * One action on one order in a transaction of its own, recorded with it: done, refused for the
   * role, or a handover whose order number or national ID did not match (which, never what was typed).
   */
  const act = (request: FastifyRequest, orderId: string, change: Change): Promise<ActionOutcome> =>
    inTransaction(request, async (tx) => {
      const actor = actorOf(request);
      const outcome = await actOnOrder(tx, orderId, { ...change, actorName: actor.name, role: actor.role, verifyAboveKes });
      if (outcome.kind === 'done') await recordAudit(tx, { actor, action: 'order.action', orderId, detail: { action: change.action, reason: change.reason }, network: network(request) });
      if (outcome.kind === 'role') await recordRefusal(tx, request, actor, 'role', { orderId, detail: { action: change.action } });
      if (outcome.kind === 'handover-mismatch') await recordAudit(tx, { actor, action: 'order.handover-refused', orderId, detail: { mismatch: outcome.mismatch }, network: network(request) });
      return outcome;
    });

  app.post<OrderParams>('/api/office/orders/:orderId/actions', signedIn, async (request, reply) => {
    const body = check(actionBody, request.body);
    if (!body.ok) return badRequest(reply, 'The action has problems.', body.problems);
    const { orderId } = request.params;
    if (!ORDER_ID_PATTERN.test(orderId)) return reply.code(404).send(notFound);
    const { action, expectedVersion, reason, handover } = body.value;
    const outcome = await act(request, orderId, { action, expectedVersion, reason: reason || null, handover: handover ?? null });
    switch (outcome.kind) {
      case 'not-found':
        return reply.code(404).send(notFound);
      case 'role':
        return reply.code(403).send(officeRefusals.managerRole);
      case 'handover-mismatch':
        return reply.code(409).send({ code: 'handover-mismatch', message: outcome.message });
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
    if (!body.ok) {
      const handOver = body.problems.find((problem) => problem.field === 'action' && problem.message === handoverMessages.bulk);
      return badRequest(reply, handOver ? handoverMessages.bulk : 'The bulk action has problems.', body.problems);
    }
    const { action, reason } = body.value;
    // Marking paid and clearing flags is never staff's, whatever the orders: refused (and recorded) once.
    if (action === 'verify-payment' && !settlesMoney(actorOf(request).role)) {
      await inDatabase(request, (db) => recordRefusal(db, request, actorOf(request), 'role', { detail: { action } }));
      return reply.code(403).send(officeRefusals.managerRole);
    }
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
        const outcome = await act(request, orderId, { action, expectedVersion, reason: reason || null, handover: null });
        if (outcome.kind === 'done') results.push({ orderId, ok: true });
        else if (outcome.kind === 'not-found') results.push({ orderId, ok: false, message: notFound.error });
        else if (outcome.kind === 'role') results.push({ orderId, ok: false, message: officeRefusals.managerRole.error });
        else results.push({ orderId, ok: false, message: outcome.message });
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
    return inTransaction(request, async (tx) => {
      const listed = await listUnmatchedPayments(tx, query.value);
      // The payers' first names and masked numbers were shown: which receipts, in the record.
      await recordAudit(tx, { actor: actorOf(request), action: 'payments.unmatched', detail: { page: query.value.page, receipts: listed.payments.map((payment) => payment.receipt) }, network: network(request) });
      return listed;
    });
  });

  app.get('/api/office/messages', signedIn, async (request, reply) => {
    const query = check(messagesQuery, request.query);
    if (!query.ok) return badRequest(reply, 'The list has problems.', query.problems);
    return inTransaction(request, async (tx) => {
      const listed = await listOfficeMessages(tx, query.value);
      await recordAudit(tx, { actor: actorOf(request), action: 'messages.open', detail: { filter: query.value.filter, page: query.value.page, messageIds: listed.messages.map((entry) => entry.id) }, network: network(request) });
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
  app.get('/api/office/dashboard', signedIn, async (request) => {
    const { signIns, ...figures } = await inDatabase(request, (db) => readDashboard(db, new Date(now())));
    // Who is being tried, and how often, is the owner's to watch: the team sees the day's figures.
    return actorOf(request).role === 'owner' ? { ...figures, signIns } : figures;
  });
}
