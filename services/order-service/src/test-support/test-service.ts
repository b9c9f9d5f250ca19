// Runs the order service for a test, on a real port of 127.0.0.1, against PGlite (always) and
// against a throwaway PostgreSQL (when Debian's binaries are there; REQUIRE_POSTGRES=1 makes
// their absence a failure, as CI sets it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { configFromEnv, migrationsFolder, type ServiceConfig } from '../config';
import { openDatabase, type Database, type DatabaseTarget } from '../db/database';
import { fixedPriceSource, type PriceSource } from '../orders/price-list';
import { testPrices } from './order-fixture';
import { postgresBinaries, startPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { createDarajaClient, type DarajaClient } from '../payments/daraja/daraja-client';
import { paymentNotifier } from '../payments/payment-notifier';
import { startPromptRecovery, type PromptRecovery } from '../payments/prompt-recovery';

export const OWNER_TOKEN = 'test-owner-token-0123456789abcdef';

export interface TestService {
  url: string;
  app: FastifyInstance;
  database: Database;
  target: DatabaseTarget;
  /** Every log line written so far. */
  logs(): string;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: unknown; headers: Headers }>;
  /** Daraja's client and the prompt recovery job, when the config has M-Pesa on. */
  daraja: DarajaClient | null;
  recovery: PromptRecovery | null;
  /** The same, as the shop owner. */
  owner(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

export interface ServiceOptions {
  config?: Partial<ServiceConfig>;
  prices?: PriceSource;
  /** Prices read with the service's own database (a price list kept there). */
  pricesFor?: (database: Database) => PriceSource;
  /** Reuse a database (a restart); a fresh one otherwise. */
  target?: DatabaseTarget;
  /** Whether the prompt recovery job runs (when M-Pesa is configured; default true). */
  recovery?: boolean;
}

export interface Backend {
  engine: 'pglite' | 'postgres';
  /** Starts a service on a fresh database (or on `options.target`). */
  start(options?: ServiceOptions): Promise<TestService>;
  /** The PostgreSQL cluster, for tests that stop the server. */
  cluster(): PostgresCluster | null;
}

export const testConfig = (overrides: Partial<ServiceConfig> = {}): ServiceConfig => ({
  ...configFromEnv({ OWNER_API_TOKEN: OWNER_TOKEN }),
  host: '127.0.0.1',
  port: 0,
  dbTimeoutMs: 2000,
  logLevel: 'info',
  rateLimits: { orders: 1000, messages: 1000, owner: 1000 },
  ...overrides,
});

export async function startService(target: DatabaseTarget, options: ServiceOptions = {}): Promise<TestService> {
  const config = testConfig({ ...options.config, database: target });
  let waitingForDisk = false;
  const database = await openDatabase(target, {
    timeoutMs: config.dbTimeoutMs,
    minFreeDiskBytes: config.minFreeDiskMb * 1024 * 1024,
    onWaitingForDisk: () => (waitingForDisk = true),
    onOpen: (opened) => opened.migrate(migrationsFolder),
  });
  // As main.ts: a PGlite whose disk is nearly full opens later; the service answers meanwhile.
  if (!waitingForDisk) await database.opened;
  let logged = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  const daraja = config.mpesa.daraja ? createDarajaClient(config.mpesa.daraja) : null;
  const notifier = paymentNotifier();
  const app = await buildApp({ config, database, prices: options.pricesFor?.(database) ?? options.prices ?? fixedPriceSource(testPrices), logStream, daraja, notifier });
  // A fixed port when the test needs its URL before it starts (Daraja's callbacks).
  await app.listen({ host: '127.0.0.1', port: options.config?.port ?? 0 });
  const recovery =
    daraja && options.recovery !== false ? startPromptRecovery({ database, daraja, mpesa: config.mpesa, notifier, log: app.log, dbTimeoutMs: config.dbTimeoutMs }) : null;
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const request: TestService['request'] = async (method, requestPath, body, headers = {}) => {
    const response = await fetch(url + requestPath, {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // CSV and the like stay text.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  return {
    url,
    app,
    database,
    target,
    logs: () => logged,
    request,
    daraja,
    recovery,
    owner: (method, requestPath, body) => request(method, requestPath, body, { Authorization: `Bearer ${OWNER_TOKEN}` }),
    async close() {
      await recovery?.stop();
      await app.close();
      await database.close().catch(() => undefined);
    },
  };
}

/** The engines the service's tests run on here. */
function engines(): ('pglite' | 'postgres')[] {
  if (postgresBinaries()) return ['pglite', 'postgres'];
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL binaries were found (apt-get install postgresql)');
  return ['pglite'];
}

/**
 * Declares the same tests once per engine, each service on a fresh database; `only` limits them
 * to one engine, for faults only it can have (a frozen server process is PostgreSQL's).
 */
export function onEachEngine(title: string, tests: (backend: Backend) => void, only?: 'pglite' | 'postgres'): void {
  for (const engine of engines().filter((candidate) => only === undefined || candidate === only)) {
    describe(`${title} (${engine})`, () => {
      let cluster: PostgresCluster | null = null;
      const folders: string[] = [];
      const services: TestService[] = [];
      before(async () => {
        if (engine === 'postgres') cluster = await startPostgresCluster();
      });
      after(async () => {
        await Promise.all(services.map((service) => service.close().catch(() => undefined)));
        await cluster?.destroy();
        for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
      });
      tests({
        engine,
        cluster: () => cluster,
        async start(options = {}) {
          let target = options.target;
          if (!target && engine === 'postgres') target = { engine, url: await cluster!.createDatabase() };
          if (!target) {
            const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-pglite-'));
            folders.push(dataDir);
            target = { engine: 'pglite', dataDir };
          }
          const service = await startService(target, options);
          services.push(service);
          return service;
        },
      });
    });
  }
}
