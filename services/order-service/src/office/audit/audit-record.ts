// The access record (docs/office.md, "Access record"; Kenya's Data Protection Act 2019): who
// did what, when, to which order, from which network. Never a password, a code, a token, a typed
// search or national ID, or a full address: callers put only facts about the action in `detail`.
// The database chains each row to the one before (prev_hash, hash: its trigger sets them) and
// refuses UPDATE and DELETE (audit-chain.ts verifies the chain).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { officeAudit } from '../../db/schema';
import { networkOf } from '../../log-safe';
import type { OfficeActor } from '../auth/office-guard';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'locked'
  | 'refused'
  | 'order.open'
  | 'order.action'
  | 'order.handover-refused'
  | 'orders.list'
  | 'orders.export'
  | 'payments.unmatched'
  | 'payments.suggestions'
  | 'payments.unreadable'
  | 'messages.open'
  | 'message.replied'
  | 'audit.open'
  | 'audit.export'
  | 'account.create'
  | 'account.disable'
  | 'account.reset-password'
  | 'account.reset-second-factor'
  | 'account.role'
  | 'settings.change'
  | 'password.change'
  | 'password.change-failed'
  | 'second-factor.start-failed'
  | 'second-factor.enrol'
  | 'payment.link'
  | 'payments.statement'
  | 'catalogue.edit'
  | 'catalogue.import'
  | 'catalogue.photo'
  | 'catalogue.settings';

export interface AuditEntry {
  /** Who, or null when nobody is signed in (a failed sign-in names the username in detail). */
  actor: OfficeActor | null;
  action: AuditAction;
  orderId?: string | null;
  detail?: Record<string, unknown> | null;
  /** clientNetwork(request). */
  network?: string | null;
  /** When, if not now (tests with a clock of their own). */
  at?: Date;
}

/** The client's network as the record keeps it: /24 (IPv4) or /48 (IPv6), never the address. */
export const clientNetwork = (request: Pick<FastifyRequest, 'ip'>): string => networkOf(request.ip);

/** Adds one row to the access record (inside the caller's transaction when `db` is one); the database chains it. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(officeAudit).values({
    ...(entry.at ? { at: entry.at } : {}),
    accountId: entry.actor?.accountId ?? null,
    username: entry.actor?.username ?? null,
    role: entry.actor?.role ?? null,
    action: entry.action,
    orderId: entry.orderId ?? null,
    detail: entry.detail ?? null,
    network: entry.network ?? null,
  });
}

/** Why a signed-in person was refused (403): the contract's codes. */
export type RefusalCode = 'role' | 'csrf' | 'enrol' | 'password-change';

/** A route as the record names it: its pattern (/api/office/orders/:orderId), never a URL with its query. */
export function routeOf(request: Pick<FastifyRequest, 'routeOptions' | 'method'>): string {
  return `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
}

/** Records a refused call (`refused`, detail `{ route, code }` and what else the caller names). */
export function recordRefusal(
  db: Db,
  request: Pick<FastifyRequest, 'routeOptions' | 'method' | 'ip'>,
  actor: OfficeActor | null,
  code: RefusalCode,
  more: { orderId?: string | null; detail?: Record<string, unknown> } = {},
): Promise<void> {
  return recordAudit(db, { actor, action: 'refused', orderId: more.orderId ?? null, detail: { route: routeOf(request), code, ...more.detail }, network: clientNetwork(request) });
}
