// One database handle over either engine: PGlite (PostgreSQL in WebAssembly, in-process, data
// in a folder) by default, or a PostgreSQL server when DATABASE_URL is set. Both run the same
// drizzle queries and the same migrations.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  engine: 'pglite' | 'postgres';
  db: Db;
  /** Applies the migrations not yet applied, in order; safe when several instances start at once. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };

/** Any two instances migrating the same database take turns on this lock. */
const MIGRATION_LOCK = 724_011;

export async function openDatabase(target: DatabaseTarget, timeoutMs: number): Promise<Database> {
  if (target.engine === 'pglite') {
    const client = await PGlite.create(target.dataDir);
    const db = drizzlePglite(client, { schema });
    return {
      engine: 'pglite',
      db: db as unknown as Db,
      // One process owns a PGlite folder, so there is nobody to take turns with.
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    // A database that is down or slow must not hold a request longer than the service's timeout.
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (a restart) must not crash the service.
  pool.on('error', () => undefined);
  return {
    engine: 'postgres',
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
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

/** Whether the database answers a trivial query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
