// The owner reads the access record (docs/office.md): newest first, 50 a page, by shop days (East
// Africa Time), account, order and action, with whether its chain holds (audit-chain.ts); and
// exports it as CSV. Reading it and exporting it are themselves recorded.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { officeAudit } from '../../db/schema';
import { csvCell } from '../../orders/orders-csv';
import { eastAfricaTime, startOfNextShopDay, startOfShopDay } from '../../shop-time';
import { check, shopDay } from '../../validation';
import { normalizeUsername } from '../accounts/account-store';
import type { OfficePluginOptions } from '../office-routes';
import { verifyAuditChain } from './audit-chain';
import { clientNetwork, recordAudit } from './audit-record';

export const AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV export holds (the newest of the filter): a narrower filter gets the rest. */
export const AUDIT_CSV_MAX_ROWS = 100_000;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((text) => (text ? text : undefined));

const filterShape = {
  from: shopDay.optional(),
  to: shopDay.optional(),
  account: optionalText(100),
  orderId: optionalText(40),
  action: optionalText(60),
};
const fromBeforeTo = (filter: { from?: string | undefined; to?: string | undefined }) => !filter.from || !filter.to || filter.from <= filter.to;
const toAfterFrom = { path: ['to'], message: 'to is on or after from.' };

const auditFilter = z.object(filterShape).refine(fromBeforeTo, toAfterFrom);
type AuditFilter = z.infer<typeof auditFilter>;

const auditQuery = z
  .object({
    ...filterShape,
    page: z.coerce.number('page is a number.').int('page is a whole number.').min(1, 'page starts at 1.').max(1_000_000, 'page is at most 1,000,000.').default(1),
  })
  .refine(fromBeforeTo, toAfterFrom);

function auditCondition(filter: AuditFilter): SQL | undefined {
  return and(
    filter.from ? gte(officeAudit.at, startOfShopDay(filter.from)) : undefined,
    filter.to ? lt(officeAudit.at, startOfNextShopDay(filter.to)) : undefined,
    filter.account ? eq(officeAudit.username, normalizeUsername(filter.account)) : undefined,
    filter.orderId ? eq(officeAudit.orderId, filter.orderId.toUpperCase()) : undefined,
    filter.action ? eq(officeAudit.action, filter.action) : undefined,
  );
}

/** The filter as the record keeps it: account and order always (null when not given), the rest when given. */
const filterDetail = ({ account, orderId, ...rest }: AuditFilter) => ({
  account: account ?? null,
  orderId: orderId ?? null,
  ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
});

const CSV_COLUMNS = ['id', 'at', 'username', 'role', 'action', 'order_id', 'detail', 'network', 'hash'] as const;

export async function auditRoutes(app: FastifyInstance, { setup, guard, now }: OfficePluginOptions): Promise<void> {
  app.get('/api/office/audit', { ...guard.ownerOnly }, async (request, reply) => {
    const checked = check(auditQuery, request.query);
    if (!checked.ok) return reply.code(400).send({ error: 'The filter has problems.', problems: checked.problems });
    const { page, ...filter } = checked.value;
    const where = auditCondition(filter);
    const actor = request.officeActor!;
    return setup.inTransaction(request, async (tx) => {
      const rows = await tx
        .select()
        .from(officeAudit)
        .where(where)
        .orderBy(desc(officeAudit.at), desc(officeAudit.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE);
      const [totals] = await tx.select({ total: count() }).from(officeAudit).where(where);
      const chain = await verifyAuditChain(tx);
      // Recorded after the read: the page shows the record as it was when it was asked for.
      await recordAudit(tx, { actor, action: 'audit.open', detail: { ...filterDetail(filter), page }, network: clientNetwork(request), at: new Date(now()) });
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
        total: totals?.total ?? 0,
        chain,
      };
    });
  });

  app.get('/api/office/audit.csv', { ...guard.ownerOnly }, async (request, reply) => {
    const checked = check(auditFilter, request.query);
    if (!checked.ok) return reply.code(400).send({ error: 'The filter has problems.', problems: checked.problems });
    const filter = checked.value;
    const actor = request.officeActor!;
    const rows = await setup.inTransaction(request, async (tx) => {
      // The newest rows of the filter, then in the chain's order (by id), as the record reads.
      const newest = await tx.select().from(officeAudit).where(auditCondition(filter)).orderBy(desc(officeAudit.id)).limit(AUDIT_CSV_MAX_ROWS);
      await recordAudit(tx, { actor, action: 'audit.export', detail: { ...filterDetail(filter), rows: newest.length }, network: clientNetwork(request), at: new Date(now()) });
      return newest.reverse();
    });
    const lines = [CSV_COLUMNS.join(',')];
    for (const row of rows) {
      const cells = [row.id, eastAfricaTime(row.at), row.username, row.role, row.action, row.orderId, row.detail === null ? null : JSON.stringify(row.detail), row.network, row.hash];
      lines.push(cells.map((cell) => csvCell(cell)).join(','));
    }
    const today = eastAfricaTime(new Date(now())).slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="mimea-access-record-${today}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(lines.join('\r\n') + '\r\n');
  });
}
