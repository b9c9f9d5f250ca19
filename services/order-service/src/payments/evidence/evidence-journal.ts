// The evidence journal's rows (docs/payments.md, "Evidence first"): a body is kept before it is
// read, in a statement of its own that commits at once, then marked with what handling did. A row
// left `received` (the handling failed, the instance died) is handled again by the recovery job.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mpesaEvidence } from '../../db/schema';
import type { EvidenceKind, EvidenceState } from './evidence-kinds';

export type EvidenceRow = typeof mpesaEvidence.$inferSelect;

/** The largest body kept (Daraja's are under 2 KiB). */
export const EVIDENCE_BODY_LIMIT = 64 * 1024;

export interface NewEvidence {
  kind: EvidenceKind;
  body: string;
  reference: string | null;
  amount: number | null;
}

export async function recordEvidence(db: Db, evidence: NewEvidence): Promise<EvidenceRow> {
  const [row] = await db.insert(mpesaEvidence).values(evidence).returning();
  if (!row) throw new Error('the evidence journal did not return the row it stored');
  return row;
}

export interface EvidenceMark {
  state: Exclude<EvidenceState, 'received'>;
  outcome?: string | null;
  problem?: string | null;
}

export async function markEvidence(db: Db, id: number, mark: EvidenceMark): Promise<void> {
  await db
    .update(mpesaEvidence)
    .set({ state: mark.state, outcome: mark.outcome?.slice(0, 300) ?? null, problem: mark.problem?.slice(0, 300) ?? null, handledAt: sql`now()` })
    .where(eq(mpesaEvidence.id, id));
}

/**
 * Claims rows still `received` after `olderThanMs` (their handling failed or their instance died):
 * each claimed row's attempts go up, so a body that always fails is tried a bounded number of times.
 */
export async function claimUnhandled(db: Db, olderThanMs: number, maxAttempts: number, limit = 20): Promise<EvidenceRow[]> {
  return db
    .update(mpesaEvidence)
    .set({ attempts: sql`${mpesaEvidence.attempts} + 1` })
    .where(
      sql`${mpesaEvidence.id} IN (${db
        .select({ id: mpesaEvidence.id })
        .from(mpesaEvidence)
        .where(and(eq(mpesaEvidence.state, 'received'), lte(mpesaEvidence.receivedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`), sql`${mpesaEvidence.attempts} < ${maxAttempts}`))
        .orderBy(mpesaEvidence.receivedAt)
        .limit(limit)
        .for('update', { skipLocked: true })})`,
    )
    .returning();
}

/** Bodies that carried nothing the shop could use, newest first, for the office. */
export async function listUnreadable(db: Db, limit = 50): Promise<EvidenceRow[]> {
  return db.select().from(mpesaEvidence).where(eq(mpesaEvidence.state, 'unreadable')).orderBy(desc(mpesaEvidence.receivedAt)).limit(limit);
}
