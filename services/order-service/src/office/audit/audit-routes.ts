// The owner reads the access record (docs/office.md): newest first, 50 a page, by account or
// order. Reading it is itself recorded.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { officeAudit } from '../../db/schema';
import { check } from '../../validation';
import { normalizeUsername } from '../accounts/account-store';
import type { OfficePluginOptions } from '../office-routes';
import { clientNetwork, recordAudit } from './audit-record';

export const AUDIT_PAGE_SIZE = 50;

const auditQuery = z.object({
  account: z.string().max(100).optional(),
  orderId: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export async function auditRoutes(app: FastifyInstance, { setup, guard, now }: OfficePluginOptions): Promise<void> {
  app.get('/api/office/audit', { ...guard.ownerOnly }, async (request, reply) => {
    const checked = check(auditQuery, request.query);
    if (!checked.ok) return reply.code(400).send({ error: 'The filter has problems.', problems: checked.problems });
    const { account, orderId, page } = checked.value;
    const where = and(account ? eq(officeAudit.username, normalizeUsername(account)) : undefined, orderId ? eq(officeAudit.orderId, orderId.trim()) : undefined);
    const actor = request.officeActor!;
    return setup.inTransaction(request, async (tx) => {
      const [rows, totals] = [
        await tx
          .select()
          .from(officeAudit)
          .where(where)
          .orderBy(desc(officeAudit.at), desc(officeAudit.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((page - 1) * AUDIT_PAGE_SIZE),
        await tx.select({ total: count() }).from(officeAudit).where(where),
      ];
      // Recorded after the read: the page shows the record as it was when it was asked for.
      await recordAudit(tx, { actor, action: 'audit.open', detail: { account: account ?? null, orderId: orderId ?? null, page }, network: clientNetwork(request), at: new Date(now()) });
      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          username: row.username,
          role: row.role,
          action: row.action,
          orderId: row.orderId,
          detail: row.detail,
          network: row.network,
        })),
        page,
        pageSize: AUDIT_PAGE_SIZE,
        total: totals[0]?.total ?? 0,
      };
    });
  });
}
