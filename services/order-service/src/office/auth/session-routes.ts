// The office's session calls (docs/office.md, "The API"): sign in, who am I, sign out, sign out
// everywhere, and the password change.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { check } from '../../validation';
import { findAccountById, setPassword } from '../accounts/account-store';
import { clientNetwork, recordAudit } from '../audit/audit-record';
import type { OfficePluginOptions } from '../office-routes';
import { fromOwnOrigin } from './csrf';
import { officeRefusals } from './office-guard';
import { hashPassword, PASSWORD_MAX_LENGTH, passwordProblem, verifyPassword } from './passwords';
import { clearedSessionCookie, sessionCookie, sessionToken, tokenHash } from './session-cookie';
import { endAccountSessions, endSession } from './session-store';
import { signIn } from './sign-in';

const signInSchema = z.object({
  username: z.string().min(1, 'Write your username.').max(100),
  password: z.string().min(1, 'Write your password.').max(PASSWORD_MAX_LENGTH),
  code: z.string().max(20).optional(),
});

const passwordChangeSchema = z.object({
  current: z.string().min(1, 'Write your current password.').max(PASSWORD_MAX_LENGTH),
  next: z.string(),
});

export const signInMessages = {
  invalid: 'The username or password is wrong.',
  'code-required': 'Type the 6-digit code from your authenticator app.',
  'code-wrong': 'That code is wrong or was used already. Wait for the next one and try again.',
  'no-second-factor': 'This owner account has no second factor yet, so it cannot sign in. Add one on the server: npm run office:add-account (see docs/office.md).',
  locked: 'Too many failed sign-ins: this account is locked for a while.',
} as const;

export async function sessionRoutes(app: FastifyInstance, { setup, guard, config, now }: OfficePluginOptions): Promise<void> {
  const sessionAnswer = (request: FastifyRequest) => {
    const actor = request.officeActor!;
    const session = request.officeSession!;
    return {
      account: { username: actor.username, name: actor.name, role: actor.role },
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt.toISOString(),
      mustChangePassword: session.mustChangePassword,
    };
  };

  app.post('/api/office/session', { ...setup.perMinute(config.office.signInPerMinute) }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // No session yet, so no CSRF token: a sign-in from another site's page is refused by its origin.
    if (!fromOwnOrigin(request)) return reply.code(403).send(officeRefusals.csrf);
    const checked = check(signInSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'Write your username and password.', problems: checked.problems });
    const nowMs = now();
    const outcome = await signIn(setup, request, checked.value, config.office, nowMs);
    if (!outcome.ok) {
      if (outcome.code === 'locked')
        return reply.code(423).header('Retry-After', String(outcome.retryAfterSeconds)).send({ error: signInMessages.locked, code: 'locked', retryAfterSeconds: outcome.retryAfterSeconds });
      return reply.code(401).send({ error: signInMessages[outcome.code], code: outcome.code });
    }
    // A session this browser still had ends: one browser, one session.
    const previous = sessionToken(request.headers.cookie);
    if (previous) await setup.inDatabase(request, (db) => endSession(db, tokenHash(previous)));
    const { account, session } = outcome;
    request.log.info({ office: 'sign-in', role: account.role }, 'office sign-in');
    return reply
      .header('Set-Cookie', sessionCookie(session.token, (session.expiresAt.getTime() - nowMs) / 1000))
      .send({
        account: { username: account.username, name: account.name, role: account.role },
        csrfToken: session.csrfToken,
        expiresAt: session.expiresAt.toISOString(),
        mustChangePassword: account.mustChangePassword,
      });
  });

  app.get('/api/office/session', { ...guard.passwordChangeAllowed }, async (request) => sessionAnswer(request));

  const signOut = (everywhere: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = request.officeActor!;
    await setup.inTransaction(request, async (tx) => {
      if (everywhere) await endAccountSessions(tx, actor.accountId);
      else await endSession(tx, actor.sessionIdHash);
      await recordAudit(tx, { actor, action: everywhere ? 'sign-out-everywhere' : 'sign-out', network: clientNetwork(request), at: new Date(now()) });
    });
    return reply.code(204).header('Set-Cookie', clearedSessionCookie()).send();
  };
  app.delete('/api/office/session', { ...guard.passwordChangeAllowed }, signOut(false));
  app.post('/api/office/session/everywhere', { ...guard.passwordChangeAllowed }, signOut(true));

  app.post('/api/office/password', { ...guard.passwordChangeAllowed }, async (request, reply) => {
    const checked = check(passwordChangeSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'The password was not changed.', problems: checked.problems });
    const { current, next } = checked.value;
    const tooWeak = passwordProblem(next) ?? (next === current ? 'The new password must differ from the current one.' : null);
    if (tooWeak) return reply.code(400).send({ error: 'The password was not changed.', problems: [{ field: 'next', message: tooWeak }] });
    const actor = request.officeActor!;
    const account = await setup.inDatabase(request, (db) => findAccountById(db, actor.accountId));
    if (!account || !(await verifyPassword(current, account.passwordHash)))
      return reply.code(400).send({ error: 'The password was not changed.', problems: [{ field: 'current', message: 'This is not your current password.' }] });
    const passwordHash = await hashPassword(next);
    await setup.inTransaction(request, async (tx) => {
      await setPassword(tx, account.id, passwordHash, false);
      // Whoever else knew the old password is signed out; this browser stays.
      await endAccountSessions(tx, account.id, actor.sessionIdHash);
      await recordAudit(tx, { actor, action: 'password.change', network: clientNetwork(request), at: new Date(now()) });
    });
    return reply.code(204).send();
  });
}
