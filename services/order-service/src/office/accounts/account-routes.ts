// The owner's team and the office's settings (docs/office.md, "Team and settings"): list the
// accounts with what the owner needs to help each person; add a staff member or a manager with a
// one-time password shown once (it stops working after 24 hours); reset a password (a new
// one-time one) or a second factor (the person sets up a new one at their next sign-in); change a
// role between staff and manager; disable an account. Each change ends the person's sessions
// where it should and is in the access record. An owner's password and second factor are reset
// with the reset-account command, on the server (reset-account-command.ts), never here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { check } from '../../validation';
import { clientNetwork, recordAudit } from '../audit/audit-record';
import { actorOf } from '../auth/office-guard';
import { hashPassword, oneTimePassword } from '../auth/passwords';
import { endAccountSessions } from '../auth/session-store';
import type { OfficePluginOptions } from '../office-routes';
import {
  accountNameSchema,
  changeRole,
  clearSecondFactor,
  createAccount,
  disableAccount,
  findAccount,
  normalizeUsername,
  ONE_TIME_PASSWORD_HOURS,
  setPassword,
  teamSummaries,
  teamSummary,
  usernameSchema,
  type OfficeAccount,
} from './account-store';
import { readOfficeSettings, writeOfficeSettings } from './office-settings';

/** The roles the owner gives in the office; an owner is made with the add-account command only. */
const teamRole = z.enum(['staff', 'manager'], 'The role is staff or manager.');

const newMemberSchema = z.object({ username: usernameSchema, name: accountNameSchema, role: teamRole.default('staff') });
const roleSchema = z.object({ role: teamRole });
const settingsSchema = z.object({ staffSecondFactor: z.boolean('Say true or false.') }).strict();

const noSuchAccount = { error: 'There is no such account.' } as const;
const ownersByCommand = {
  error: 'An owner’s password and second factor are reset on the server, with npm run office:reset-account (docs/office.md).',
  code: 'not-allowed',
} as const;

