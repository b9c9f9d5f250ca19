import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { readinessProbe } from './schema';

/** Whether a write commits now: one row, upserted. Throws what the database says when it does not. */
export async function databaseTakesWrites(db: Db): Promise<true> {
  await db
    .insert(readinessProbe)
    .values({ id: 1, at: sql`now()` })
    .onConflictDoUpdate({ target: readinessProbe.id, set: { at: sql`now()` } });
  return true;
}
