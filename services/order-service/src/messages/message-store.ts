import { randomUUID } from 'node:crypto';
import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { messages } from '../db/schema';
import type { ContactMessage } from './message-schema';

export type MessageRow = typeof messages.$inferSelect;

export async function storeMessage(db: Db, message: ContactMessage): Promise<string> {
  const id = randomUUID();
  await db.insert(messages).values({
    id,
    name: message.name,
    email: message.email,
    phone: message.phone || null,
    productInterest: message.productInterest || null,
    message: message.message,
  });
  return id;
}

/** Which messages the office lists: not answered yet, answered, or all. */
export const MESSAGE_FILTERS = ['unread', 'replied', 'all'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

const conditionOf = (filter: MessageFilter): SQL | undefined =>
  filter === 'unread' ? isNull(messages.repliedAt) : filter === 'replied' ? isNotNull(messages.repliedAt) : undefined;

/** One page of messages, newest first; how many match, and how many are unanswered in all. */
export async function listMessages(db: Db, filter: MessageFilter, page: number, pageSize: number): Promise<{ messages: MessageRow[]; total: number; unread: number }> {
  const where = conditionOf(filter);
  const [counted] = await db.select({ total: count() }).from(messages).where(where);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { messages: rows, total: counted?.total ?? 0, unread: await unreadMessages(db) };
}

/** Messages nobody has answered yet. */
export async function unreadMessages(db: Db): Promise<number> {
  const [counted] = await db.select({ unread: count() }).from(messages).where(isNull(messages.repliedAt));
  return counted?.unread ?? 0;
}

/** Records that the shop answered: the 12 months of keeping it count from here. */
export async function markReplied(db: Db, id: string): Promise<MessageRow | null> {
  const [row] = await db.update(messages).set({ repliedAt: new Date() }).where(eq(messages.id, id)).returning();
  return row ?? null;
}
