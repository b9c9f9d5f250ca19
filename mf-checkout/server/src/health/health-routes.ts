import type { FastifyInstance } from 'fastify';
import { databaseAnswers, type Database } from '../db/database';
import { withTimeout } from '../db/with-timeout';

export interface HealthOptions {
  database: Database;
  dbTimeoutMs: number;
  /** False once a shutdown has begun: the load balancer should stop sending requests. */
  accepting: () => boolean;
}

export async function healthRoutes(app: FastifyInstance, { database, dbTimeoutMs, accepting }: HealthOptions): Promise<void> {
  // Alive: the process answers. Also under /api/, where the shell's origin reaches it.
  for (const path of ['/healthz', '/api/healthz']) app.get(path, async () => ({ status: 'ok' }));

  // Ready: it can store orders now.
  app.get('/readyz', async (_request, reply) => {
    const answers = accepting() && (await withTimeout(dbTimeoutMs, () => databaseAnswers(database.db)).catch(() => false));
    return reply.code(answers ? 200 : 503).send({ status: answers ? 'ready' : 'unavailable', database: database.engine });
  });
}
