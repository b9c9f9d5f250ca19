import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
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

export async function listMessages(db: Db, page: number, pageSize: number): Promise<{ messages: MessageRow[]; total: number }> {
  const [counted] = await db.select({ total: count() }).from(messages);
  const rows = await db
    .select()
    .from(messages)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { messages: rows, total: counted?.total ?? 0 };
}

/** Records that the shop answered: the 12 months of keeping it count from here. */
export async function markReplied(db: Db, id: string): Promise<MessageRow | null> {
  const [row] = await db.update(messages).set({ repliedAt: new Date() }).where(eq(messages.id, id)).returning();
  return row ?? null;
}
