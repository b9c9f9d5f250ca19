// Runs the order service for a test, on a real port of 127.0.0.1, against PGlite (always) and
// against a throwaway PostgreSQL (when Debian's binaries are there; REQUIRE_POSTGRES=1 makes
// their absence a failure, as CI sets it).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { configFromEnv, migrationsFolder, type ServiceConfig } from '../config';
import { openDatabase, type Database, type DatabaseTarget } from '../db/database';
import { cataloguePriceSource, type PriceSource } from '../orders/price-list';
import { postgresBinaries, startPostgresCluster, type PostgresCluster } from './postgres-cluster';
import { createDarajaClient, type DarajaClient } from '../payments/daraja/daraja-client';
import { paymentNotifier } from '../payments/payment-notifier';
import { startPromptRecovery, type PromptRecovery } from '../payments/prompt-recovery';
import { jsonRequest } from './json-request';

export const OWNER_TOKEN = 'test-owner-token-0123456789abcdef';

export interface TestService {
  url: string;
  app: FastifyInstance;
  database: Database;
  target: DatabaseTarget;
  /** Every log line written so far. */
  logs(): string;
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: unknown; headers: Headers }>;
  /** The M-Pesa settings it runs with. */
  mpesa: ServiceConfig['mpesa'];
  /** Daraja's client and the prompt recovery job, when the config has M-Pesa on. */
  daraja: DarajaClient | null;
  recovery: PromptRecovery | null;
  /** The same, as the shop owner. */
  owner(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

export interface ServiceOptions {
  config?: Partial<ServiceConfig>;
  /** The prices orders are charged (the catalogue's table of the service's database by default). */
  prices?: PriceSource;
  /** Reuse a database (a restart); a fresh one otherwise. */
  target?: DatabaseTarget;
  /** Whether the prompt recovery job runs (when M-Pesa is configured; default true). */
  recovery?: boolean;
  /** The office's clock (milliseconds; Date.now by default): a test moves it past an expiry. */
  now?: () => number;
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
  const app = await buildApp({ config, database, prices: options.prices ?? cataloguePriceSource(database, config.dbTimeoutMs), logStream, daraja, notifier, ...(options.now ? { now: options.now } : {}) });
  // A fixed port when the test needs its URL before it starts (Daraja's callbacks).
  await app.listen({ host: '127.0.0.1', port: options.config?.port ?? 0 });
  const recovery =
    daraja && options.recovery !== false ? startPromptRecovery({ database, daraja, mpesa: config.mpesa, notifier, log: app.log, dbTimeoutMs: config.dbTimeoutMs }) : null;
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const request: TestService['request'] = jsonRequest(url);
  return {
    url,
    app,
    database,
    target,
    logs: () => logged,
    request,
    mpesa: config.mpesa,
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

/**
 * Why fresh databases start from a migrated copy: creating one and migrating it was most of the
 * suite's time (PGlite's initdb alone takes ~5 s, in WebAssembly). So one PGlite folder is
 * migrated per run of the suite, and one database per PostgreSQL cluster, and every fresh database
 * starts as a copy of it (a file copy; CREATE DATABASE … TEMPLATE). The service still migrates
 * it as it starts, a no-op against the migrations' journal. Tests of migrations or of empty
 * databases make their own (startService, createDatabase() without a template).
 *
 * The test runner starts a process per file; the PGlite folder is shared by the run's files, named
 * by the runner's pid (process.ppid) and the migrations, and left for the next run to remove.
 */
const PGLITE_TEMPLATE = 'mimea-pglite-template-';
let pgliteTemplate: Promise<string> | null = null;

/** Whether a process is still running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function migratedPgliteFolder(): Promise<string> {
  pgliteTemplate ??= (async () => {
    const migrations = createHash('sha256');
    for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(migrationsFolder, file);
      if (fs.statSync(full).isFile()) migrations.update(file).update(fs.readFileSync(full));
    }
    const folder = path.join(os.tmpdir(), `${PGLITE_TEMPLATE}${process.ppid}-${migrations.digest('hex').slice(0, 12)}`);
    if (fs.existsSync(folder)) return folder;
    // The folders of runs that ended; a live run's (made, or being made) are left alone.
    for (const entry of fs.readdirSync(os.tmpdir())) {
      const run = Number(entry.startsWith(PGLITE_TEMPLATE) ? entry.slice(PGLITE_TEMPLATE.length).split('-')[0] : NaN);
      if (run > 0 && !running(run)) fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
    }
    const dataDir = fs.mkdtempSync(`${folder}-making-`);
    try {
      const database = await openDatabase({ engine: 'pglite', dataDir }, { timeoutMs: 60_000, onOpen: (opened) => opened.migrate(migrationsFolder) });
      // Closed, PGlite has shut PostgreSQL down cleanly: its folder is a data directory to copy.
      await database.close();
      // At once whole: another file's process never copies a folder being made.
      fs.renameSync(dataDir, folder);
    } catch (error) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (!fs.existsSync(folder)) throw error;
    }
    return folder;
  })().catch((error: unknown) => {
    pgliteTemplate = null;
    throw error;
  });
  return pgliteTemplate;
}

/** A migrated database on the cluster, to copy; the pool is closed, as a template must be unused. */
async function migratedPostgresDatabase(cluster: PostgresCluster): Promise<string> {
  const url = await cluster.createDatabase();
  const database = await openDatabase({ engine: 'postgres', url }, { timeoutMs: 60_000, onOpen: (opened) => opened.migrate(migrationsFolder) });
  try {
    await database.opened;
  } finally {
    await database.close();
  }
  return new URL(url).pathname.slice(1);
}

/** The engines the service's tests run on here. */
function engines(): ('pglite' | 'postgres')[] {
  if (postgresBinaries()) return ['pglite', 'postgres'];
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL binaries were found (apt-get install postgresql)');
  return ['pglite'];
}

/**
 * Declares the same tests once per engine, each service on a fresh database (a copy of a migrated
 * one, see above); `only` limits them to one engine, for faults only it can have (a frozen server
 * process is PostgreSQL's).
 */
export function onEachEngine(title: string, tests: (backend: Backend) => void, only?: 'pglite' | 'postgres'): void {
  for (const engine of engines().filter((candidate) => only === undefined || candidate === only)) {
    describe(`${title} (${engine})`, () => {
      let cluster: PostgresCluster | null = null;
      /** The cluster's migrated database, made at the first fresh start. */
      let template: Promise<string> | null = null;
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
          if (!target && engine === 'postgres') {
            template ??= migratedPostgresDatabase(cluster!).catch((error: unknown) => {
              template = null;
              throw error;
            });
            target = { engine, url: await cluster!.createDatabase(await template) };
          }
          if (!target) {
            const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-pglite-'));
            folders.push(dataDir);
            fs.cpSync(await migratedPgliteFolder(), dataDir, { recursive: true });
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
