// The access record (docs/office.md, "Access record"; Kenya's Data Protection Act 2019): who
// did what, when, to which order, from which network. Never a password, a code, a token or a
// full address: callers put only facts about the action in `detail`.
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
  | 'order.open'
  | 'order.action'
  | 'orders.export'
  | 'messages.open'
  | 'message.replied'
  | 'audit.open'
  | 'account.create'
  | 'account.disable'
  | 'password.change';

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

/** Adds one row to the access record (inside the caller's transaction when `db` is one). */
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
