// The order service's tables. Migrations in ../../migrations are generated from this file by
// drizzle-kit (`npm run db:generate -w services/order-service`), and the same SQL runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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
import type { EvidenceKind, EvidenceState } from '../payments/evidence/evidence-kinds';
import type { PaymentSourceName } from '../payments/payment-sources';
import type { CatalogueDocument } from '../catalogue/catalogue-types';

/** PostgreSQL's bytea (drizzle has no column for it): a Buffer on both engines. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
 * The last good copy of the catalog's published price list, from when orders were priced from it.
 * No longer read or written: orders are priced from catalogue_products. Kept one release so
 * instances of the previous one still start during a rollout; drop it in a later migration.
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
    /** As Daraja sent it: "0", "1032", or a code such as "SFC_IC0003". */
    resultCode: text('result_code'),
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
      .where(sql`${table.state} IN ('sending', 'sent', 'unknown')`),
    index('mpesa_prompts_due_idx')
      .on(table.nextQueryAt)
      .where(sql`${table.state} = 'sent'`),
    // Daraja's cooldown is per phone and amount; a success whose prompt we never heard back about is found by them too.
    index('mpesa_prompts_phone_idx').on(table.phone, table.amount, table.createdAt),
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
    source: text('source').$type<PaymentSourceName>().notNull(),
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
    /** Why the owner linked it to its order, when the owner did. */
    linkNote: text('link_note'),
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

/**
 * The evidence journal (docs/payments.md, "Evidence first"): every body Daraja posts to the shop,
 * kept as it came before anything reads it, then marked with what it did. A body that could not be
 * used stays `unreadable` for the office; one whose handling failed stays `received` and is handled
 * again by the recovery job. The bodies hold payers' numbers and names: never logged, deleted after
 * RETENTION.orderYears (retention.ts).
 */
export const mpesaEvidence = pgTable(
  'mpesa_evidence',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<EvidenceKind>().notNull(),
    /** The body exactly as received (at most 64 KiB). */
    body: text('body').notNull(),
    /** TransID, MpesaReceiptNumber or CheckoutRequestID, when the body carries one. */
    reference: text('reference'),
    /** KES the body reports, when it reports an amount we could read. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    state: text('state').$type<EvidenceState>().notNull().default('received'),
    /** Where the body could not be read (a field's name, never its value). */
    problem: text('problem'),
    /** What handling it did (e.g. "paid ORDER…", "unmatched"). */
    outcome: text('outcome'),
    attempts: integer('attempts').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('mpesa_evidence_pending_idx')
      .on(table.receivedAt)
      .where(sql`${table.state} = 'received'`),
    index('mpesa_evidence_unreadable_idx')
      .on(table.receivedAt.desc())
      .where(sql`${table.state} = 'unreadable'`),
    index('mpesa_evidence_received_idx').on(table.receivedAt),
  ],
);

/**
 * Transaction Status requests (docs/payments.md, "Reconciliation"): M-Pesa asked about one receipt,
 * its answer coming later to the status result URL. One per receipt and reason; its ConversationID
 * finds it when the answer comes.
 */
