// Load test of order intake: how many distinct, valid orders per second POST /api/orders accepts
// and stores, with what latency, on PGlite and/or a throwaway PostgreSQL, and whether the rows in
// `orders` afterwards match the 201s the service gave. The service runs in this process on a fresh
// database with its rate limits raised far above the load, so the figure measures storage, not
// the limiter. Bounded: autocannon stops after --seconds and the whole script exits 1 after a hard
// overall timeout. Loopback only: the service and PostgreSQL listen on 127.0.0.1, and the target
// URL is checked to be 127.0.0.1 before any request is sent.
//
//   npm run load -w order-service -- [--engine pglite|postgres|both] [--seconds N] [--connections C]
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { DatabaseTarget } from '../src/db/database';
import { validOrder } from '../src/test-support/order-fixture';
import { postgresBinaries, startPostgresCluster } from '../src/test-support/postgres-cluster';
import { startService, type TestService } from '../src/test-support/test-service';

type Engine = 'pglite' | 'postgres';

interface Options {
  engines: Engine[];
  seconds: number;
  connections: number;
}

/** Setup (initdb, migrations) and teardown allowance on top of the load itself. */
const OVERALL_MARGIN_SECONDS = 60;
/** After autocannon stops: the orders in hand are settled once all are answered and none new came for QUIET_MS… */
const QUIET_MS = 250;
/** …waiting at most this long. */
const SETTLE_MS = 5_000;

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      engine: { type: 'string', default: 'both' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
    },
    strict: true,
    allowPositionals: false,
  });
  const engine = values.engine;
  if (engine !== 'pglite' && engine !== 'postgres' && engine !== 'both') throw new Error(`--engine must be pglite, postgres or both, not "${engine}"`);
  const positiveInteger = (name: string, value: string): number => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive whole number, not "${value}"`);
    return parsed;
  };
  return {
    engines: engine === 'both' ? ['pglite', 'postgres'] : [engine],
    seconds: positiveInteger('seconds', values.seconds),
    connections: positiveInteger('connections', values.connections),
  };
}

/**
 * Counts, on the service's HTTP server, the answers it gives to POST /api/orders. autocannon closes
 * its connections at the deadline with a request in flight on each; the service still stores those
 * orders and answers 201 to a closed socket, so only this count says how many orders it accepted.
 */
function tallyOrderAnswers(service: TestService) {
  const statuses = new Map<number, number>();
  /** Order requests taken whose answer is not counted yet. */
  const open = new Set<ServerResponse>();
  let lastRequestAt = Date.now();
  let settling = false;
  /** Order requests the service read only after autocannon had stopped. */
  let late = 0;
  /** Counts an answer once it is written (also when its connection was already gone). */
  const settled = (response: ServerResponse) => {
    if (!response.writableEnded || !open.delete(response)) return;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  };
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== '/api/orders') return;
    lastRequestAt = Date.now();
    if (settling) late += 1;
    open.add(response);
    response.once('close', () => settled(response));
  };
  service.app.server.on('request', onRequest);
  return {
    /**
     * Waits until every order the service took has its answer and no new one has come for
     * `quietMs` (a request autocannon wrote just before closing may not be read yet); returns how
     * many were still unanswered after `maxMs`.
     */
    async settle(quietMs: number, maxMs: number): Promise<number> {
      settling = true;
      const deadline = Date.now() + maxMs;
      lastRequestAt = Math.max(lastRequestAt, Date.now());
      for (;;) {
        for (const response of open) settled(response);
        if ((open.size === 0 && Date.now() - lastRequestAt >= quietMs) || Date.now() >= deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      service.app.server.off('request', onRequest);
      return open.size;
    },
    count: (status: number) => statuses.get(status) ?? 0,
    late: () => late,
  };
}

/** `select count(*)` through drizzle: the pglite driver and node-postgres both give `{ rows }`. */
async function storedOrders(service: TestService): Promise<number> {
  const result: unknown = await service.database.db.execute(sql`select count(*)::int as n from orders`);
  const rows: unknown = Array.isArray(result) ? result : typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const n: unknown = typeof first === 'object' && first !== null && 'n' in first ? first.n : undefined;
  if (typeof n !== 'number') throw new Error(`unexpected count result: ${JSON.stringify(result)}`);
  return n;
}

/** Cleanups of what is running now, for a timeout or Ctrl-C. */
const cleanups = new Set<() => Promise<void>>();

async function withCleanup<T>(cleanup: () => Promise<void>, body: () => Promise<T>): Promise<T> {
  cleanups.add(cleanup);
  try {
    return await body();
  } finally {
    cleanups.delete(cleanup);
    await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}

async function abort(reason: string): Promise<never> {
  console.error(reason);
  const pending = [...cleanups];
  cleanups.clear();
  await Promise.race([Promise.allSettled(pending.map((cleanup) => cleanup())), new Promise((resolve) => setTimeout(resolve, 15_000))]);
  process.exit(1);
}

/** Runs the load against a service on a fresh database; true when everything checked out. */
async function load(engine: Engine, target: DatabaseTarget, options: Options): Promise<boolean> {
  const service = await startService(target, { config: { rateLimits: { orders: 1e9, messages: 1e9, owner: 1e9 }, logLevel: 'warn' } });
  return withCleanup(
    () => service.close(),
    async () => {
      const url = new URL(service.url);
      if (url.hostname !== '127.0.0.1') throw new Error(`refusing to load ${service.url}: only 127.0.0.1 is a target`);
      const answers = tallyOrderAnswers(service);
      const result = await autocannon({
        url: service.url,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: JSON.stringify(validOrder()) }),
          },
        ],
      });
      const unanswered = await answers.settle(QUIET_MS, SETTLE_MS);
      const stored = await storedOrders(service);

      const read201 = result.statusCodeStats?.['201']?.count ?? 0;
      const accepted = answers.count(201);
      const cut = accepted - read201;
      const other2xx = result['2xx'] - read201;
      const otherCodes = Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => code !== '201')
        .map(([code, stats]) => `${code}×${stats.count ?? 0}`);
      const consistent = cut >= 0 && cut <= options.connections && unanswered === 0;
      const same = stored === accepted;
      const ok = same && consistent && result.errors === 0 && result.non2xx === 0 && other2xx === 0;

      const lines: [string, string | number][] = [
        ['engine', engine],
        ['duration', `${result.duration} s`],
        ['connections', options.connections],
        ['orders/s', (result['2xx'] / result.duration).toFixed(1)],
        ['latency p50', `${result.latency.p50} ms`],
        ['latency p99', `${result.latency.p99} ms`],
        ['accepted (201)', `${accepted} (${read201} read by autocannon + ${cut} answered on connections it closed at the deadline, ${answers.late()} of them read by the service after it stopped)`],
        ['stored', stored],
        ['non-2xx', result.non2xx + (otherCodes.length > 0 ? ` (${otherCodes.join(', ')})` : '')],
        ['errors', `${result.errors} (timeouts ${result.timeouts})`],
      ];
      if (!consistent) lines.push(['odd', `${unanswered} orders still unanswered after ${SETTLE_MS} ms; service 201s − autocannon 201s = ${cut}`]);
      lines.push(['stored == accepted', same ? 'yes' : 'no']);
      console.log(`\n${lines.map(([label, value]) => `${`${label}:`.padEnd(20)}${value}`).join('\n')}`);
      return ok;
    },
  );
}

async function runEngine(engine: Engine, options: Options): Promise<boolean> {
  if (engine === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-load-pglite-'));
    return withCleanup(
      async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      () => load(engine, { engine, dataDir }, options),
    );
  }
  if (!postgresBinaries()) {
    console.log('\nengine:             postgres — skipped: no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)');
    return true;
  }
  const cluster = await startPostgresCluster();
  return withCleanup(
    () => cluster.destroy(),
    async () => load(engine, { engine, url: await cluster.createDatabase() }, options),
  );
}

async function main(): Promise<void> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error('usage: load-orders.ts [--engine pglite|postgres|both] [--seconds N] [--connections C]');
    process.exit(2);
  }
  const overallSeconds = options.engines.length * options.seconds + OVERALL_MARGIN_SECONDS;
  setTimeout(() => void abort(`load-orders: gave up after ${overallSeconds} s`), overallSeconds * 1000).unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void abort(`load-orders: ${signal}`));

  let ok = true;
  for (const engine of options.engines) {
    try {
      ok = (await runEngine(engine, options)) && ok;
    } catch (error) {
      console.error(`\n${engine}: failed:`, error);
      ok = false;
    }
  }
  process.exit(ok ? 0 : 1);
}

await main();
