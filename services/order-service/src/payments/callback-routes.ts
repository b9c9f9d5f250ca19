// Daraja's calls to the shop (docs/payments.md, "Evidence first"), under the deployment's secret
// path: a prompt's result, a till payment's validation and confirmation, and a Transaction Status
// result (or its queue time-out). Each body is kept
// raw in the evidence journal before anything reads it, then handled (evidence/handle-evidence.ts),
// and answered "Accepted" whenever it carries an identifier: Daraja sends a body once, so a
// refusal would lose the evidence of money in the till.
import net from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { errorSummary } from '../log-safe';
import { callbackPaths, type DarajaSettings } from './daraja/daraja-settings';
import type { EvidenceKind } from './evidence/evidence-kinds';
import { EVIDENCE_BODY_LIMIT, markEvidence, recordEvidence } from './evidence/evidence-journal';
import { referenceOf } from './evidence/evidence-reference';
import { handleEvidence, type EvidenceContext } from './evidence/handle-evidence';
import type { PaymentNotifier } from './payment-notifier';

export interface CallbackRouteOptions {
  database: Database;
  daraja: DarajaSettings;
  /** Addresses or ranges callbacks may come from; null: any. */
  allow: string[] | null;
  notifier: PaymentNotifier;
  dbTimeoutMs: number;
}

export const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
const REJECTED = { ResultCode: 1, ResultDesc: 'Rejected' } as const;

/** How long a result for a prompt we do not know yet is held, while one of ours is still being recorded as sent. */
const EARLY_RESULT_WAIT_MS = 3_000;

/** The addresses a callback may come from, as a check. */
export function allowList(entries: string[] | null): ((address: string) => boolean) | null {
  if (entries === null) return null;
  const blocks = new net.BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = net.isIPv4(address!) ? 'ipv4' : 'ipv6';
    blocks.addSubnet(address!, bits === undefined ? (family === 'ipv4' ? 32 : 128) : Number(bits), family);
  }
  return (address) => {
    const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    return net.isIP(ip) !== 0 && blocks.check(ip, net.isIPv4(ip) ? 'ipv4' : 'ipv6');
  };
}

export async function callbackRoutes(app: FastifyInstance, options: CallbackRouteOptions): Promise<void> {
  const { database, daraja, notifier, dbTimeoutMs } = options;
  const paths = callbackPaths(daraja.callbackSecret);
  const allowed = allowList(options.allow);
  const context: EvidenceContext = { database, daraja, dbTimeoutMs, earlyResultWaitMs: EARLY_RESULT_WAIT_MS };

  // This scope reads bodies as text, whatever their type: the journal keeps them as they came.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: EVIDENCE_BODY_LIMIT }, (_request, body, done) => done(null, body));

  // The client's real address (behind the trusted proxy: TRUST_PROXY), against the allow-list.
  const fromDaraja = async (request: FastifyRequest, reply: FastifyReply) => {
    if (allowed !== null && !allowed(request.ip)) {
      request.log.warn('callback refused: its source is not in MPESA_CALLBACK_ALLOW');
      return reply.code(403).send({ error: 'Forbidden.' });
    }
  };

  const journaled = (kind: EvidenceKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const text = typeof request.body === 'string' ? request.body : '';
    const { json, reference, amount } = referenceOf(kind, text);
    // Kept first, in a statement of its own: nothing below may lose it. A journal that cannot
    // write answers 503 (Daraja may try again; nothing was lost that was ever stored).
    const row = await database.run(dbTimeoutMs, (db) => recordEvidence(db, { kind, body: text, reference, amount }));
    const answer = reference === null ? REJECTED : ACCEPTED;
    try {
      const handled = await handleEvidence(context, kind, json);
      // The change is committed: the shopper's page hears of it before the journal is marked.
      if (handled.orderId !== null) notifier.changed(handled.orderId);
      await database.run(dbTimeoutMs, (db) => markEvidence(db, row.id, handled));
      const line = { evidence: row.id, kind, ...handled.facts, outcome: handled.outcome };
      if (handled.state === 'handled') request.log.info(line, 'M-Pesa evidence handled');
      else request.log.warn(line, handled.state === 'unreadable' ? 'M-Pesa evidence we could not read: kept for the office' : 'M-Pesa evidence ignored');
    } catch (error) {
      // Kept as `received`: the recovery job handles it again.
      request.log.warn({ evidence: row.id, kind, ...errorSummary(error) }, 'M-Pesa evidence kept, its handling failed; will try again');
    }
    return reply.code(reference === null ? 400 : 200).send(answer);
  };

  app.post(paths.stk, { preHandler: fromDaraja }, journaled('stk-result'));
  app.post(paths.c2bValidation, { preHandler: fromDaraja }, journaled('c2b-validation'));
  app.post(paths.c2bConfirmation, { preHandler: fromDaraja }, journaled('c2b-confirmation'));
  app.post(paths.statusResult, { preHandler: fromDaraja }, journaled('status-result'));
  app.post(paths.statusTimeout, { preHandler: fromDaraja }, journaled('status-timeout'));
}
