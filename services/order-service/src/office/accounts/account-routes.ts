// The owner's team (docs/office.md, "Team"): list the accounts, add a staff account with a
// one-time password shown once, disable an account (its sessions end at once).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { check } from '../../validation';
import { clientNetwork, recordAudit } from '../audit/audit-record';
import { hashPassword, oneTimePassword } from '../auth/passwords';
import { endAccountSessions } from '../auth/session-store';
import type { OfficePluginOptions } from '../office-routes';
import { accountNameSchema, accountSummary, createAccount, disableAccount, findAccount, listAccounts, normalizeUsername, usernameSchema } from './account-store';

const newStaffSchema = z.object({ username: usernameSchema, name: accountNameSchema });

export async function accountRoutes(app: FastifyInstance, { setup, guard, now }: OfficePluginOptions): Promise<void> {
  app.get('/api/office/accounts', { ...guard.ownerOnly }, async (request) => {
    const accounts = await setup.inDatabase(request, (db) => listAccounts(db));
    return { accounts: accounts.map(accountSummary) };
  });

  app.post('/api/office/accounts', { ...guard.ownerOnly }, async (request, reply) => {
    const checked = check(newStaffSchema, request.body);
    if (!checked.ok) return reply.code(400).send({ error: 'The account was not added.', problems: checked.problems });
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    const actor = request.officeActor!;
    const at = new Date(now());
    const created = await setup.inTransaction(request, async (tx) => {
      const account = await createAccount(tx, { ...checked.value, role: 'staff', passwordHash, mustChangePassword: true, totpSecret: null }, at);
      if (account) await recordAudit(tx, { actor, action: 'account.create', detail: { username: account.username, role: 'staff' }, network: clientNetwork(request), at });
      return account;
    });
    if (!created)
      return reply.code(409).send({ error: 'This username is taken.', code: 'taken', problems: [{ field: 'username', message: 'This username is taken.' }] });
    // The one-time password is shown here once; only its hash is kept.
    return reply.code(201).send({ account: accountSummary(created), oneTimePassword: password });
  });

  app.post<{ Params: { username: string } }>('/api/office/accounts/:username/disable', { ...guard.ownerOnly }, async (request, reply) => {
    const actor = request.officeActor!;
    const username = normalizeUsername(request.params.username);
    if (username === actor.username) return reply.code(409).send({ error: 'You cannot disable your own account.', code: 'not-allowed' });
    const at = new Date(now());
    const disabled = await setup.inTransaction(request, async (tx) => {
      if (!(await findAccount(tx, username))) return null;
      const account = await disableAccount(tx, username, at);
      if (!account) return null;
      await endAccountSessions(tx, account.id);
      await recordAudit(tx, { actor, action: 'account.disable', detail: { username: account.username }, network: clientNetwork(request), at });
      return account;
    });
    if (!disabled) return reply.code(404).send({ error: 'There is no such account.' });
    return { account: accountSummary(disabled) };
  });
}
