// The order service's tables. Migrations in ../../migrations are generated from this file by
// drizzle-kit (`npm run db:generate -w services/order-service`), and the same SQL runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderStatus, PaymentFlag } from '../orders/order-status';
import type { PromptState } from '../payments/daraja/prompt-outcome';
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
    /** Why the order is on the owner's flagged list (docs/payments.md), or null. */
    paymentFlag: text('payment_flag').$type<PaymentFlag>(),
    /** When the shopper typed the M-Pesa code the till's confirmation is awaited for (null for orders before payments confirmed themselves). */
    codeTypedAt: timestamp('code_typed_at', { withTimezone: true }),
    /** When the order became paid (payment-verified). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Incremented by every change: an office action names the version it was decided on (docs/office.md). */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    index('orders_created_at_idx').on(table.createdAt.desc(), table.orderId.desc()),
    index('orders_purchase_idx').on(table.purchaseKey, table.createdAt.desc()),
    index('orders_status_idx').on(table.status),
    index('orders_forward_idx')
      .on(table.forwardNextAt)
      .where(sql`${table.forwardState} = 'pending'`),
    index('orders_flagged_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.paymentFlag} IS NOT NULL`),
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
    /** Who did it: an office account's name, 'M-Pesa', 'the shopper', 'the shop' (null for events before it was kept). */
    actor: text('actor'),
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

/**
 * The M-Pesa prompts (STK pushes) sent for orders: at most one `sending` or `sent` per order at
 * any time, across instances (the partial unique index). The phone is personal data: deleted with
 * the order.
 */
export const mpesaPrompts = pgTable(
  'mpesa_prompts',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    /** Daraja's IDs, known once the prompt was accepted (null while `sending`, or when refused). */
    checkoutRequestId: text('checkout_request_id').unique(),
    merchantRequestId: text('merchant_request_id'),
    phone: text('phone').notNull(),
    amount: integer('amount').notNull(),
    /** The AccountReference sent: what a till confirmation of this prompt carries as BillRefNumber. */
    accountReference: text('account_reference').notNull(),
    state: text('state').$type<PromptState>().notNull(),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    receipt: text('receipt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the recovery job asks Daraja about it next (STK Query), while `sent`; also its lease. */
    nextQueryAt: timestamp('next_query_at', { withTimezone: true }),
    queryAttempts: integer('query_attempts').notNull().default(0),
  },
  (table) => [
    index('mpesa_prompts_order_idx').on(table.orderId, table.id),
    uniqueIndex('mpesa_prompts_in_flight_idx')
      .on(table.orderId)
      .where(sql`${table.state} IN ('sending', 'sent')`),
    index('mpesa_prompts_due_idx')
      .on(table.nextQueryAt)
      .where(sql`${table.state} = 'sent'`),
  ],
);

/**
 * Money seen arriving: a prompt's successful callback, an STK Query answering success (no
 * receipt yet), or a till confirmation (C2B). Stored once per M-Pesa receipt (trans_id). The
 * paying number and name are personal data: deleted with the order, or after 5 years when the
 * payment matched no order (retention.ts); never logged.
 */
export const mpesaPayments = pgTable(
  'mpesa_payments',
  {
    id: serial('id').primaryKey(),
    /** The M-Pesa receipt (TransID / MpesaReceiptNumber); null while only a query confirmed it. */
    transId: text('trans_id').unique(),
    source: text('source').$type<'prompt-callback' | 'stk-query' | 'c2b'>().notNull(),
    /** KES as M-Pesa reported it (a till payment may carry cents). */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    msisdn: text('msisdn'),
    firstName: text('first_name'),
    billRefNumber: text('bill_ref_number'),
    /** The order its BillRefNumber names (an order ID or a prompt's account reference), whether or not that order exists yet. */
    refOrderId: text('ref_order_id'),
    shortCode: text('short_code'),
    transTime: text('trans_time'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    orderId: text('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    matchedBy: text('matched_by').$type<'account-reference' | 'typed-code' | 'prompt' | 'owner'>(),
    checkoutRequestId: text('checkout_request_id').unique(),
  },
  (table) => [
    index('mpesa_payments_order_idx').on(table.orderId),
    index('mpesa_payments_ref_idx').on(table.refOrderId),
    index('mpesa_payments_unmatched_idx')
      .on(table.receivedAt.desc())
      .where(sql`${table.orderId} IS NULL`),
  ],
);

/** Keys the service makes itself at first start and every instance shares (one row each): the order keys' HMAC key. */
export const serviceSecrets = pgTable('service_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The back office's people (docs/office.md, "Who signs in"): an owner or staff. Only the
 * password's argon2id hash is kept; an owner's TOTP secret is kept to check codes.
 */
export const officeAccounts = pgTable('office_accounts', {
  id: text('id').primaryKey(),
  /** Lower-case. */
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<'owner' | 'staff'>().notNull(),
  /** argon2id, PHC-encoded. */
  passwordHash: text('password_hash').notNull(),
  /** Set for a one-time password: the account may only change it until it does. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** The TOTP secret, base32 (owners). */
  totpSecret: text('totp_secret'),
  /** The last TOTP time step accepted: a code is accepted once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Failed sign-ins in a row. */
  failedAttempts: integer('failed_attempts').notNull().default(0),
  /** Lock-outs in a row: each doubles the next one's length. */
  locks: integer('locks').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed-in office sessions: only the SHA-256 of the cookie's token is stored. */
export const officeSessions = pgTable(
  'office_sessions',
  {
    /** SHA-256 (hex) of the cookie's token. */
    idHash: text('id_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => officeAccounts.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (OFFICE_SESSION_HOURS after sign-in). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('office_sessions_account_idx').on(table.accountId)],
);

/**
 * The access record (Kenya's Data Protection Act 2019): who signed in, opened whose data, did
 * what. Kept 5 years (retention.ts). Plain text references, no foreign keys: the record outlives
 * the orders and accounts it names. Never a password, a code or a full IP address.
 */
export const officeAudit = pgTable(
  'office_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    accountId: text('account_id'),
    username: text('username'),
    role: text('role'),
    action: text('action').notNull(),
    orderId: text('order_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** The client's network (/24 or /48), never the full address. */
    network: text('network'),
  },
  (table) => [
    index('office_audit_at_idx').on(table.at.desc()),
    index('office_audit_order_idx').on(table.orderId),
    index('office_audit_account_idx').on(table.accountId),
  ],
);

/**
 * Shoppers' field vitals (src/vitals/, docs/decisions/0017-field-vitals.md): per shop day (East
 * Africa Time), route pattern and metric, how many values fell into each bucket of the metric's
 * fixed histogram. Nothing else: no beacon, address, time of day or client is kept. Days older
 * than RETENTION.vitalDays are deleted (retention.ts).
 */
export const fieldVitals = pgTable(
  'field_vitals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** A pattern of config/routes.cjs (/product/:id), never an address. */
    page: text('page').notNull(),
    metric: text('metric').$type<'LCP' | 'INP' | 'CLS' | 'TTFB'>().notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.page, table.metric, table.bucket] })],
);
