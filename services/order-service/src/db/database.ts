// One database handle over either engine: PGlite (PostgreSQL in WebAssembly, in-process, data
// in a folder) by default, or a PostgreSQL server when DATABASE_URL is set. Both run the same
// drizzle queries and the same migrations.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DatabaseUnavailable, type RefusalReason } from './database-errors';
import { OperationsInFlight } from './operations-in-flight';
import { pgliteStartParams, syncWal } from './pglite-durability';
import * as schema from './schema';
import { withTimeout } from './with-timeout';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  engine: 'pglite' | 'postgres';
  /**
   * The drizzle handle. PGlite's is there once its folder's disk has room to open it (see
   * `opened`); until then reading it throws DatabaseUnavailable (a 503 that says why).
   */
  readonly db: Db;
  /** Resolves once `db` can be used (at once, but for PGlite started on a nearly full disk). */
  opened: Promise<void>;
  /**
   * Runs `work` in one transaction that commits only if it finishes within `timeoutMs`: past
   * it, the transaction is rolled back (its connection closed) and DatabaseUnavailable thrown
   * with the outcome 'not-stored'. When COMMIT was sent but not answered by then, the outcome is
   * 'unknown': the database may still apply it, so the answer must not say it was not stored.
   * Writes are refused before anything is asked while the disk is nearly full (PGlite).
   */
  transaction<T>(timeoutMs: number, work: (tx: Db) => Promise<T>): Promise<T>;
  /** Runs one operation (a read, or a single statement) within `timeoutMs` (withTimeout). */
  run<T>(timeoutMs: number, operation: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Free bytes on the disk that holds the data, where this process writes it (PGlite); null for
   * a server, whose disk is its own to watch. A full disk still lets a SELECT, and even a small
   * update, succeed while every new order fails.
   */
  freeDiskBytes(): Promise<number | null>;
  /** Why writes are refused now (a disk nearly full where PGlite writes), or null. */
  refusedWrites(): Promise<RefusalReason | null>;
  /** How long the oldest database operation has been running and not settled (0: none). */
  stuckForMs(): number;
  /** Applies the migrations not yet applied, in order; safe when several instances start at once. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };

export interface DatabaseOptions {
  /** How long any database operation may take (the pool's waits, PostgreSQL's statement timeout). */
  timeoutMs: number;
  /** Below this many free bytes where PGlite keeps its data, writes are refused and it does not open. */
  minFreeDiskBytes?: number;
  /** Told once, when PGlite waits for room on its disk before opening. */
  onWaitingForDisk?: (freeBytes: number) => void;
  /** Run once PGlite is open, before `db` is handed out (the migrations, when the service applies them). */
  onOpen?: (database: Database) => Promise<void>;
}

/** Any two instances migrating the same database take turns on this lock. */
const MIGRATION_LOCK = 724_011;

/** How often PGlite, waiting for room on its disk, looks again. */
const DISK_RECHECK_MS = 5_000;

/** Thrown inside a transaction whose time is up, so drizzle rolls it back instead of committing. */
class TransactionTimedOut extends Error {}

/**
 * Runs a drizzle transaction (`run` calls drizzle's transaction with the callback it is given)
 * against a deadline. The callback refuses to let drizzle commit once the time is up; `abandon`
 * is called when the deadline passes first, to end the transaction from outside. One deadline
 * for everything: a COMMIT on its way gets no extra time, its outcome is then unknown.
 */
async function underDeadline<T>(
  timeoutMs: number,
  run: (body: (tx: Db) => Promise<T>) => Promise<T>,
  work: (tx: Db) => Promise<T>,
  abandon: () => void,
): Promise<T> {
  const startedAt = Date.now();
  let committing = false;
  let settled = false;
  const outcome = run(async (tx) => {
    const result = await work(tx);
    if (Date.now() - startedAt >= timeoutMs) throw new TransactionTimedOut();
    // drizzle sends COMMIT as soon as this returns.
    committing = true;
    return result;
  }).finally(() => (settled = true));
  try {
    return await withTimeout(timeoutMs, () => outcome);
  } catch (error) {
    if (error instanceof TransactionTimedOut) throw new DatabaseUnavailable(error, 'not-stored');
    if (!(error instanceof DatabaseUnavailable)) throw error;
    if (!settled) {
      // Past the deadline: the connection is closed under the transaction, which ends it.
      outcome.catch(() => undefined);
      abandon();
    }
    // Until COMMIT is sent, a transaction that does not finish is rolled back.
    throw new DatabaseUnavailable(error.cause, committing ? 'unknown' : 'not-stored');
  }
}

/** Free bytes on the disk holding `dir`. */
async function freeBytesAt(dir: string): Promise<number> {
  const disk = await fs.promises.statfs(dir);
  return disk.bavail * disk.bsize;
}

export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions): Promise<Database> {
  return target.engine === 'pglite' ? openPglite(target.dataDir, options) : openPostgres(target.url, options);
}

/**
 * PGlite in this process. Its write-ahead log cannot grow on a full disk (PGlite then spins in
 * its WAL flush, never answering again, and does not open again until more than ~16 MB are free),
 * so writes are refused well before, below `minFreeDiskBytes`; started below it, the service
 * answers (saying why writes are refused) and PGlite opens once there is room. PostgreSQL's own
 * fsync cannot reach the disk through PGlite's file system, so each committed write transaction
 * syncs the log itself (pglite-durability.ts): a 201 survives a power cut.
 */
