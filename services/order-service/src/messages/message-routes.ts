import type { FastifyInstance } from 'fastify';
import type { RouteSetup } from '../route-setup';
import { check } from '../validation';
import { contactMessageSchema } from './message-schema';
import { storeMessage } from './message-store';

export interface MessageRouteOptions {
  setup: RouteSetup;
  messagesPerMinute: number;
}

export const MESSAGE_BODY_LIMIT = 16 * 1024;

/** The contact form's messages come in here; the office reads and answers them (office/work/office-messages.ts). */
export async function messageRoutes(app: FastifyInstance, options: MessageRouteOptions): Promise<void> {
  const { inTransaction, perMinute } = options.setup;

  app.post('/api/messages', { bodyLimit: MESSAGE_BODY_LIMIT, ...perMinute(options.messagesPerMinute) }, async (request, reply) => {
    const checked = check(contactMessageSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'The message has problems: nothing was stored.', problems: checked.problems });
    // In a transaction: its answer says whether it may have been stored after all.
    const id = await inTransaction(request, (tx) => storeMessage(tx, checked.value));
    request.log.info({ messageId: id }, 'message stored');
    return reply.code(201).send({ id });
  });
}
