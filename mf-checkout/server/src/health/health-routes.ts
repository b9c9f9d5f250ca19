import type { FastifyInstance } from 'fastify';
import { databaseAnswers, type Database } from '../db/database';
import type { RouteSetup } from '../route-setup';

export interface HealthOptions {
  setup: RouteSetup;
  engine: Database['engine'];
  /** False once a shutdown has begun: the load balancer should stop sending requests. */
  accepting: () => boolean;
}

export async function healthRoutes(app: FastifyInstance, { setup, engine, accepting }: HealthOptions): Promise<void> {
  // Alive: the process answers. Also under /api/, where the shell's origin reaches it.
  for (const path of ['/healthz', '/api/healthz']) app.get(path, async () => ({ status: 'ok' }));

  // Ready: it can store orders now.
  app.get('/readyz', async (_request, reply) => {
    const answers = accepting() && (await setup.inDatabase(databaseAnswers).catch(() => false));
    return reply.code(answers ? 200 : 503).send({ status: answers ? 'ready' : 'unavailable', database: engine });
  });
}
