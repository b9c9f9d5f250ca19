import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteSetup } from '../route-setup';
import { startOfNextShopDay, startOfShopDay } from '../shop-time';
import { check, pageQuery, shopDay } from '../validation';
import { mpesaLimitMessage, payableByMpesa } from '@mimea/order-rules';
import { orderSubmissionSchema, type ValidOrderSubmission } from './order-schema';
import { ORDER_STATUSES } from './order-status';
import { listOrders, storeOrder, whereOf, type OrderFilter } from './order-store';
import { sendOrdersCsv } from './orders-csv';
import { ownerView } from './owner-view';
import type { PriceSource } from './price-list';
import { repriceOrder } from './reprice';
import { shortLineMessage } from '../catalogue/stock';
import { orderKeyOf, type OrderKeys } from '../payments/order-keys';
import { clientNetwork, recordAudit } from '../office/audit/audit-record';

export interface OrderRouteOptions {
  setup: RouteSetup;
  prices: PriceSource;
  forwarding: boolean;
  /** Called after an order is stored, to send it on without waiting. */
  onStored: () => void;
  ordersPerMinute: number;
  /** The order keys given with each receipt (X-Order-Key of the shopper's payment calls). */
  keys: OrderKeys;
}

/** Twice a real basket: bounds the work one request can cause. */
export const ORDER_BODY_LIMIT = 64 * 1024;

export const orderMessages = {
  invalid: 'The order has problems: nothing was stored.',
  mpesaCodeUsed: 'This M-Pesa transaction ID has already been used for another order. Please check the code in your M-Pesa message.',
  orderIdReused: 'This order number was already used for a different order. Please place the order again.',
} as const;

/** Same order, same hash: the timestamp of the attempt is left out, so a retry matches. */
export function orderHash(order: ValidOrderSubmission): string {
  const withoutTime = JSON.stringify(order, (key, value: unknown) => (key === 'paymentDate' ? undefined : value));
  return createHash('sha256').update(withoutTime).digest('hex');
}

/** The filters of the bearer token's CSV (scripts): the office lists orders with sessions. */
const listQuery = pageQuery.extend({
  status: z.enum(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}.`).optional(),
  from: shopDay.optional(),
  to: shopDay.optional(),
  flagged: z.enum(['true', 'false'], 'flagged must be true or false.').optional(),
});
/** `from` and `to` are shop days (East Africa Time), both included. */
function filterOf(query: z.infer<typeof listQuery>): OrderFilter {
  const filter: OrderFilter = {};
  if (query.status) filter.status = query.status;
  if (query.flagged === 'true') filter.flagged = true;
  if (query.from) filter.from = startOfShopDay(query.from);
  if (query.to) filter.before = startOfNextShopDay(query.to);
  return filter;
}

/** Every order a CSV export may hold: far beyond a small shop's five years (the office's export too). */
export const CSV_MAX_ROWS = 100_000;

export async function orderRoutes(app: FastifyInstance, options: OrderRouteOptions): Promise<void> {
  const { inDatabase, inTransaction, ownerRoute, perMinute } = options.setup;

  app.post('/api/orders', { bodyLimit: ORDER_BODY_LIMIT, ...perMinute(options.ordersPerMinute) }, async (request, reply) => {
    const checked = check(orderSubmissionSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: orderMessages.invalid, problems: checked.problems });
    const order = checked.value;
    const repriced = repriceOrder(order, await options.prices.current());
    if (!repriced.ok) return reply.code(400).send({ error: orderMessages.invalid, problems: repriced.problems });
    const { priced } = repriced;
    // M-Pesa moves at most KES 250,000 in one payment: such an order could never be paid.
    if (order.paymentMethod === 'mpesa' && !payableByMpesa(priced.total))
      return reply.code(400).send({ error: orderMessages.invalid, problems: [{ field: 'paymentMethod', message: mpesaLimitMessage }] });
    const secret = await options.keys.secret((load) => inDatabase(request, load));
    const intake = await inTransaction(request, (tx) => storeOrder(tx, order, orderHash(order), priced, options.forwarding));
    switch (intake.kind) {
      case 'created':
        request.log.info({ orderId: order.orderId, total: priced.total, priceCheck: priced.check.result }, 'order stored');
        options.onStored();
        return reply.code(201).send({ ...intake.receipt, orderKey: orderKeyOf(secret, intake.receipt.orderId) });
      case 'replayed':
        return reply.code(200).send({ ...intake.receipt, orderKey: orderKeyOf(secret, intake.receipt.orderId) });
      case 'mpesa-code-used':
        request.log.info({ orderId: order.orderId }, 'order refused: M-Pesa transaction ID already used');
        return reply.code(409).send({ error: orderMessages.mpesaCodeUsed, code: intake.kind });
      case 'order-id-reused':
        return reply.code(409).send({ error: orderMessages.orderIdReused, code: intake.kind });
      case 'out-of-stock':
        request.log.info({ orderId: order.orderId, productId: intake.line.id }, 'order refused: out of stock');
        return reply.code(409).send({ error: shortLineMessage(intake.line), code: intake.kind, line: intake.line });
    }
  });

  app.get('/api/orders.csv', ownerRoute, async (request, reply) => {
    const query = check(listQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: 'The listing filters have problems.', problems: query.problems });
    const { status, from, to, flagged } = query.value;
    const found = await inTransaction(request, async (tx) => {
      const listed = await listOrders(tx, whereOf(filterOf(query.value)), 1, CSV_MAX_ROWS, false);
      // The whole customer list leaves by this door too: in the access record, with nobody's name (a script's token).
      const filters = Object.fromEntries(Object.entries({ status, from, to, flagged }).filter(([, value]) => value !== undefined));
      await recordAudit(tx, { actor: null, action: 'orders.export', detail: { via: 'token', rows: listed.orders.length, filters }, network: clientNetwork(request) });
      return listed;
    });
    return sendOrdersCsv(reply, found.orders.map(ownerView));
  });
}
