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
import * as schema from './schema';
import { DatabaseUnavailable, withTimeout } from './with-timeout';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  engine: 'pglite' | 'postgres';
  db: Db;
  /**
   * Runs `work` in one transaction that commits only if it finishes within `timeoutMs`: past
   * it, the transaction is rolled back (its connection closed) and DatabaseUnavailable thrown,
   * so a 503 means nothing was stored. A COMMIT already on its way gets `timeoutMs` more to
   * answer, so an order the database did store is answered as stored.
   */
  transaction<T>(timeoutMs: number, work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Free bytes on the disk that holds the data, where this process writes it (PGlite); null for
   * a server, whose disk is its own to watch. A full disk still lets a SELECT, and even a small
   * update, succeed while every new order fails.
   */
  freeDiskBytes(): Promise<number | null>;
  /** Applies the migrations not yet applied, in order; safe when several instances start at once. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };

/** Any two instances migrating the same database take turns on this lock. */
const MIGRATION_LOCK = 724_011;

/** Thrown inside a transaction whose time is up, so drizzle rolls it back instead of committing. */
class TransactionTimedOut extends Error {}

/**
 * Runs a drizzle transaction (`run` calls drizzle's transaction with the callback it is given)
 * against a deadline. The callback refuses to let drizzle commit once the time is up; `abandon`
 * is called when the deadline passes first, to end the transaction from outside.
 */
async function underDeadline<T>(
  timeoutMs: number,
  run: (body: (tx: Db) => Promise<T>) => Promise<T>,
  work: (tx: Db) => Promise<T>,
  abandon: () => void,
): Promise<T> {
  const startedAt = Date.now();
  let committing = false;
  const outcome = tracked(run(async (tx) => {
    const result = await work(tx);
    if (Date.now() - startedAt >= timeoutMs) throw new TransactionTimedOut();
    // drizzle sends COMMIT as soon as this returns.
    committing = true;
    return result;
  }));
  try {
    return await withTimeout(timeoutMs, () => outcome);
  } catch (error) {
    if (!(error instanceof DatabaseUnavailable) || error.cause instanceof TransactionTimedOut) throw error;
    // Past the deadline with COMMIT on its way: its answer says whether the order is stored.
    if (committing && !outcome.settled) {
      try {
        return await withTimeout(timeoutMs, () => outcome);
      } catch (commitError) {
        abandon();
        throw commitError;
      }
    }
    abandon();
    throw error;
  }
}

/** A promise that can say whether it has settled. */
function tracked<T>(promise: Promise<T>): Promise<T> & { settled: boolean } {
  const result = Object.assign(promise, { settled: false });
  promise.then(
    () => (result.settled = true),
    () => (result.settled = true),
  );
  return result;
}

export async function openDatabase(target: DatabaseTarget, timeoutMs: number): Promise<Database> {
  if (target.engine === 'pglite') {
    const client = await PGlite.create(target.dataDir);
    const pglite = drizzlePglite(client, { schema });
    const db = pglite as unknown as Db;
    return {
      engine: 'pglite',
      db,
      async freeDiskBytes() {
        const disk = await fs.promises.statfs(target.dataDir);
        return disk.bavail * disk.bsize;
      },
      // PGlite runs in this process: there is no connection to close, and a transaction left
      // running past its deadline still ends in a rollback.
      transaction: (ms, work) => underDeadline(ms, (body) => db.transaction(body), work, () => undefined),
      // One process owns a PGlite folder, so there is nobody to take turns with.
      migrate: (migrationsFolder) => migratePglite(pglite, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
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
      throw error;
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

  return {
    engine: 'postgres',
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    transaction,
    freeDiskBytes: async () => null,
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
}
