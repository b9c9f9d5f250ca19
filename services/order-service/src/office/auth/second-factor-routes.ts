// The second factor's enrolment (docs/office.md, "Second factor"): with the password, a new
// secret is kept sealed as pending and shown once (the secret, its otpauth:// address, a QR code);
// a code from it makes it the account's and gives ten new recovery codes, shown once.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { officeAccounts } from '../../db/schema';
import { check } from '../../validation';
import { findAccountById } from '../accounts/account-store';
import { clientNetwork, recordAudit } from '../audit/audit-record';
import type { OfficePluginOptions } from '../office-routes';
import { actorOf } from './office-guard';
import { PASSWORD_MAX_LENGTH, verifyPassword } from './passwords';
import { newRecoveryCodes, RECOVERY_CODE_COUNT, replaceRecoveryCodes } from './recovery-codes';
import { sealSecret, unsealSecret } from './sealed-secret';
import { otpauthUri, qrSvg } from './second-factor';
import { countSessionFailure, signedOutReply } from './session-failures';
import { acceptedStep, newTotpSecret } from './totp';

const startSchema = z.object({ password: z.string().min(1, 'Write your password.').max(PASSWORD_MAX_LENGTH) });
const confirmSchema = z.object({ code: z.string().min(1, 'Type the 6-digit code your app shows.').max(20) });

export const secondFactorMessages = {
  notStarted: 'No second factor is being set up: start again with your password.',
  password: 'This is not your password.',
  code: 'That code is not the one your app shows now. Check the app shows “Mimea Naturals” and try the next code.',
} as const;

export function secondFactorRoutes(app: FastifyInstance, { setup, guard, now, secrets }: OfficePluginOptions): void {
  app.post('/api/office/second-factor', { ...guard.enrolAllowed }, async (request, reply) => {
    const checked = check(startSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'The second factor was not set up.', problems: checked.problems });
    const actor = actorOf(request);
    const at = new Date(now());
    const account = await setup.inDatabase(request, (db) => findAccountById(db, actor.accountId));
    if (!account) return signedOutReply(reply);
    if (!(await verifyPassword(checked.value.password, account.passwordHash))) {
      if (await countSessionFailure(setup, request, actor, 'second-factor.start-failed', ['wrong-password'], at)) return signedOutReply(reply);
      return reply.code(400).send({ error: 'The second factor was not set up.', problems: [{ field: 'password', message: secondFactorMessages.password }] });
    }
    const secret = newTotpSecret();
    const key = await setup.inDatabase(request, (db) => secrets.key(db));
    // Pending until a code from it comes back: the factor in use (if any) keeps working meanwhile.
    await setup.inDatabase(request, (db) => db.update(officeAccounts).set({ totpPendingSecret: sealSecret(secret, key) }).where(eq(officeAccounts.id, account.id)));
    const uri = otpauthUri(secret, account.username);
    return reply.send({ secret, uri, qrSvg: await qrSvg(uri) });
  });

  app.post('/api/office/second-factor/confirm', { ...guard.enrolAllowed }, async (request, reply) => {
    const checked = check(confirmSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'The second factor was not set up.', problems: checked.problems });
    const actor = actorOf(request);
    const nowMs = now();
    const account = await setup.inDatabase(request, (db) => findAccountById(db, actor.accountId));
    if (!account) return signedOutReply(reply);
    const pending = account.totpPendingSecret;
    if (pending === null) return reply.code(409).send({ error: secondFactorMessages.notStarted, code: 'not-started' });
    const key = await setup.inDatabase(request, (db) => secrets.key(db));
    const step = acceptedStep(unsealSecret(pending, key), checked.value.code.replace(/\s/g, ''), null, nowMs);
    if (step === null) return reply.code(400).send({ error: 'The second factor was not set up.', problems: [{ field: 'code', message: secondFactorMessages.code }] });
    const recoveryCodes = newRecoveryCodes();
    const enrolled = await setup.inTransaction(request, async (tx) => {
      // Only the pending secret this code came from (a second start meanwhile replaced it: start again).
      const [made] = await tx
        .update(officeAccounts)
        .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: step })
        .where(and(eq(officeAccounts.id, account.id), eq(officeAccounts.totpPendingSecret, pending)))
        .returning({ id: officeAccounts.id });
      if (!made) return false;
      await replaceRecoveryCodes(tx, account.id, recoveryCodes, new Date(nowMs));
      await recordAudit(tx, { actor, action: 'second-factor.enrol', detail: { recoveryCodes: RECOVERY_CODE_COUNT }, network: clientNetwork(request), at: new Date(nowMs) });
      return true;
    });
    if (!enrolled) return reply.code(409).send({ error: secondFactorMessages.notStarted, code: 'not-started' });
    return reply.send({ recoveryCodes });
  });
}
