import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { textDigest as digest } from '../same-text';

/**
 * Guards the owner's endpoints. Without a configured token they do not exist (404); with one,
 * only `Authorization: Bearer <token>` passes, compared in constant time. With an owner port
 * (OWNER_PORT, http/port-listener.ts), they exist on that port only: a request that came in on
 * the public one gets the same 404 as an unknown path.
 */
export function ownerOnly(token: string | null, ownerPort: number | null = null) {
  const expected = token === null ? null : digest(token);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Customers' data: no browser or proxy keeps a copy of any owner answer.
    reply.header('Cache-Control', 'no-store');
    if (expected === null || (ownerPort !== null && request.socket.localPort !== ownerPort)) return reply.code(404).send({ error: 'Not found.' });
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected))
      return reply.code(401).header('WWW-Authenticate', 'Bearer realm="Mimea Naturals owner"').send({ error: 'A valid owner token is required.' });
  };
}
