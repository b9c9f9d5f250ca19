// Load test of order intake: how many distinct, valid orders per second POST /api/orders accepts
// and stores, with what latency, on PGlite and/or a throwaway PostgreSQL, and whether the rows in
// `orders` afterwards match the 201s the service gave. On PostgreSQL it then runs 1, 2 and 3
// instances of the service, each its own process as Kubernetes runs them, on one database, the
// load spread over them, and prints a table of instances × orders/s × p50/p99 × stored = accepted. The service runs in this process on a fresh
// database with its rate limits raised far above the load, so the figure measures storage, not
// the limiter. Bounded: autocannon stops after --seconds and the whole script exits 1 after a hard
// overall timeout. Loopback only: the service and PostgreSQL listen on 127.0.0.1, and the target
// URL is checked to be 127.0.0.1 before any request is sent.
//
//   npm run load -w services/order-service -- [--engine pglite|postgres|both] [--seconds N] [--connections C]
//     [--instances 1,2,3]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import type { DatabaseTarget } from '../src/db/database';
import { catalogueProducts } from '../src/db/schema';
import { serverDir } from '../src/config';
import { validOrder } from '../src/test-support/order-fixture';
import { postgresBinaries, startPostgresCluster } from '../src/test-support/postgres-cluster';
import { startService, type TestService } from '../src/test-support/test-service';

type Engine = 'pglite' | 'postgres';

interface Options {
  engines: Engine[];
  seconds: number;
  connections: number;
  /** How many instances, each its own process, the PostgreSQL runs spread the load over. */
  instances: number[];
}

/** Setup (initdb, migrations) and teardown allowance on top of the load itself. */
const OVERALL_MARGIN_SECONDS = 60;
/** After autocannon stops: the orders in hand are settled once all are answered and none new came for QUIET_MS… */
const QUIET_MS = 250;
/** …waiting at most this long. */
const SETTLE_MS = 5_000;

/** What every connection sends, in-process and across instances: a valid order, a new one each time. */
const orderRequests: autocannon.Request[] = [
  {
    method: 'POST',
    path: '/api/orders',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => ({ ...request, body: JSON.stringify(validOrder()) }),
  },
];

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      engine: { type: 'string', default: 'both' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      instances: { type: 'string', default: '1,2,3' },
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
    instances: values.instances.split(',').map((count) => positiveInteger('instances', count.trim())),
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
  await service.database.db.update(catalogueProducts).set({ stock: UNLIMITED_STOCK });
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
        requests: orderRequests,
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

/** Stock no load runs out of: every order of the load is one the shop would take. */
const UNLIMITED_STOCK = 1_000_000_000;

async function unlimitedStock(client: Client): Promise<void> {
  await client.connect();
  await client.query('UPDATE catalogue_products SET stock = $1', [UNLIMITED_STOCK]);
  await client.end();
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One instance of the service in its own process, as `npm run dev -w services/order-service` runs it; resolves once ready. */
async function startInstance(databaseUrl: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src', 'main.ts')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ORDER_RATE_LIMIT: '1000000000',
      MESSAGE_RATE_LIMIT: '1000000000',
      OWNER_RATE_LIMIT: '1000000000',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (await fetch(`${url}/readyz`).then((response) => response.ok, () => false)) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('an instance did not get ready within 30 s');
}

/**
 * The load spread over `count` instances in their own processes on one fresh PostgreSQL database.
 * Their answers cannot be counted on their servers, so the check is on the database: every 201
 * autocannon read is a stored row, and no more rows than the requests cut at the deadline.
 */
async function loadInstances(count: number, databaseUrl: string, options: Options): Promise<{ row: string; ok: boolean }> {
  const instances: { url: string; process: ChildProcess }[] = [];
  return withCleanup(
    async () => {
      await Promise.all(instances.map((instance) => new Promise((resolve) => (instance.process.once('exit', resolve), instance.process.kill('SIGTERM')))));
    },
    async () => {
      // One after another: the first migrates the fresh database.
      for (let index = 0; index < count; index += 1) instances.push(await startInstance(databaseUrl));
      const pg = (await import('pg')).default;
      await unlimitedStock(new pg.Client({ connectionString: databaseUrl }));
      const result = await autocannon({
        // autocannon spreads its connections over several URLs (its types know only one).
        url: instances.map((instance) => instance.url) as unknown as string,
        connections: Math.max(options.connections, count),
        duration: options.seconds,
        requests: orderRequests,
      });
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const stored = Number((await client.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]?.n ?? 0);
      await client.end();
      const read201 = result.statusCodeStats?.['201']?.count ?? 0;
      const cut = stored - read201;
      const ok = cut >= 0 && cut <= Math.max(options.connections, count) && result.errors === 0 && result.non2xx === 0;
      const row = `${count} | ${(result['2xx'] / result.duration).toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${stored} = ${read201} + ${cut} cut at the deadline | ${result.non2xx}`;
      return { row, ok };
    },
  );
}

async function runInstances(options: Options): Promise<boolean> {
  if (!postgresBinaries()) return true;
  const cluster = await startPostgresCluster();
  return withCleanup(
    () => cluster.destroy(),
    async () => {
      const rows: string[] = [];
      let ok = true;
      for (const count of options.instances) {
        const result = await loadInstances(count, await cluster.createDatabase(), options);
        rows.push(result.row);
        ok = ok && result.ok;
      }
      console.log(`
PostgreSQL, ${options.connections} connections, ${options.seconds} s, each instance its own process:`);
      console.log(['instances | orders/s | p50 ms | p99 ms | stored = accepted | non-2xx', '---: | ---: | ---: | ---: | --- | ---:', ...rows].join('\n'));
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
    console.error('usage: load-orders.ts [--engine pglite|postgres|both] [--seconds N] [--connections C] [--instances 1,2,3]');
    process.exit(2);
  }
  const instanceRuns = options.engines.includes('postgres') ? options.instances.length : 0;
  const overallSeconds = (options.engines.length + instanceRuns) * (options.seconds + SETTLE_MS / 1000) + OVERALL_MARGIN_SECONDS * (1 + instanceRuns);
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
  if (options.engines.includes('postgres')) {
    try {
      ok = (await runInstances(options)) && ok;
    } catch (error) {
      console.error('\ninstances: failed:', error);
      ok = false;
    }
  }
  process.exit(ok ? 0 : 1);
}

await main();
