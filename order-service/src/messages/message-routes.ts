import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteSetup } from '../route-setup';
import { eastAfricaTime } from '../shop-time';
import { check, pageQuery } from '../validation';
import { contactMessageSchema } from './message-schema';
import { listMessages, markReplied, storeMessage, type MessageRow } from './message-store';

export interface MessageRouteOptions {
  setup: RouteSetup;
  messagesPerMinute: number;
}

export const MESSAGE_BODY_LIMIT = 16 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
  const { inDatabase, inTransaction, ownerRoute, perMinute } = options.setup;

  app.post('/api/messages', { bodyLimit: MESSAGE_BODY_LIMIT, ...perMinute(options.messagesPerMinute) }, async (request, reply) => {
    const checked = check(contactMessageSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'The message has problems: nothing was stored.', problems: checked.problems });
    // In a transaction: its answer says whether it may have been stored after all.
    const id = await inTransaction(request, (tx) => storeMessage(tx, checked.value));
    request.log.info({ messageId: id }, 'message stored');
    return reply.code(201).send({ id });
  });

  app.get('/api/messages', ownerRoute, async (request, reply) => {
    const query = check(pageQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: 'The listing has problems.', problems: query.problems });
    const { page, pageSize } = query.value;
    const found = await inDatabase(request, (db) => listMessages(db, page, pageSize));
    return { messages: found.messages.map(messageView), page, pageSize, total: found.total };
  });

  app.patch<{ Params: { id: string } }>('/api/messages/:id', ownerRoute, async (request, reply) => {
    const body = check(changeBody, request.body);
    if (!body.ok) return reply.code(400).send({ error: 'The change has problems.', problems: body.problems });
    // Message IDs are UUIDs: any other shape names no message (and may hold what the database refuses).
    const row = UUID.test(request.params.id) ? await inDatabase(request, (db) => markReplied(db, request.params.id)) : null;
    if (!row) return reply.code(404).send({ error: 'There is no message with this ID.' });
    return messageView(row);
  });
}
