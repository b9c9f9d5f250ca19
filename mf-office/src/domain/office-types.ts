// What the office's API answers (docs/office.md, "The API"), as the office reads it.
import type { OrderAction, OrderTab } from './order-tabs';

export type Role = 'owner' | 'staff';

export interface OfficeAccount {
  username: string;
  name: string;
  role: Role;
}

export interface OfficeSession {
  account: OfficeAccount;
  csrfToken: string;
  expiresAt: string;
  /** A one-time password was used: a new one must be chosen before anything else. */
  mustChangePassword: boolean;
}

export type TabCounts = Record<OrderTab, number>;

export interface Overview {
  counts: TabCounts;
  unreadMessages: number;
}

export type PaymentMethod = 'mpesa' | 'cod';

export interface OrderRow {
  orderId: string;
  placedAt: string;
  status: string;
  tab: OrderTab | null;
  flag: string | null;
  customerName: string;
  /** Masked: 0712 *** 678. */
  phone: string;
  county: string;
  station: string;
  paymentMethod: PaymentMethod | null;
  total: number;
  items: number;
  /** The version the bulk actions name (null when the list's answer lacks it). */
  version: number | null;
}

export interface OrdersPage {
  orders: OrderRow[];
  counts: TabCounts;
  page: number;
  pageSize: number;
  total: number;
}

export interface OrderLineView {
  id: string;
  name: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

export interface PaymentEvidence {
  receipt: string;
  amount: number;
  receivedAt: string;
  source: string;
  matchedBy: string;
}

export interface HistoryEvent {
  at: string;
  event: string;
  actor: string;
  note: string | null;
}

/** An order as `GET /api/office/orders/:orderId` gives it. */
export interface OfficeOrder {
  orderId: string;
  version: number;
  placedAt: string;
  status: string;
  paymentMethod: PaymentMethod | null;
  mpesaTransactionId: string | null;
  customerName: string;
  phoneNumber: string;
  /** Masked to its last 3 digits. */
  customerId: string | null;
  email: string | null;
  county: string;
  station: string;
  lines: OrderLineView[];
  subtotal: number;
  discount: number;
  coupon: string | null;
  shipping: number;
  total: number;
  claimedTotal: number | null;
  priceCheck: { result: string; issues: string[] };
  notes: string | null;
  payment: { flag: string | null; paidAt: string | null; payments: PaymentEvidence[] };
  history: HistoryEvent[];
  actions: OrderAction[];
}

export interface BulkResult {
  orderId: string;
  ok: boolean;
  message: string | null;
}

export type MessageFilter = 'unread' | 'replied' | 'all';

export interface ShopMessage {
  id: string;
  receivedAt: string;
  name: string;
  email: string | null;
  phone: string | null;
  productInterest: string | null;
  message: string;
  repliedAt: string | null;
  repliedBy: string | null;
}

export interface MessagesPage {
  messages: ShopMessage[];
  unread: number;
  page: number;
  pageSize: number;
  total: number;
}

export interface Figures {
  orders: number;
  revenue: number;
}

export interface KeyedFigures extends Figures {
  key: string;
}

export interface Dashboard {
  today: Figures;
  last7: Figures;
  last30: Figures;
  byMethod: KeyedFigures[];
  byCounty: KeyedFigures[];
  topProducts: { productId: string; name: string; quantity: number; revenue: number }[];
  waiting: { awaitingPayment: number; awaitingConfirmation: number; flagged: number; unmatchedPayments: number; toPrepare: number; ready: number };
  daily: { day: string; orders: number; revenue: number }[];
}

export interface AuditEntry {
  at: string;
  account: string;
  action: string;
  orderId: string | null;
  reason: string | null;
  network: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

export interface TeamAccount extends OfficeAccount {
  disabled: boolean;
  lastSignInAt: string | null;
}

export interface NewAccount {
  account: OfficeAccount;
  /** Shown once, to be given to the person, who changes it at first sign-in. */
  oneTimePassword: string;
}

/** Core Web Vitals as the shop's sampled shoppers measured them (GET /api/office/vitals). */
export type VitalMetric = 'LCP' | 'INP' | 'CLS' | 'TTFB';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export interface VitalWindow {
  /** 1, 7 or 28 shop days, today included. */
  days: number;
  count: number;
  /** The 75th percentile: milliseconds, or CLS's score; null without values. */
  p75: number | null;
  rating: VitalRating | null;
}

export interface ShopSpeed {
  today: string;
  windows: number[];
  thresholds: Record<VitalMetric, { unit: 'ms' | 'score'; good: number; poor: number }>;
  pages: { page: string; metrics: { metric: VitalMetric; windows: VitalWindow[] }[] }[];
}
