import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { withTimeout } from '../db/with-timeout';
import { eastAfricaTime } from '../orders/owner-view';
import { check } from '../validation';
import { contactMessageSchema } from './message-schema';
import { listMessages, markReplied, storeMessage, type MessageRow } from './message-store';

export interface MessageRouteOptions {
  db: Db;
  dbTimeoutMs: number;
  messagesPerMinute: number;
  ownerPerMinute: number;
  ownerOnly: preHandlerAsyncHookHandler;
}

export const MESSAGE_BODY_LIMIT = 16 * 1024;

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
const changeBody = z.object({ action: z.literal('mark-replied', 'action must be mark-replied.') });

const messageView = (row: MessageRow) => ({
  id: row.id,
  receivedAt: eastAfricaTime(row.createdAt),
  name: row.name,
  email: row.email,
  phone: row.phone,
  productInterest: row.productInterest,
  message: row.message,
  repliedAt: row.repliedAt ? eastAfricaTime(row.repliedAt) : null,
});

export async function messageRoutes(app: FastifyInstance, options: MessageRouteOptions): Promise<void> {
  const { db, dbTimeoutMs } = options;
  const ownerRoute = { preHandler: options.ownerOnly, config: { rateLimit: { max: options.ownerPerMinute, timeWindow: '1 minute' } } };

  app.post('/api/messages', { bodyLimit: MESSAGE_BODY_LIMIT, config: { rateLimit: { max: options.messagesPerMinute, timeWindow: '1 minute' } } }, async (request, reply) => {
    const checked = check(contactMessageSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'The message has problems: nothing was stored.', problems: checked.problems });
    const id = await withTimeout(dbTimeoutMs, () => storeMessage(db, checked.value));
    request.log.info({ messageId: id }, 'message stored');
    return reply.code(201).send({ id });
  });

  app.get('/api/messages', ownerRoute, async (request, reply) => {
    const query = check(listQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: 'The listing has problems.', problems: query.problems });
    const { page, pageSize } = query.value;
    const found = await withTimeout(dbTimeoutMs, () => listMessages(db, page, pageSize));
    return { messages: found.messages.map(messageView), page, pageSize, total: found.total };
  });

  app.patch<{ Params: { id: string } }>('/api/messages/:id', ownerRoute, async (request, reply) => {
    const body = check(changeBody, request.body);
    if (!body.ok) return reply.code(400).send({ error: 'The change has problems.', problems: body.problems });
    const row = await withTimeout(dbTimeoutMs, () => markReplied(db, request.params.id));
    if (!row) return reply.code(404).send({ error: 'There is no message with this ID.' });
    return messageView(row);
  });
}
