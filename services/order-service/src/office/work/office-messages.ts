// The contact messages in the office (GET /api/office/messages, POST …/:id/replied). Who
// answered is read from the access record's latest `message.replied` entry for the message (the
// messages table keeps only when: see the report asking for a `replied_by` column).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { officeAccounts, officeAudit } from '../../db/schema';
import { listMessages, MESSAGE_FILTERS, type MessageRow } from '../../messages/message-store';
import { eastAfricaTime } from '../../shop-time';

export const messagesQuery = z.object({
  filter: z.enum(MESSAGE_FILTERS, `filter must be one of ${MESSAGE_FILTERS.join(', ')}.`).default('unread'),
  page: z.coerce.number('page is a number.').int('page is a whole number.').min(1, 'page starts at 1.').max(1_000_000, 'page is at most 1,000,000.').default(1),
  pageSize: z.coerce.number('pageSize is a number.').int('pageSize is a whole number.').min(1, 'pageSize is 1 to 100.').max(100, 'pageSize is 1 to 100.').default(25),
});

/** Message IDs are UUIDs: any other shape names no message (and may hold what the database refuses). */
export const MESSAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const messageView = (row: MessageRow, repliedBy: string | null) => ({
  id: row.id,
  receivedAt: eastAfricaTime(row.createdAt),
  name: row.name,
  email: row.email,
  phone: row.phone,
  productInterest: row.productInterest,
  message: row.message,
  repliedAt: row.repliedAt ? eastAfricaTime(row.repliedAt) : null,
  repliedBy: row.repliedAt ? repliedBy : null,
});

/** Who last marked each of these messages answered: the account's name (its username if it is gone). */
async function repliers(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const messageId = sql<string>`${officeAudit.detail}->>'messageId'`;
  const rows = await db
    .selectDistinctOn([messageId], { messageId, name: sql<string | null>`coalesce(${officeAccounts.name}, ${officeAudit.username})` })
    .from(officeAudit)
    .leftJoin(officeAccounts, eq(officeAccounts.id, officeAudit.accountId))
    .where(and(eq(officeAudit.action, 'message.replied'), inArray(messageId, ids)))
    .orderBy(messageId, desc(officeAudit.id));
  return new Map(rows.flatMap((row) => (row.name === null ? [] : [[row.messageId, row.name] as [string, string]])));
}

export async function listOfficeMessages(db: Db, query: z.infer<typeof messagesQuery>) {
  const found = await listMessages(db, query.filter, query.page, query.pageSize);
  const by = await repliers(db, found.messages.filter((row) => row.repliedAt !== null).map((row) => row.id));
  return {
    messages: found.messages.map((row) => messageView(row, by.get(row.id) ?? null)),
    unread: found.unread,
    page: query.page,
    pageSize: query.pageSize,
    total: found.total,
  };
}