export async function accountRoutes(app: FastifyInstance, { setup, guard, now }: OfficePluginOptions): Promise<void> {
  /** A fresh one-time password: its hash and when it stops working. */
  const newOneTimePassword = async () => {
    const password = oneTimePassword();
    return { password, passwordHash: await hashPassword(password), expiresAt: new Date(now() + ONE_TIME_PASSWORD_HOURS * 3_600_000) };
  };

  /**
   * Runs `change` on the account named in the URL, in one transaction, unless it is missing (404)
   * or an owner's (409, for the changes the owner makes to others only).
   */
  const onTeamMember = async <T>(
    request: FastifyRequest<{ Params: { username: string } }>,
    reply: FastifyReply,
    change: (tx: Db, account: OfficeAccount, at: Date) => Promise<T>,
  ): Promise<T | null> => {
    const at = new Date(now());
    const outcome = await setup.inTransaction(request, async (tx) => {
      const account = await findAccount(tx, request.params.username);
      if (!account) return { refused: 'missing' as const };
      if (account.role === 'owner') return { refused: 'owner' as const };
      return { done: await change(tx, account, at) };
    });
    if ('refused' in outcome) {
      if (outcome.refused === 'missing') await reply.code(404).send(noSuchAccount);
      else await reply.code(409).send(ownersByCommand);
      return null;
    }
    return outcome.done;
  };

  app.get('/api/office/accounts', { ...guard.ownerOnly }, async (request) => {
    const accounts = await setup.inDatabase(request, (db) => teamSummaries(db, new Date(now())));
    return { accounts };
  });

  app.post('/api/office/accounts', { ...guard.ownerOnly }, async (request, reply) => {
    const checked = check(newMemberSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'The account was not added.', problems: checked.problems });
    const { password, passwordHash, expiresAt } = await newOneTimePassword();
    const actor = actorOf(request);
    const at = new Date(now());
    const created = await setup.inTransaction(request, async (tx) => {
      const account = await createAccount(tx, { ...checked.value, passwordHash, mustChangePassword: true, oneTimePasswordExpiresAt: expiresAt, totpSecret: null }, at);
      if (!account) return null;
      await recordAudit(tx, { actor, action: 'account.create', detail: { username: account.username, role: account.role }, network: clientNetwork(request), at });
      return teamSummary(tx, account.id, at);
    });
    if (!created)
      return reply.code(409).send({ error: 'This username is taken.', code: 'taken', problems: [{ field: 'username', message: 'This username is taken.' }] });
    // The one-time password is shown here once; only its hash is kept.
    return reply.code(201).send({ account: created, oneTimePassword: password, expiresAt: expiresAt.toISOString() });
  });

  app.post<{ Params: { username: string } }>('/api/office/accounts/:username/reset-password', { ...guard.ownerOnly }, async (request, reply) => {
    const actor = actorOf(request);
    const { password, passwordHash, expiresAt } = await newOneTimePassword();
    const reset = await onTeamMember(request, reply, async (tx, account, at) => {
      await setPassword(tx, account.id, passwordHash, true, expiresAt);
      // Whoever was signed in with the old password is signed out.
      await endAccountSessions(tx, account.id);
      await recordAudit(tx, { actor, action: 'account.reset-password', detail: { username: account.username }, network: clientNetwork(request), at });
      return true;
    });
    if (!reset) return reply;
    return { oneTimePassword: password, expiresAt: expiresAt.toISOString() };
  });

  app.post<{ Params: { username: string } }>('/api/office/accounts/:username/reset-second-factor', { ...guard.ownerOnly }, async (request, reply) => {
    const actor = actorOf(request);
    const reset = await onTeamMember(request, reply, async (tx, account, at) => {
      // The secret, an enrolment under way and the recovery codes go: a lost phone signs in no more.
      await clearSecondFactor(tx, account.id);
      await endAccountSessions(tx, account.id);
      await recordAudit(tx, { actor, action: 'account.reset-second-factor', detail: { username: account.username }, network: clientNetwork(request), at });
      return true;
    });
    if (!reset) return reply;
    return reply.code(204).send();
  });

  app.post<{ Params: { username: string } }>('/api/office/accounts/:username/role', { ...guard.ownerOnly }, async (request, reply) => {
    const checked = check(roleSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'The role was not changed.', problems: checked.problems });
    const actor = actorOf(request);
    const { role } = checked.value;
    const changed = await onTeamMember(request, reply, async (tx, account, at) => {
      if (account.role !== role) {
        // The guard reads the role on every call: it applies from the person's next call, no new sign-in needed.
        await changeRole(tx, account.id, role);
        await recordAudit(tx, { actor, action: 'account.role', detail: { username: account.username, from: account.role, to: role }, network: clientNetwork(request), at });
      }
      return teamSummary(tx, account.id, at);
    });
    if (!changed) return reply;
    return { account: changed };
  });

  app.post<{ Params: { username: string } }>('/api/office/accounts/:username/disable', { ...guard.ownerOnly }, async (request, reply) => {
    const actor = actorOf(request);
    const username = normalizeUsername(request.params.username);
    if (username === actor.username) return reply.code(409).send({ error: 'You cannot disable your own account.', code: 'not-allowed' });
    const at = new Date(now());
    const disabled = await setup.inTransaction(request, async (tx) => {
      if (!(await findAccount(tx, username))) return null;
      const account = await disableAccount(tx, username, at);
      if (!account) return null;
      await endAccountSessions(tx, account.id);
      await recordAudit(tx, { actor, action: 'account.disable', detail: { username: account.username }, network: clientNetwork(request), at });
      return teamSummary(tx, account.id, at);
    });
    if (!disabled) return reply.code(404).send(noSuchAccount);
    return { account: disabled };
  });

  app.get('/api/office/settings', { ...guard.ownerOnly }, async (request) => setup.inDatabase(request, (db) => readOfficeSettings(db)));

  app.put('/api/office/settings', { ...guard.ownerOnly }, async (request, reply) => {
    const checked = check(settingsSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'The settings were not changed.', problems: checked.problems });
    const actor = actorOf(request);
    const at = new Date(now());
    return setup.inTransaction(request, async (tx) => {
      const before = await readOfficeSettings(tx);
      const after = await writeOfficeSettings(tx, checked.value, at);
      if (before.staffSecondFactor !== after.staffSecondFactor)
        await recordAudit(tx, { actor, action: 'settings.change', detail: { staffSecondFactor: after.staffSecondFactor }, network: clientNetwork(request), at });
      return after;
    });
  });
}
