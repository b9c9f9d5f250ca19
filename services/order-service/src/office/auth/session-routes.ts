// The office's session calls (docs/office.md, "The API"): sign in, who am I, sign out, sign out
// everywhere; the password change and the second factor's enrolment register beside them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorSummary } from '../../log-safe';
import { check } from '../../validation';
import { clientNetwork, recordAudit } from '../audit/audit-record';
import type { OfficePluginOptions } from '../office-routes';
import { fromOwnOrigin } from './csrf';
import { actorOf, officeRefusals } from './office-guard';
import { passwordRoute } from './password-route';
import { PASSWORD_MAX_LENGTH } from './passwords';
import { secondFactorRoutes } from './second-factor-routes';
import { clearedSessionCookie, sessionCookie, sessionToken, tokenHash } from './session-cookie';
import { endAccountSessions, endSession } from './session-store';
import { signIn } from './sign-in';

const signInSchema = z.object({
  username: z.string().min(1, 'Write your username.').max(100),
  password: z.string().min(1, 'Write your password.').max(PASSWORD_MAX_LENGTH),
  code: z.string().max(20).optional(),
  recoveryCode: z.string().max(40).optional(),
});

export const signInMessages = {
  // One answer for a wrong password and a wrong code: it never tells which was right.
  invalid: 'The username, password or code is wrong.',
  'code-required': 'Type the 6-digit code from your authenticator app, or one of your recovery codes.',
  expired: 'This one-time password has expired. Ask the owner for a new one.',
  throttled: 'Too many failed sign-ins from this network or for this account. Wait a while and try again.',
} as const;

export async function sessionRoutes(app: FastifyInstance, options: OfficePluginOptions): Promise<void> {
  const { setup, guard, config, database, now, secrets } = options;
  // At start: TOTP secrets stored before sealing (or under the development key) are sealed now,
  // not only when their owner next signs in.
  void database.opened
    .then(() => database.run(Math.max(config.dbTimeoutMs, 15_000), (db) => secrets.key(db)))
    .catch((error: unknown) => app.log.warn(errorSummary(error), 'the office secrets could not be sealed at start; they are at the next sign-in'));

  const sessionAnswer = (request: FastifyRequest) => {
    const actor = actorOf(request);
    const session = request.officeSession!;
    return {
      account: { username: actor.username, name: actor.name, role: actor.role, secondFactor: session.secondFactor },
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt.toISOString(),
      mustChangePassword: session.mustChangePassword,
      mustEnrol: session.mustEnrol,
    };
  };

  app.post('/api/office/session', { ...setup.perMinute(config.office.signInPerMinute) }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // No session yet, so no CSRF token: a sign-in from another site's page is refused by its origin.
    if (!fromOwnOrigin(request)) return reply.code(403).send(officeRefusals.csrf);
    const checked = check(signInSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'Write your username and password.', problems: checked.problems });
    const nowMs = now();
    const outcome = await signIn(setup, request, checked.value, { office: config.office, secrets }, nowMs);
    if (!outcome.ok) {
      if (outcome.code === 'throttled')
        return reply
          .code(429)
          .header('Retry-After', String(outcome.retryAfterSeconds))
          .send({ error: signInMessages.throttled, code: 'throttled', retryAfterSeconds: outcome.retryAfterSeconds });
      return reply.code(401).send({ error: signInMessages[outcome.code], code: outcome.code });
    }
    // A session this browser still had ends: one browser, one session.
    const previous = sessionToken(request.headers.cookie);
    if (previous) await setup.inDatabase(request, (db) => endSession(db, tokenHash(previous)));
    const { account, session } = outcome;
    request.log.info({ office: 'sign-in', role: account.role }, 'office sign-in');
    return reply.header('Set-Cookie', sessionCookie(session.token, (session.expiresAt.getTime() - nowMs) / 1000)).send({
      account: { username: account.username, name: account.name, role: account.role, secondFactor: account.totpSecret !== null },
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt.toISOString(),
      mustChangePassword: account.mustChangePassword,
      mustEnrol: outcome.mustEnrol,
      ...(outcome.recoveryCodesLeft === null ? {} : { recoveryCodesLeft: outcome.recoveryCodesLeft }),
    });
  });

  app.get('/api/office/session', { ...guard.passwordChangeAllowed }, async (request) => sessionAnswer(request));

  const signOut = (everywhere: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = actorOf(request);
    await setup.inTransaction(request, async (tx) => {
      if (everywhere) await endAccountSessions(tx, actor.accountId);
      else await endSession(tx, actor.sessionIdHash);
      await recordAudit(tx, { actor, action: everywhere ? 'sign-out-everywhere' : 'sign-out', network: clientNetwork(request), at: new Date(now()) });
    });
    return reply.code(204).header('Set-Cookie', clearedSessionCookie()).send();
  };
  app.delete('/api/office/session', { ...guard.passwordChangeAllowed }, signOut(false));
  app.post('/api/office/session/everywhere', { ...guard.passwordChangeAllowed }, signOut(true));

  passwordRoute(app, options);
  secondFactorRoutes(app, options);
}
