// Till payments matched to no order (a wrong account, a code never typed), newest first, for the
// office to match by hand (GET /api/office/payments/unmatched).
import { count, desc, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { mpesaPayments } from '../../db/schema';
import { eastAfricaTime } from '../../shop-time';

export const unmatchedQuery = z.object({
  page: z.coerce.number('page is a number.').int('page is a whole number.').min(1, 'page starts at 1.').max(1_000_000, 'page is at most 1,000,000.').default(1),
  pageSize: z.coerce.number('pageSize is a number.').int('pageSize is a whole number.').min(1, 'pageSize is 1 to 100.').max(100, 'pageSize is 1 to 100.').default(25),
});

/** '254712345678' → '2547*****678': enough to tell payers apart, not to call them. */
export function maskMsisdn(msisdn: string | null): string | null {
  if (msisdn === null || msisdn === '') return null;
  if (msisdn.length <= 6) return '*'.repeat(msisdn.length);
  return msisdn.slice(0, 4) + '*'.repeat(msisdn.length - 7) + msisdn.slice(-3);
}

/** How many till payments no order claimed. */
export async function countUnmatched(db: Db): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(mpesaPayments).where(isNull(mpesaPayments.orderId));
  return counted?.total ?? 0;
}

export async function listUnmatchedPayments(db: Db, { page, pageSize }: z.infer<typeof unmatchedQuery>) {
  const rows = await db
    .select()
    .from(mpesaPayments)
    .where(isNull(mpesaPayments.orderId))
    .orderBy(desc(mpesaPayments.receivedAt), desc(mpesaPayments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    payments: rows.map((payment) => ({
      receipt: payment.transId,
      amount: payment.amount,
      receivedAt: eastAfricaTime(payment.receivedAt),
      source: payment.source,
      account: payment.billRefNumber,
      shortCode: payment.shortCode,
      msisdn: maskMsisdn(payment.msisdn),
      firstName: payment.firstName,
    })),
    page,
    pageSize,
    total: await countUnmatched(db),
  };
}
