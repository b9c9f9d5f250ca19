// The office's side of reconciliation (docs/payments.md, "Reconciliation"; docs/office.md):
// the payments M-Pesa brought that matched no order and the bodies we could not read (anyone
// signed in sees them, and each look is recorded), the orders a payment may be for, and the
// owner's or a manager's link of a payment to its order, with a reason, in the order's history and
// the access record; the till statement's import is theirs too.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORDER_ID_PATTERN } from '@mimea/order-rules';
import { eastAfricaTime } from '../../shop-time';
import type { RouteSetup } from '../../route-setup';
import { check, plainText } from '../../validation';
import type { ServiceConfig } from '../../config';
import type { Database } from '../../db/database';
import { readStatement } from '../../payments/statement/statement-csv';
import { importStatement } from '../../payments/statement/statement-import';
import { registrationStatus } from '../../payments/c2b-registration';
import { listUnreadable } from '../../payments/evidence/evidence-journal';
import { findPaymentByReceipt, linkPayment, suggestOrders } from '../../payments/payment-linking';
import type { PaymentNotifier } from '../../payments/payment-notifier';
import { clientNetwork, recordAudit } from '../audit/audit-record';
import { actorOf, type OfficeGuard } from '../auth/office-guard';

export interface OfficePaymentOptions {
  setup: RouteSetup;
  guard: OfficeGuard;
  database: Database;
  config: Pick<ServiceConfig, 'mpesa' | 'dbTimeoutMs'>;
  notifier?: PaymentNotifier;
}

const RECEIPT = /^[A-Za-z0-9]{1,32}$/;
const linkBody = z.object({
  orderId: z.string('orderId is text.').regex(ORDER_ID_PATTERN, 'This is not an order ID.'),
  reason: plainText('reason', { min: 3, max: 500, tooShort: 'Give the reason for the link (at least 3 characters).' }),
});

type ReceiptParams = { Params: { receipt: string } };

/** The largest statement taken (config/apps.cjs statementBodyLimit, which the proxies allow this path): a month of a busy till is a few hundred KB. */
export const STATEMENT_LIMIT = 2 * 1024 * 1024;

export async function officePaymentRoutes(app: FastifyInstance, options: OfficePaymentOptions): Promise<void> {
  const { inDatabase, inTransaction } = options.setup;
  const { signedIn, managerOrOwner } = options.guard;
  const noPayment = { error: 'There is no M-Pesa payment with this receipt.' };

  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: STATEMENT_LIMIT }, (_request, body, done) => done(null, body));

  // The till statement from M-Pesa's portal: each line found, filled in or added (statement-import.ts).
  app.post('/api/office/payments/statement', { ...managerOrOwner, bodyLimit: STATEMENT_LIMIT }, async (request, reply) => {
    if (typeof request.body !== 'string') return reply.code(400).send({ error: 'Send the statement as CSV (Content-Type: text/csv).' });
    const read = readStatement(request.body);
    if (!read.ok) return reply.code(400).send({ error: read.error });
    const report = await importStatement(options.database, options.config.dbTimeoutMs, read.lines);
    const actor = actorOf(request);
    const { rows, changedOrders, ...counts } = report;
    await inDatabase(request, (db) => recordAudit(db, { actor, action: 'payments.statement', detail: counts, network: clientNetwork(request) }));
    request.log.info(counts, 'till statement imported in the office');
    for (const orderId of changedOrders) options.notifier?.changed(orderId);
    return { ...counts, rows: rows.filter((row) => row.outcome !== 'known') };
  });

  // Whether Daraja sends the till's confirmations where this shop listens (c2b-registration.ts).
  app.get('/api/office/payments/registration', signedIn, async (request) => {
    const settings = options.config.mpesa.daraja;
    if (!settings) return { state: 'off', alarm: null };
    return inDatabase(request, (db) => registrationStatus(db, settings));
  });

  app.get('/api/office/payments/unreadable', signedIn, async (request) => {
    const rows = await inTransaction(request, async (tx) => {
      const found = await listUnreadable(tx);
      await recordAudit(tx, { actor: actorOf(request), action: 'payments.unreadable', detail: { evidenceIds: found.map((row) => row.id) }, network: clientNetwork(request) });
      return found;
    });
    // What the office needs to find it in M-Pesa's statement: never the body (names, numbers).
    return { evidence: rows.map((row) => ({ id: row.id, kind: row.kind, receivedAt: eastAfricaTime(row.receivedAt), reference: row.reference, amount: row.amount, problem: row.problem })) };
  });

  app.get<ReceiptParams>('/api/office/payments/:receipt/suggestions', signedIn, async (request, reply) => {
    if (!RECEIPT.test(request.params.receipt)) return reply.code(404).send(noPayment);
    return inTransaction(request, async (tx) => {
      const payment = await findPaymentByReceipt(tx, request.params.receipt);
      if (!payment) return reply.code(404).send(noPayment);
      const orders = payment.orderId === null ? await suggestOrders(tx, payment) : [];
      await recordAudit(tx, { actor: actorOf(request), action: 'payments.suggestions', detail: { receipt: payment.transId, orderIds: orders.map((order) => order.orderId) }, network: clientNetwork(request) });
      return { receipt: payment.transId, amount: payment.amount, orders };
    });
  });

  app.post<ReceiptParams>('/api/office/payments/:receipt/link', managerOrOwner, async (request, reply) => {
    if (!RECEIPT.test(request.params.receipt)) return reply.code(404).send(noPayment);
    const body = check(linkBody, request.body);
    if (!body.ok) return reply.code(400).send({ error: 'The link has problems.', problems: body.problems });
    const { orderId, reason } = body.value;
    const actor = actorOf(request);
    const outcome = await inTransaction(request, async (tx) => {
      const linked = await linkPayment(tx, request.params.receipt, orderId, reason, actor.name);
      if (linked.kind === 'linked') {
        await recordAudit(tx, { actor, action: 'payment.link', orderId, detail: { receipt: request.params.receipt.toUpperCase(), reason, effect: linked.effect }, network: clientNetwork(request) });
      }
      return linked;
    });
    switch (outcome.kind) {
      case 'no-payment':
        return reply.code(404).send(noPayment);
      case 'no-order':
        return reply.code(404).send({ error: 'There is no order with this ID.' });
      case 'refused':
        return reply.code(409).send({ error: outcome.message, code: outcome.code });
      case 'linked':
        request.log.info({ orderId, receipt: request.params.receipt.toUpperCase(), effect: outcome.effect }, 'payment linked to its order in the office');
        options.notifier?.changed(orderId);
        // What the order still has to pay, so the office need not open it (an opening is in the access record).
        return { orderId, effect: outcome.effect, status: outcome.status, due: outcome.due };
    }
  });
}
