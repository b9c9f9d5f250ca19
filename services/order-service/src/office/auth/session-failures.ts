// A wrong current password or code in a signed-in form (the password change, the second factor's
// enrolment): recorded, counted with the account's sign-in failures, and the fifth in an hour
// ends the session, so a session left open is no way to guess the password without limit.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteSetup } from '../../route-setup';
import { clientNetwork, recordAudit } from '../audit/audit-record';
import { officeRefusals, type OfficeActor } from './office-guard';
import { clearedSessionCookie } from './session-cookie';
import { endSession } from './session-store';
import { sessionFailuresReached, type SESSION_FAILURE_ACTIONS } from './sign-in-throttle';

/** Records the failure; true when it ended the session (then answer with `signedOutReply`). */
export async function countSessionFailure(
  setup: RouteSetup,
  request: FastifyRequest,
  actor: OfficeActor,
  action: (typeof SESSION_FAILURE_ACTIONS)[number],
  reasons: string[],
  now: Date,
): Promise<boolean> {
  return setup.inTransaction(request, async (tx) => {
    await recordAudit(tx, { actor, action, detail: { reasons }, network: clientNetwork(request), at: now });
    if (!(await sessionFailuresReached(tx, actor.accountId, now))) return false;
    await endSession(tx, actor.sessionIdHash);
    return true;
  });
}

export const signedOutReply = (reply: FastifyReply) => reply.code(401).header('Set-Cookie', clearedSessionCookie()).send(officeRefusals.signedOut);
