// The order service's tables. Migrations in ../../migrations are generated from this file by
// drizzle-kit (`npm run db:generate -w order-service`), and the same SQL runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../orders/order-status';
import type { PriceList } from '../orders/price-list';
import type { PriceCheck } from '../orders/reprice';
import type { ValidOrderSubmission } from '../orders/order-schema';

export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    /** Hash of the submission without its timestamp: a retry of the same order has the same one. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** When the order was collected or cancelled: the national ID is erased 90 days later. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    paymentMethod: text('payment_method').$type<'mpesa' | 'cod'>().notNull(),
    /** Unique: one M-Pesa payment pays for one order. */
    mpesaTransactionId: text('mpesa_transaction_id').unique(),
    customerName: text('customer_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The national ID; null once erased under the retention rule. */
    customerId: text('customer_id'),
    email: text('email'),
    county: text('county').notNull(),
    pickupStationId: text('pickup_station_id').notNull(),
    pickupStationName: text('pickup_station_name').notNull(),
    /** The total as the shop prices it, in whole KES. */
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    shipping: integer('shipping').notNull(),
    total: integer('total').notNull(),
    /** What the browser said the total was. */
    claimedTotal: integer('claimed_total').notNull(),
    priceCheck: jsonb('price_check').$type<PriceCheck>().notNull(),
    coupon: text('coupon'),
    notes: text('notes'),
    /** The submission as it arrived (personal fields included), for the forwarder and disputes. */
    submission: jsonb('submission').$type<ValidOrderSubmission>().notNull(),
    /** Forwarding to ORDER_FORWARD_URL: 'off' when none is configured. */
    forwardState: text('forward_state').$type<'off' | 'pending' | 'done' | 'failed'>().notNull(),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    forwardNextAt: timestamp('forward_next_at', { withTimezone: true }),
    /**
     * Hash of what makes two submissions the same purchase whatever their order IDs (who, what,
     * where, how: order-store.ts purchaseKey): a cash-on-delivery purchase sent again under a new
     * order ID soon after is the one already stored. Null for orders stored before it was kept.
     */
    purchaseKey: text('purchase_key'),
  },
  (table) => [
    index('orders_created_at_idx').on(table.createdAt.desc(), table.orderId.desc()),
    index('orders_purchase_idx').on(table.purchaseKey, table.createdAt.desc()),
    index('orders_status_idx').on(table.status),
    index('orders_forward_idx')
      .on(table.forwardNextAt)
      .where(sql`${table.forwardState} = 'pending'`),
  ],
);

/** What happened to an order, oldest first: placed, payment verified, collected, cancelled. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event').notNull(),
    note: text('note'),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    productInterest: text('product_interest'),
    message: text('message').notNull(),
    /** When the shop last answered: the message is deleted 12 months after it. */
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (table) => [index('messages_created_at_idx').on(table.createdAt.desc())],
);

/**
 * The last good copy of the catalogue's price list, so a service that starts while the catalog
 * is down still prices every order (one row per source URL).
 */
export const priceLists = pgTable('price_lists', {
  source: text('source').primaryKey(),
  list: jsonb('list').$type<PriceList>().notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});

/** One row the readiness probe writes: ready means a write commits, not only that a SELECT answers. */
export const readinessProbe = pgTable('readiness_probe', {
  id: smallint('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * Requests counted per client and route in the current window, shared by every instance on this
 * database (src/rate-limit/database-rate-limit-store.ts): the limits hold however many instances
 * answer. Expired rows are deleted by the retention job.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
