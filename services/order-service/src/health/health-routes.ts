import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { databaseTakesWrites } from '../db/readiness';
import type { RouteSetup } from '../route-setup';

export interface HealthOptions {
  setup: RouteSetup;
  database: Database;
  /** False once a shutdown has begun: the load balancer should stop sending requests. */
  accepting: () => boolean;
  /** A database operation unsettled this long means the process is stuck: not alive. */
  stuckAfterMs: number;
  /** Sent as X-Instance-Id, so a supervisor knows its own child from another server on the port. */
  instanceId: string | null;
}

type Readiness = 'ready' | 'shutting-down' | 'database-unavailable' | 'disk-full';

export async function healthRoutes(app: FastifyInstance, { setup, database, accepting, stuckAfterMs, instanceId }: HealthOptions): Promise<void> {
  const identify = (reply: FastifyReply) => (instanceId ? reply.header('X-Instance-Id', instanceId) : reply);
  // Probes ask every few seconds (a supervisor, Kubernetes): their requests are not logged.
  const quiet = { logLevel: 'warn' } as const;

  // Alive: the process answers and no database operation is stuck (a PGlite operation that
  // never ends holds every later one; the supervisor and Kubernetes restart a process that is not
  // alive, and one whose event loop is stuck does not answer at all). Also under /api/, where the
  // shell's origin reaches it.
  for (const path of ['/healthz', '/api/healthz'])
    app.get(path, quiet, async (_request, reply) => {
      const stuckMs = database.stuckForMs();
      if (stuckMs > stuckAfterMs) return identify(reply).code(503).send({ status: 'stuck', stuckForMs: stuckMs });
      return identify(reply).send({ status: 'ok' });
    });

  // Ready: it can store orders now. The disk first (PGlite's writes are refused when it is nearly
  // full: no probe adds to it), then a write that commits proves the database takes writes (a
  // read-only database still answers a SELECT).
  async function readiness(request: Parameters<RouteSetup['inDatabase']>[0]): Promise<Readiness> {
    if (!accepting()) return 'shutting-down';
    if ((await database.refusedWrites().catch(() => 'disk-full' as const)) === 'disk-full') return 'disk-full';
    const writes = await setup.inDatabase(request, databaseTakesWrites).catch(() => false);
    return writes ? 'ready' : 'database-unavailable';
  }
  app.get('/readyz', quiet, async (request, reply) => {
    const status = await readiness(request);
    return identify(reply)
      .code(status === 'ready' ? 200 : 503)
      .send({ status, database: database.engine });
  });
}
