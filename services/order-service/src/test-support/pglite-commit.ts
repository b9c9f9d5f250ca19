// Run by pglite-durability.test.ts under strace: opens PGlite in the folder given, commits one
// write transaction through the service's Database, and exits.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-commit.ts <data folder>');
const database = await openDatabase({ engine: 'pglite', dataDir }, { timeoutMs: 10_000 });
await database.db.execute(sql`CREATE TABLE IF NOT EXISTS committed (id serial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())`);
// The marker: what strace prints from here on is the commit's.
process.stdout.write('committing\n');
await database.transaction(10_000, (tx) => tx.execute(sql`INSERT INTO committed DEFAULT VALUES`));
await database.close();