export const mpesaStatusChecks = pgTable(
  'mpesa_status_checks',
  {
    id: serial('id').primaryKey(),
    transId: text('trans_id').notNull(),
    /** The order it is for, when there is one (a typed code, a large order). */
    orderId: text('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    reason: text('reason').$type<'typed-code' | 'large-order' | 'office'>().notNull(),
    state: text('state').$type<'requested' | 'confirmed' | 'not-found' | 'failed'>().notNull(),
    conversationId: text('conversation_id').unique(),
    originatorConversationId: text('originator_conversation_id'),
    resultCode: text('result_code'),
    /** KES M-Pesa says the receipt moved, when it says. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('mpesa_status_checks_receipt_idx').on(table.transId, table.reason), index('mpesa_status_checks_order_idx').on(table.orderId)],
);

/**
 * The C2B URLs this shop registered on its store number (docs/payments.md, "Registration once"):
 * Daraja's production takes a registration once, so the service registers only when the configured
 * URLs differ from the recorded ones. The URLs hold the callback secret: only their fingerprint
 * (SHA-256) and origin are kept.
 */
export const c2bRegistrations = pgTable('c2b_registrations', {
  shortCode: text('short_code').primaryKey(),
  /** SHA-256 (hex) of the confirmation and validation URLs. */
  fingerprint: text('fingerprint').notNull(),
  origin: text('origin').notNull(),
  /** `registered`: Daraja took them; `already-registered`: Daraja said some were there already (maybe not these); `differs`: Daraja keeps others we registered before. */
  state: text('state').$type<'registered' | 'already-registered' | 'differs'>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/** Keys the service makes itself at first start and every instance shares (one row each): the order keys' HMAC key. */
export const serviceSecrets = pgTable('service_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The back office's roles (docs/office.md, "Who signs in"): staff prepare and hand over, a manager also settles payments, the owner runs the office. */
export type OfficeRoleName = 'owner' | 'manager' | 'staff';

/**
 * The back office's people (docs/office.md, "Who signs in"). Only the password's argon2id hash
 * is kept; a TOTP secret is kept sealed (AES-256-GCM with OFFICE_SECRET_KEY) to check codes.
 */
export const officeAccounts = pgTable('office_accounts', {
  id: text('id').primaryKey(),
  /** Lower-case. */
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<OfficeRoleName>().notNull(),
  /** argon2id, PHC-encoded. */
  passwordHash: text('password_hash').notNull(),
  /** Set for a one-time password: the account may only change it until it does. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** When a one-time password stops working (24 hours after it was made); null otherwise. */
  oneTimePasswordExpiresAt: timestamp('one_time_password_expires_at', { withTimezone: true }),
  /** The TOTP secret in use, sealed (office/auth/sealed-secret.ts); null: no second factor. */
  totpSecret: text('totp_secret'),
  /** The last TOTP time step accepted: a code is accepted once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** A secret being enrolled, sealed: it replaces totpSecret once a code from it is typed. */
  totpPendingSecret: text('totp_pending_secret'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Recovery codes, made at enrolment and shown once: only their SHA-256 is kept; each works once. */
export const officeRecoveryCodes = pgTable(
  'office_recovery_codes',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => officeAccounts.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the code, written without its dash and in capitals. */
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('office_recovery_codes_hash_idx').on(table.accountId, table.codeHash)],
);

/** The office's settings, set by the owner (one row, id 1). */
export const officeSettings = pgTable('office_settings', {
  id: smallint('id').primaryKey().default(1),
  /** Whether staff and managers must sign in with a second factor too. */
  staffSecondFactor: boolean('staff_second_factor').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    /**
     * The chain (office/audit/audit-chain.ts): `hash` is the SHA-256 of `prev_hash` and this row;
     * `prev_hash` the hash of the row before. Both are set by the database's trigger, which also
     * refuses UPDATE and DELETE (but the retention job's, of rows past RETENTION.auditYears).
     */
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (table) => [
    index('office_audit_at_idx').on(table.at.desc()),
    index('office_audit_order_idx').on(table.orderId),
    index('office_audit_account_idx').on(table.accountId),
    // Sign-in throttling counts the failures of an account and of a network over the last hour.
    index('office_audit_account_failures_idx')
      .on(table.accountId, table.at)
      .where(sql`${table.action} = 'sign-in-failed'`),
    index('office_audit_network_failures_idx')
      .on(table.network, table.at)
      .where(sql`${table.action} = 'sign-in-failed'`),
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

/**
 * The catalogue (src/catalogue/, docs/decisions/0019): one row per product. `stock` is what can
 * still be ordered: units held for orders are already taken off (catalogue_holds). Every field
 * without a column of its own is in `document`.
 */
export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Whole KES. */
    price: integer('price').notNull(),
    salePrice: integer('sale_price'),
    stock: integer('stock').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** Listing order. */
    position: integer('position').notNull(),
    document: jsonb('document').$type<CatalogueDocument>().notNull(),
    /** Incremented by every edit: the office names the version it edited (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('catalogue_products_price_check', sql`${table.price} > 0`),
    check('catalogue_products_sale_price_check', sql`${table.salePrice} > 0 AND ${table.salePrice} < ${table.price}`),
    check('catalogue_products_stock_check', sql`${table.stock} >= 0`),
    index('catalogue_products_position_idx').on(table.position),
  ],
);

/**
 * Units of a product held for an order (src/catalogue/stock.ts). `expiresAt` null: held until the
 * order is collected or cancelled. Released holds stay, with `releasedAt` (and `sold` when the
 * order was collected: those units are not given back).
 */
export const catalogueHolds = pgTable(
  'catalogue_holds',
  {
    orderId: text('order_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => catalogueProducts.id),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    sold: boolean('sold').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.productId] }),
    check('catalogue_holds_quantity_check', sql`${table.quantity} > 0`),
    index('catalogue_holds_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.releasedAt} IS NULL AND ${table.expiresAt} IS NOT NULL`),
  ],
);

/** One row: bumped in the same transaction as every change to products or stock. Caches key on it. */
export const catalogueRevision = pgTable('catalogue_revision', {
  id: smallint('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});

/** One row: the shop's catalogue settings (the office's). */
export const catalogueSettings = pgTable(
  'catalogue_settings',
  {
    id: smallint('id').primaryKey(),
    /** How long an M-Pesa order awaiting payment holds its units. */
    holdMinutes: integer('hold_minutes').notNull().default(60),
    staffMayEdit: boolean('staff_may_edit').notNull().default(false),
  },
  (table) => [check('catalogue_settings_hold_minutes_check', sql`${table.holdMinutes} BETWEEN 5 AND 1440`)],
);

/** Uploaded product photos, one row per width (320, 640, 1024), served immutable. */
export const cataloguePhotos = pgTable(
  'catalogue_photos',
  {
    /** Content hash (with the width: see docs/office.md). */
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('catalogue_photos_product_idx').on(table.productId)],
);
