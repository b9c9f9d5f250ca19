// Whether the access record is as it was written (docs/office.md, "Access record"). Each row's
// `hash` is the SHA-256 of the row before's hash and every column of its own, set by the
// database's trigger (migrations/0009): a row changed, or one taken from the middle, breaks the
// chain at that row. The oldest row's `prev_hash` is taken as given: the retention job deletes
// rows past five years, so the chain's start moves with it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

export interface AuditChainState {
  /** No row broke the chain. */
  ok: boolean;
  /** How many rows were checked: the whole record. */
  rows: number;
  /** The id of the first row whose hash is not its own, or whose prev_hash is not the row before's; null when ok. */
  brokenAt: number | null;
}

/**
 * Walks the record by id in the database itself (office_audit_row_hash recomputes a row's hash
 * as the trigger made it), so only the answer crosses the wire, whatever the record's size.
 */
export async function verifyAuditChain(db: Db): Promise<AuditChainState> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS rows, (min(id) FILTER (WHERE broken))::text AS broken_at
    FROM (
      SELECT a.id,
        a.hash IS NULL
          OR a.hash IS DISTINCT FROM office_audit_row_hash(a.prev_hash, a)
          OR (row_number() OVER chain > 1 AND a.prev_hash IS DISTINCT FROM lag(a.hash) OVER chain) AS broken
      FROM office_audit a
      WINDOW chain AS (ORDER BY a.id)
    ) checked`);
  const row = (result as unknown as { rows: { rows: number; broken_at: string | null }[] }).rows[0];
  const brokenAt = row?.broken_at == null ? null : Number(row.broken_at);
  return { ok: brokenAt === null, rows: row?.rows ?? 0, brokenAt };
}
