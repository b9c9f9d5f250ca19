// Who may call the office's API (docs/office.md, "Security"): a live session from the cookie,
// the CSRF checks on every call that changes something, and the role.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { OfficeConfig } from '../../config';
import type { OfficeRoleName } from '../../db/schema';
import type { RouteSetup } from '../../route-setup';
import { recordRefusal, type RefusalCode } from '../audit/audit-record';
import { csrfTokenMatches, fromOwnOrigin } from './csrf';
import { mustEnrol } from './must-enrol';
import { sessionToken, tokenHash } from './session-cookie';
import { endSession, findSession, touchSession } from './session-store';

/** docs/office.md, "Who signs in": staff prepare and hand over; a manager also settles payments; the owner runs the office. */
export type OfficeRole = OfficeRoleName;

/** The person behind a request that passed the guard. */
export interface OfficeActor {
  accountId: string;
  username: string;
  /** The account's name as people read it: what an order's history names as its actor. */
  name: string;
  role: OfficeRole;
  sessionIdHash: string;
}

/** The session behind a request that passed the guard (the session calls answer with it). */
export interface OfficeSessionState {
  csrfToken: string;
  expiresAt: Date;
  mustChangePassword: boolean;
  /** Whether the account has a second factor. */
  secondFactor: boolean;
  /** Whether it must set one up before anything but the session, password and second-factor calls (must-enrol.ts). */
  mustEnrol: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the office guard; null on every other route. */
    officeActor: OfficeActor | null;
    officeSession: OfficeSessionState | null;
  }
}

/** Route options: spread them into a route's options (`{ ...guard.signedIn, handler }`). */
export interface OfficeRouteOptions {
  preHandler: preHandlerAsyncHookHandler;
  config: { rateLimit: { max: number; timeWindow: string } };
}

export interface OfficeGuard {
  /** A live session, CSRF on changes, and no one-time password left to change. */
  signedIn: OfficeRouteOptions;
  /** The same, and the role owner. */
  ownerOnly: OfficeRouteOptions;
  /** The same, and the role owner or manager (the duties of docs/office.md, "Who signs in"). */
  managerOrOwner: OfficeRouteOptions;
  /** A live session and CSRF even while a one-time password must be changed or a second factor set up: the session calls and the password change. */
  passwordChangeAllowed: OfficeRouteOptions;
  /** A live session and CSRF even while a second factor must be set up (not while a one-time password must be changed): the second-factor calls. */
  enrolAllowed: OfficeRouteOptions;
}

export const officeRefusals = {
  signedOut: { error: 'Please sign in again.', code: 'signed-out' },
  csrf: { error: 'This request did not come from the office page. Reload it and try again.', code: 'csrf' },
  role: { error: 'Only the owner may do this.', code: 'role' },
  managerRole: { error: 'Only the owner or a manager may do this.', code: 'role' },
  passwordChange: { error: 'Choose a new password first.', code: 'password-change' },
  enrol: { error: 'Set up your second factor first.', code: 'enrol' },
} as const;

/** last_seen_at is written at most once a minute (a quarter of the idle time when that is shorter): a busy session does not write on every call. */
const TOUCH_AT_MOST_EVERY_MS = 60_000;

export interface OfficeGuardOptions {
  setup: RouteSetup;
  office: OfficeConfig;
  /** Requests a minute per client on the signed-in calls. */
  perMinute: number;
  now?: () => number;
}

export function officeGuard({ setup, office, perMinute, now = Date.now }: OfficeGuardOptions): OfficeGuard {
  const idleMs = office.idleMinutes * 60_000;
  const touchEveryMs = Math.min(TOUCH_AT_MOST_EVERY_MS, idleMs / 4);

  type Need = { roles: readonly OfficeRole[] | null; passwordChangeAllowed: boolean; enrolAllowed?: boolean };
  const check = (need: Need): preHandlerAsyncHookHandler =>
    async function officeGuardCheck(request: FastifyRequest, reply: FastifyReply) {
      // Personal data and tokens: nobody keeps a copy of any office answer.
      reply.header('Cache-Control', 'no-store');
      const token = sessionToken(request.headers.cookie);
      if (token === null) return reply.code(401).send(officeRefusals.signedOut);
      const idHash = tokenHash(token);
      const found = await setup.inDatabase(request, (db) => findSession(db, idHash));
      const at = now();
      if (
        !found ||
        found.account.disabledAt !== null ||
        found.session.expiresAt.getTime() <= at ||
        found.session.lastSeenAt.getTime() + idleMs <= at
      ) {
        if (found) await setup.inDatabase(request, (db) => endSession(db, idHash));
        return reply.code(401).send(officeRefusals.signedOut);
      }
      const actor: OfficeActor = { accountId: found.account.id, username: found.account.username, name: found.account.name, role: found.account.role, sessionIdHash: idHash };
      // Every 403 below is in the access record: who tried which route (its pattern, never the URL's query).
      const refuse = async (refusal: { error: string; code: RefusalCode }) => {
        await setup.inDatabase(request, (db) => recordRefusal(db, request, actor, refusal.code));
        return reply.code(403).send(refusal);
      };
      if (request.method !== 'GET' && request.method !== 'HEAD' && (!fromOwnOrigin(request) || !csrfTokenMatches(request, found.session.csrfToken)))
        return refuse(officeRefusals.csrf);
      if (found.account.mustChangePassword && !need.passwordChangeAllowed) return refuse(officeRefusals.passwordChange);
      const enrol = mustEnrol(found.account, found.staffSecondFactor);
      if (enrol && !need.enrolAllowed && !need.passwordChangeAllowed) return refuse(officeRefusals.enrol);
      if (need.roles && !need.roles.includes(found.account.role)) return refuse(need.roles.includes('manager') ? officeRefusals.managerRole : officeRefusals.role);
      if (at - found.session.lastSeenAt.getTime() >= touchEveryMs) await setup.inDatabase(request, (db) => touchSession(db, idHash, new Date(at)));
      request.officeActor = actor;
      request.officeSession = {
        csrfToken: found.session.csrfToken,
        expiresAt: found.session.expiresAt,
        mustChangePassword: found.account.mustChangePassword,
        secondFactor: found.account.totpSecret !== null,
        mustEnrol: enrol,
      };
    };

  const route = (need: Need): OfficeRouteOptions => ({ preHandler: check(need), ...setup.perMinute(perMinute) });
  return {
    signedIn: route({ roles: null, passwordChangeAllowed: false }),
    ownerOnly: route({ roles: ['owner'], passwordChangeAllowed: false }),
    managerOrOwner: route({ roles: ['owner', 'manager'], passwordChangeAllowed: false }),
    passwordChangeAllowed: route({ roles: null, passwordChangeAllowed: true }),
    enrolAllowed: route({ roles: null, passwordChangeAllowed: false, enrolAllowed: true }),
  };
}

/** The account a guarded route runs for (its guard set it); a route without its guard is a bug. */
export function actorOf(request: FastifyRequest): OfficeActor {
  if (!request.officeActor) throw new Error('an office route ran without its guard');
  return request.officeActor;
}
