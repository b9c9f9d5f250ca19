// What the office's API answers (docs/office.md, "The API"), as the office reads it.
import type { OrderAction, OrderTab } from './order-tabs';
import type { Json } from './read-json';

/** What each may do: docs/office.md, "Who signs in" (the service filters by role). */
export type Role = 'owner' | 'manager' | 'staff';

/** The roles the owner gives in Team (an owner is made by the command only). */
export type StaffRole = Exclude<Role, 'owner'>;

export interface OfficeAccount {
  username: string;
  name: string;
  role: Role;
  /** An authenticator app is set up: the code is asked at sign-in and on the password change. */
  secondFactor: boolean;
}

export interface OfficeSession {
  account: OfficeAccount;
  csrfToken: string;
  expiresAt: string;
  /** A one-time password was used: a new one must be chosen before anything else. */
  mustChangePassword: boolean;
  /** A second factor must be set up before anything else (the owner's always; staff's when the owner requires it). */
  mustEnrol: boolean;
  /** Signed in with a recovery code: how many are left (the sign-in's answer only); null otherwise. */
  recoveryCodesLeft: number | null;
}

/** A field's problem in a 400 answer (`{ error, problems: [{ field, message }] }`). */
export interface Problem {
  field: string;
  message: string;
}

/** The start of an enrolment (POST /api/office/second-factor): what the authenticator app needs. */
export interface Enrolment {
  /** Base32, to type when the QR code cannot be scanned. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
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
  /** Failed sign-ins; `alarm`: a burst the owner should know of, in words, or null. */
  signIns: { failedLastHour: number; failedLast24Hours: number; alarm: string | null };
}

/** One entry of the access record (GET /api/office/audit). */
export interface AuditEntry {
  id: string;
  at: string;
  /** Who did it (null: nobody signed in, e.g. a failed sign-in of an unknown name, the API token). */
  username: string | null;
  role: string | null;
  action: string;
  orderId: string | null;
  /** What the service recorded beside the action (never a password, code or typed search). */
  detail: Json | null;
  network: string | null;
}

/** Whether the record's hash chain holds: `brokenAt`, the first entry that does not follow from the one before. */
export interface AuditChain {
  ok: boolean;
  rows: number;
  brokenAt: number | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
  /** null: the answer said nothing of the chain. */
  chain: AuditChain | null;
}

/** An account as Team lists it (GET /api/office/accounts). */
export interface TeamAccount extends OfficeAccount {
  createdAt: string;
  disabledAt: string | null;
  mustChangePassword: boolean;
  /** When the one-time password given stops working, while it is unchanged. */
  oneTimePasswordExpiresAt: string | null;
  /** null: the answer did not say. */
  recoveryCodesLeft: number | null;
  failedSignInsLastHour: number;
}

/** A one-time password the owner gives (a new account, a reset): shown once. */
export interface OneTimePassword {
  oneTimePassword: string;
  /** When it stops working (24 hours). */
  expiresAt: string;
}

export interface NewAccount extends OneTimePassword {
  account: OfficeAccount;
}

export interface OfficeSettings {
  /** Staff and managers must set up a second factor. */
  staffSecondFactor: boolean;
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

/**
 * Whether M-Pesa sends the till's confirmations where this shop listens
 * (GET /api/office/payments/registration): read leniently, the alarm is what matters.
 */
export type RegistrationState = 'registered' | 'already-registered' | 'differs' | 'not-registered' | 'off';

export interface PaymentsRegistration {
  /** null: a state this office does not know. */
  state: RegistrationState | null;
  shortCode: string | null;
  origin: string | null;
  at: string | null;
  /** What the owner must act on; null when all is well. */
  alarm: string | null;
}

/** A till payment that matched no order (GET /api/office/payments/unmatched). */
export interface UnmatchedPayment {
  receipt: string;
  amount: number;
  /** East Africa Time, with its offset. */
  receivedAt: string;
  source: string;
  /** What the payer typed as the account (a Pay Bill's), or null. */
  account: string | null;
  shortCode: string | null;
  /** Masked: 2547*****678. */
  msisdn: string | null;
  firstName: string | null;
}

export interface UnmatchedPage {
  payments: UnmatchedPayment[];
  page: number;
  pageSize: number;
  total: number;
}

export type SuggestionReason = 'amount' | 'payer' | 'time';

/** An order an unmatched payment may be for (GET /api/office/payments/:receipt/suggestions). */
export interface OrderSuggestion {
  orderId: string;
  total: number;
  /** What the order still has to pay. */
  due: number;
  status: string;
  /** ISO (UTC). */
  createdAt: string;
  /** Masked. */
  phone: string | null;
  /** Why it is suggested, best first. */
  reasons: SuggestionReason[];
}

export interface PaymentSuggestions {
  receipt: string;
  amount: number;
  orders: OrderSuggestion[];
}

export type LinkEffect = 'paid' | 'flagged' | 'attached' | 'unmatched' | 'already-stored';

/** The owner's link of a payment to its order (POST /api/office/payments/:receipt/link). */
export interface LinkResult {
  orderId: string;
  /** null: an effect this office does not know. */
  effect: LinkEffect | null;
}

export type EvidenceKind = 'stk-result' | 'c2b-validation' | 'c2b-confirmation' | 'status-result' | 'status-timeout';

/** A body M-Pesa sent that the shop kept but could not use (GET /api/office/payments/unreadable). */
export interface UnreadableEvidence {
  id: string;
  /** null: a kind this office does not know. */
  kind: EvidenceKind | null;
  /** East Africa Time, with its offset. */
  receivedAt: string;
  /** The receipt or request it names, when it names one. */
  reference: string | null;
  amount: number | null;
  problem: string | null;
}

export type StatementOutcome = 'known' | 'filled-in' | 'added-matched' | 'added-unmatched' | 'skipped';

export interface StatementRow {
  receipt: string;
  /** ISO, or null when the line gave none. */
  completedAt: string | null;
  amount: number;
  outcome: StatementOutcome;
  orderId: string | null;
  note: string | null;
}

/** What importing the till's statement did (POST /api/office/payments/statement). */
export interface StatementReport {
  lines: number;
  /** Lines that paid money in. */
  paidIn: number;
  known: number;
  filledIn: number;
  added: number;
  matched: number;
  unmatched: number;
  skipped: number;
  /** The lines that were not known already (the service leaves those out). */
  rows: StatementRow[];
}
