// Daraja's own rules for prompts (docs/payments.md, "Daraja's rules"), kept by the shop so a
// prompt it sends is not one Daraja refuses: the same amount to the same phone is refused for 2
// minutes (ResultCode 17, "Rule limited"), and a subscriber is locked while a prompt is on the
// phone and for about a minute after it ends (500.001.1001 "Unable to lock subscriber"). A refusal
// of theirs does not use up one of the order's prompts; the shopper sees when the next may go.
import { and, desc, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mpesaPrompts } from '../db/schema';

export interface PromptRules {
  /** The same amount to the same phone: not again within this (MPESA_SAME_PROMPT_COOLDOWN_MS, 120 s). */
  samePromptCooldownMs: number;
  /** A phone whose prompt ended, or that Daraja called busy: not again within this (MPESA_SUBSCRIBER_LOCK_MS, 60 s). */
  subscriberLockMs: number;
}

const later = (a: Date | null, b: Date | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** When a prompt for `amount` to `phone` may next be sent; null: now. */
export async function nextPromptAt(db: Db, phone: string, amount: number, rules: PromptRules, now = new Date()): Promise<Date | null> {
  const sameSince = new Date(now.getTime() - rules.samePromptCooldownMs);
  // Every request Daraja took (it has its IDs) or may have taken (its answer never read) starts the
  // window. Daraja counts from when the request reached it: after our row was created, so a prompt
  // it answered counts from when we read its answer (sent_at), one never answered from its row.
  const same = await db
    .select({ createdAt: mpesaPrompts.createdAt, sentAt: mpesaPrompts.sentAt })
    .from(mpesaPrompts)
    .where(
      and(
        eq(mpesaPrompts.phone, phone),
        eq(mpesaPrompts.amount, amount),
        or(gte(mpesaPrompts.sentAt, sameSince), and(isNull(mpesaPrompts.sentAt), gte(mpesaPrompts.createdAt, sameSince))),
        or(isNotNull(mpesaPrompts.checkoutRequestId), inArray(mpesaPrompts.state, ['sending', 'unknown'])),
      ),
    );
  const sameFrom = same.reduce<Date | null>((latest, row) => later(latest, row.sentAt ?? row.createdAt), null);
  const lockSince = new Date(now.getTime() - rules.subscriberLockMs);
  // A prompt that reached the phone (Daraja gave it IDs) keeps the subscriber locked after it ends; so does a lock Daraja reported.
  const [busy] = await db
    .select({ settledAt: mpesaPrompts.settledAt })
    .from(mpesaPrompts)
    .where(and(eq(mpesaPrompts.phone, phone), gte(mpesaPrompts.settledAt, lockSince), or(isNotNull(mpesaPrompts.checkoutRequestId), eq(mpesaPrompts.state, 'busy'))))
    .orderBy(desc(mpesaPrompts.settledAt))
    .limit(1);
  const next = later(
    sameFrom ? new Date(sameFrom.getTime() + rules.samePromptCooldownMs) : null,
    busy?.settledAt ? new Date(busy.settledAt.getTime() + rules.subscriberLockMs) : null,
  );
  return next !== null && next > now ? next : null;
}
