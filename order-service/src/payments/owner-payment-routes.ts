// The owner's view of the till: M-Pesa payments, newest first; `unmatched=true` lists those no
// order claimed (a wrong account, a code never typed), for the owner to match by hand.
import type { FastifyInstance } from 'fastify';
import { count, desc, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { mpesaPayments } from '../db/schema';
import type { RouteSetup } from '../route-setup';
import { eastAfricaTime } from '../shop-time';
import { check, pageQuery } from '../validation';

const listQuery = pageQuery.extend({ unmatched: z.enum(['true', 'false'], 'unmatched must be true or false.').optional() });

/** '254712345678' → '2547******78'-style: enough to tell payers apart, not to call them. */
export function maskMsisdn(msisdn: string | null): string | null {
  if (msisdn === null || msisdn === '') return null;
  if (msisdn.length <= 6) return '*'.repeat(msisdn.length);
  return msisdn.slice(0, 4) + '*'.repeat(msisdn.length - 7) + msisdn.slice(-3);
}

export async function ownerPaymentRoutes(app: FastifyInstance, options: { setup: RouteSetup }): Promise<void> {
  const { inDatabase, ownerRoute } = options.setup;
  app.get('/api/payments', ownerRoute, async (request, reply) => {
    const query = check(listQuery, request.query);
    if (!query.ok) return reply.code(400).send({ error: 'The listing filters have problems.', problems: query.problems });
    const { page, pageSize, unmatched } = query.value;
    const where = unmatched === 'true' ? isNull(mpesaPayments.orderId) : undefined;
    const found = await inDatabase(request, async (db) => ({
      total: (await db.select({ total: count() }).from(mpesaPayments).where(where))[0]?.total ?? 0,
      rows: await db
        .select()
        .from(mpesaPayments)
        .where(where)
        .orderBy(desc(mpesaPayments.receivedAt), desc(mpesaPayments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    }));
    return {
      payments: found.rows.map((payment) => ({
        receipt: payment.transId,
        amount: payment.amount,
        receivedAt: eastAfricaTime(payment.receivedAt),
        source: payment.source,
        account: payment.billRefNumber,
        shortCode: payment.shortCode,
        msisdn: maskMsisdn(payment.msisdn),
        firstName: payment.firstName,
        orderId: payment.orderId,
        matchedBy: payment.matchedBy,
      })),
      page,
      pageSize,
      total: found.total,
    };
  });
}
