// POST /api/office/password (docs/office.md, "Passwords"): the current password, and the code
// when the account has a second factor; a wrong one is recorded and counted (session-failures.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { check } from '../../validation';
import { findAccountById, setPassword } from '../accounts/account-store';
import { clientNetwork, recordAudit } from '../audit/audit-record';
import type { OfficePluginOptions } from '../office-routes';
import { actorOf } from './office-guard';
import { passwordProblem } from './password-policy';
import { hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from './passwords';
import { countSessionFailure, signedOutReply } from './session-failures';
import { endAccountSessions } from './session-store';
import { accountCodeStep, claimStep } from './totp-steps';

const passwordChangeSchema = z.object({
  current: z.string().min(1, 'Write your current password.').max(PASSWORD_MAX_LENGTH),
  next: z.string(),
  code: z.string().max(20).optional(),
});

const notChanged = 'The password was not changed.';
export const passwordChangeMessages = {
  sameAsCurrent: 'The new password must differ from the current one.',
  current: 'This is not your current password.',
  codeMissing: 'Type the 6-digit code from your authenticator app.',
  codeWrong: 'That code is wrong or was used already. Type the one your app shows now.',
} as const;

type Problem = { field: 'current' | 'next' | 'code'; message: string };

export function passwordRoute(app: FastifyInstance, { setup, guard, now, secrets }: OfficePluginOptions): void {
  app.post('/api/office/password', { ...guard.passwordChangeAllowed }, async (request, reply) => {
    const checked = check(passwordChangeSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: notChanged, problems: checked.problems });
    const { current, next, code } = checked.value;
    const actor = actorOf(request);
    const nowMs = now();
    // The new password is judged first: nothing is checked or counted until it would be accepted.
    const tooWeak = passwordProblem(next, [actor.username, actor.name]) ?? (next === current ? passwordChangeMessages.sameAsCurrent : null);
    if (tooWeak) return reply.code(400).send({ error: notChanged, problems: [{ field: 'next', message: tooWeak }] });
    const account = await setup.inDatabase(request, (db) => findAccountById(db, actor.accountId));
    if (!account) return signedOutReply(reply);
    const hasFactor = account.totpSecret !== null;
    if (hasFactor && !code?.trim()) return reply.code(400).send({ error: notChanged, problems: [{ field: 'code', message: passwordChangeMessages.codeMissing }] });

    const problems: Problem[] = [];
    if (!(await verifyPassword(current, account.passwordHash))) problems.push({ field: 'current', message: passwordChangeMessages.current });
    let step: number | null = null;
    if (hasFactor) {
      const key = await setup.inDatabase(request, (db) => secrets.key(db));
      step = accountCodeStep(account, code ?? '', key, nowMs);
      if (step === null) problems.push({ field: 'code', message: passwordChangeMessages.codeWrong });
    }
    const refuse = async (wrong: Problem[]) => {
      const reasons = wrong.map((problem) => (problem.field === 'current' ? 'wrong-password' : 'wrong-code'));
      if (await countSessionFailure(setup, request, actor, 'password.change-failed', reasons, new Date(nowMs))) return signedOutReply(reply);
      return reply.code(400).send({ error: notChanged, problems: wrong });
    };
    if (problems.length > 0) return refuse(problems);

    const passwordHash = await hashPassword(next);
    const changed = await setup.inTransaction(request, async (tx) => {
      if (step !== null && !(await claimStep(tx, account.id, step))) return false;
      await setPassword(tx, account.id, passwordHash, false);
      // Whoever else knew the old password is signed out; this browser stays.
      await endAccountSessions(tx, account.id, actor.sessionIdHash);
      await recordAudit(tx, { actor, action: 'password.change', network: clientNetwork(request), at: new Date(nowMs) });
      return true;
    });
    // The same code sent twice at once: one change.
    if (!changed) return refuse([{ field: 'code', message: passwordChangeMessages.codeWrong }]);
    return reply.code(204).send();
  });
}