async function openPglite(dataDir: string, { minFreeDiskBytes = 0, onWaitingForDisk, onOpen }: DatabaseOptions): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const inFlight = new OperationsInFlight();
  let client: PGlite | null = null;
  let drizzleDb: Db | null = null;
  /** The handle while it is being migrated. */
  let opening: Db | null = null;
  let closed = false;
  const freeDiskBytes = () => freeBytesAt(dataDir);
  const refusedWrites = async (): Promise<RefusalReason | null> => ((await freeDiskBytes()) < minFreeDiskBytes ? 'disk-full' : null);

  const database: Database = {
    engine: 'pglite',
    get db(): Db {
      if (!drizzleDb) throw new DatabaseUnavailable(new Error('PGlite is waiting for room on its disk'), 'not-stored', 'disk-full');
      return drizzleDb;
    },
    opened: Promise.resolve(),
    freeDiskBytes,
    refusedWrites,
    stuckForMs: () => inFlight.oldestAgeMs(),
    run: (ms, operation) => withTimeout(ms, () => inFlight.track(Promise.resolve().then(() => operation(database.db)))),
    async transaction(ms, work) {
      const refusal = await refusedWrites();
      if (refusal) throw new DatabaseUnavailable(new Error('the disk is nearly full'), 'not-stored', refusal);
      const db = database.db;
      // PGlite runs in this process: there is no connection to close, and a transaction left
      // running past its deadline still ends in a rollback.
      const result = await inFlight.track(underDeadline(ms, (body) => db.transaction(body), work, () => undefined));
      await syncWal(dataDir);
      return result;
    },
    // One process owns a PGlite folder, so there is nobody to take turns with.
    migrate: (migrationsFolder) => migratePglite((opening ?? database.db) as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder }),
    async close() {
      closed = true;
      await client?.close();
    },
  };

  async function open(): Promise<void> {
    client = await PGlite.create(dataDir, { startParams: pgliteStartParams() });
    // Handed out once migrated: until then only `migrate` uses it (requests may already come).
    opening = drizzlePglite(client, { schema }) as unknown as Db;
    await onOpen?.(database);
    drizzleDb = opening;
  }

  const free = await freeDiskBytes();
  if (free >= minFreeDiskBytes) {
    await open();
    return database;
  }
  onWaitingForDisk?.(free);
  database.opened = (async () => {
    while (!closed && (await freeDiskBytes()) < minFreeDiskBytes) await new Promise((resolve) => setTimeout(resolve, DISK_RECHECK_MS).unref());
    if (!closed) await open();
  })();
  return database;
}

function openPostgres(url: string, { timeoutMs, onOpen }: DatabaseOptions): Database {
  const inFlight = new OperationsInFlight();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // How its connections show in pg_stat_activity.
    application_name: 'mimea-order-service',
    // A database that is down or slow must not hold a request longer than the service's timeout.
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    // The server gives up too on what the service gave up on: a statement past the timeout, and
    // a transaction whose client went quiet (a connection lost mid-transaction).
    statement_timeout: timeoutMs,
    idle_in_transaction_session_timeout: timeoutMs * 2,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (a restart) must not crash the service.
  pool.on('error', () => undefined);
  const ignore = () => undefined;

  /**
   * drizzle's own pool transaction sends BEGIN outside its try/finally and releases a broken
   * connection back to the pool: a BEGIN that times out leaks its connection "idle in
   * transaction" forever. Here the connection is ours: any failure, or the deadline, closes it.
   */
  async function transaction<T>(ms: number, work: (tx: Db) => Promise<T>): Promise<T> {
    // One deadline for the request: the time spent waiting for a connection counts against it.
    const startedAt = Date.now();
    const connecting = pool.connect();
    const client = await withTimeout(ms, () => connecting).catch((error: unknown) => {
      // A connection that arrives after the deadline goes straight back.
      connecting.then((late) => late.release(), ignore);
      // Nothing was sent: nothing can have been stored.
      throw error instanceof DatabaseUnavailable ? new DatabaseUnavailable(error.cause, 'not-stored') : error;
    });
    // A server restart mid-transaction errors the checked-out client: not a crash.
    client.on('error', ignore);
    let broken = false;
    const abandon = () => {
      broken = true;
      client.release(true);
    };
    try {
      const db = drizzlePostgres(client, { schema }) as unknown as Db;
      return await underDeadline(Math.max(0, ms - (Date.now() - startedAt)), (body) => db.transaction(body), work, abandon);
    } catch (error) {
      if (!broken) abandon();
      throw error;
    } finally {
      if (!broken) {
        client.off('error', ignore);
        client.release();
      }
    }
  }

  const database: Database = {
    engine: 'postgres',
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    opened: Promise.resolve(),
    transaction: (ms, work) => inFlight.track(transaction(ms, work)),
    // A drizzle query is a thenable that runs each time it is awaited: made a promise once here,
    // so tracking it and awaiting it do not run it twice (a claim would take its rows, then find none).
    run: (ms, operation) => withTimeout(ms, () => inFlight.track(Promise.resolve(operation(database.db)))),
    freeDiskBytes: async () => null,
    refusedWrites: async () => null,
    stuckForMs: () => inFlight.oldestAgeMs(),
    async migrate(migrationsFolder) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
  if (onOpen) database.opened = onOpen(database);
  return database;
}
