import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { databaseTakesWrites } from '../db/readiness';
import type { RouteSetup } from '../route-setup';

export interface HealthOptions {
  setup: RouteSetup;
  database: Database;
  /** Below this many free bytes on the data's disk (PGlite), orders would fail: not ready. */
  minFreeDiskBytes: number;
  /** False once a shutdown has begun: the load balancer should stop sending requests. */
  accepting: () => boolean;
}

type Readiness = 'ready' | 'shutting-down' | 'database-unavailable' | 'disk-full';

export async function healthRoutes(app: FastifyInstance, { setup, database, minFreeDiskBytes, accepting }: HealthOptions): Promise<void> {
  // Alive: the process answers. Also under /api/, where the shell's origin reaches it.
  for (const path of ['/healthz', '/api/healthz']) app.get(path, async () => ({ status: 'ok' }));

  // Ready: it can store orders now. A write that commits proves the database takes writes (a
  // read-only database still answers a SELECT), and a nearly full disk fails new orders while
  // small writes still pass, so PGlite's free space is checked too.
  async function readiness(): Promise<Readiness> {
    if (!accepting()) return 'shutting-down';
    const writes = await setup.inDatabase(databaseTakesWrites).catch(() => false);
    if (!writes) return 'database-unavailable';
    const free = await database.freeDiskBytes().catch(() => 0);
    return free !== null && free < minFreeDiskBytes ? 'disk-full' : 'ready';
  }
  app.get('/readyz', async (_request, reply) => {
    const status = await readiness();
    return reply.code(status === 'ready' ? 200 : 503).send({ status, database: database.engine });
  });
}
