// The owner's team and access record (docs/office.md): role checks, one-time passwords,
// disabling, and what the record keeps (never a password or a code).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { onEachEngine } from '../../test-support/test-service';
import { auditRows, signIn, storeAccount, TEST_PASSWORD, type Browser } from '../auth/office-sign-in-fixture';
import { newRecoveryCodes, replaceRecoveryCodes } from '../auth/recovery-codes';
import { totpCode } from '../auth/totp';
import { findAccount } from './account-store';

interface AuditPage {
  entries: { at: string; username: string | null; role: string | null; action: string; orderId: string | null; detail: Record<string, unknown> | null; network: string | null }[];
  page: number;
  pageSize: number;
  total: number;
}

onEachEngine('the office team and access record', (backend) => {
  it('keeps staff out of the access record and the team', async () => {
    const service = await backend.start();
    const staff = await signIn(service, await storeAccount(service, { username: 'wanjiru' }));
    for (const answer of [
      await staff.get('/api/office/audit'),
      await staff.get('/api/office/accounts'),
      await staff.send('POST', '/api/office/accounts', { username: 'otieno', name: 'Otieno' }),
      await staff.send('POST', '/api/office/accounts/wanjiru/disable'),
    ])
      assert.deepEqual([answer.status, answer.body], [403, { error: 'Only the owner may do this.', code: 'role' }]);
    assert.equal((await service.request('GET', '/api/office/audit')).status, 401);
  });

  it('lets the owner add staff with a one-time password shown once, and disable them, ending their sessions', async () => {
    const service = await backend.start();
    const owner = await signIn(service, await storeAccount(service, { username: 'amina', role: 'owner', name: 'Amina Wanjiru' }));
    const added = await owner.send('POST', '/api/office/accounts', { username: ' Otieno ', name: 'Otieno Kamau' });
    assert.equal(added.status, 201);
    const { account, oneTimePassword } = added.body as { account: Record<string, unknown>; oneTimePassword: string };
    assert.deepEqual([account.username, account.name, account.role, account.mustChangePassword, account.disabledAt], ['otieno', 'Otieno Kamau', 'staff', true, null]);
    assert.match(oneTimePassword, /^[A-Za-z0-9]{16}$/);
    const taken = await owner.send('POST', '/api/office/accounts', { username: 'OTIENO', name: 'Another' });
    assert.deepEqual([taken.status, (taken.body as { code: string }).code], [409, 'taken']);
    const bad = await owner.send('POST', '/api/office/accounts', { username: 'a b', name: '' });
    assert.deepEqual(((bad.body as { problems: { field: string }[] }).problems ?? []).map((problem) => problem.field).sort(), ['name', 'username']);

    const team = (await owner.get('/api/office/accounts')).body as { accounts: Record<string, unknown>[] };
    assert.deepEqual(team.accounts.map((member) => [member.username, member.role]), [['amina', 'owner'], ['otieno', 'staff']]);
    assert.ok(team.accounts.every((member) => !('passwordHash' in member) && !('totpSecret' in member)));

    const staff = await signIn(service, { username: 'otieno', password: oneTimePassword, totpSecret: null });
    assert.equal(staff.body.mustChangePassword, true);
    assert.deepEqual([(await owner.send('POST', '/api/office/accounts/amina/disable')).status], [409]);
    assert.equal((await owner.send('POST', '/api/office/accounts/nobody/disable')).status, 404);
    const disabled = await owner.send('POST', '/api/office/accounts/Otieno/disable');
    assert.equal(disabled.status, 200);
    assert.notEqual((disabled.body as { account: { disabledAt: string | null } }).account.disabledAt, null);
    assert.equal((await staff.get('/api/office/session')).status, 401);
    const again = await service.request('POST', '/api/office/session', { username: 'otieno', password: oneTimePassword });
    assert.deepEqual([again.status, (again.body as { code: string }).code], [401, 'invalid']);
  });

  it('records sign-ins, failures, lock-outs, sign-outs and team changes, without a password or a code, for the owner to read', async () => {
    const service = await backend.start();
    const ownerAccount = await storeAccount(service, { username: 'amina', role: 'owner', name: 'Amina Wanjiru' });
    await storeAccount(service, { username: 'wanjiru' });
    const secretsSent: string[] = [TEST_PASSWORD, 'a wrong password 1', 'my-password-typed-as-username'];
    await service.request('POST', '/api/office/session', { username: 'wanjiru', password: 'a wrong password 1' });
    await service.request('POST', '/api/office/session', { username: 'my-password-typed-as-username', password: 'a wrong password 1' });
    const staff = await signIn(service, { username: 'wanjiru', password: TEST_PASSWORD, totpSecret: null });
    assert.equal((await staff.send('DELETE', '/api/office/session')).status, 204);
    const code = totpCode(ownerAccount.totpSecret!, Date.now());
    secretsSent.push(code, ownerAccount.totpSecret!);
    const owner = await signIn(service, ownerAccount);
    const added = await owner.send('POST', '/api/office/accounts', { username: 'otieno', name: 'Otieno' });
    secretsSent.push((added.body as { oneTimePassword: string }).oneTimePassword, owner.cookie.split('=')[1]!, owner.csrfToken);

    const page = (await owner.get('/api/office/audit')).body as AuditPage;
    assert.deepEqual(
      page.entries.map((entry) => [entry.action, entry.username]),
      [
        ['account.create', 'amina'],
        ['sign-in', 'amina'],
        ['sign-out', 'wanjiru'],
        ['sign-in', 'wanjiru'],
        ['sign-in-failed', null],
        ['sign-in-failed', 'wanjiru'],
      ],
    );
    assert.deepEqual([page.page, page.pageSize, page.total], [1, 50, 6]);
    assert.deepEqual(page.entries[0]!.detail, { username: 'otieno', role: 'staff' });
    assert.deepEqual(page.entries[4]!.detail, { reason: 'unknown-username' });
    assert.deepEqual(page.entries[5]!.detail, { username: 'wanjiru', reason: 'wrong-password' });
    assert.ok(page.entries.every((entry) => entry.network === '127.0.0.0/24'));
    // Reading the record is recorded too, with its filter.
    const filtered = (await owner.get('/api/office/audit?account=Wanjiru')).body as AuditPage;
    assert.deepEqual(filtered.entries.map((entry) => entry.action), ['sign-out', 'sign-in', 'sign-in-failed']);
    const rows = await auditRows(service);
    assert.deepEqual(rows.slice(-2).map((row) => [row.action, row.detail]), [
      ['audit.open', { account: null, orderId: null, page: 1 }],
      ['audit.open', { account: 'Wanjiru', orderId: null, page: 1 }],
    ]);
    assert.equal(((await owner.get('/api/office/audit?page=0')).status), 400);

    const everything = JSON.stringify(rows);
    for (const secret of secretsSent) assert.ok(!everything.includes(secret), 'a password, code, secret or token reached the access record');
    assert.ok(!everything.includes('127.0.0.1'));
  });
});

const NEW_PASSWORD = 'the baobab counts slow herons';
const HOUR = 3_600_000;

interface TeamMember {
  username: string;
  role: string;
  mustChangePassword: boolean;
  oneTimePasswordExpiresAt: string | null;
  secondFactor: boolean;
  recoveryCodesLeft: number;
  failedSignInsLastHour: number;
}
const teamOf = async (owner: Browser): Promise<Map<string, TeamMember>> =>
  new Map(((await owner.get('/api/office/accounts')).body as { accounts: TeamMember[] }).accounts.map((member) => [member.username, member]));
const codeOf = (answer: { status: number; body: unknown }) => [answer.status, (answer.body as { code?: string }).code];

onEachEngine('the owner helps the team back in', (backend) => {
  it('resets a staff password: the old one fails, the one-time one works until it is changed, and must be changed', async () => {
    const service = await backend.start();
    const owner = await signIn(service, await storeAccount(service, { username: 'amina', role: 'owner', name: 'Amina Wanjiru' }));
    const staffAccount = await storeAccount(service, { username: 'wanjiru', name: 'Wanjiru Otieno' });
    const staff = await signIn(service, staffAccount);

    const reset = await owner.send('POST', '/api/office/accounts/Wanjiru/reset-password');
    assert.equal(reset.status, 200);
    const { oneTimePassword, expiresAt } = reset.body as { oneTimePassword: string; expiresAt: string };
    assert.match(oneTimePassword, /^[A-Za-z0-9]{16}$/);
    assert.ok(Math.abs(Date.parse(expiresAt) - (Date.now() + 24 * HOUR)) < 60_000, 'it stops working in 24 hours');
    assert.equal((await staff.get('/api/office/session')).status, 401, 'the sessions of the old password end');
    assert.deepEqual(codeOf(await service.request('POST', '/api/office/session', { username: 'wanjiru', password: TEST_PASSWORD })), [401, 'invalid']);
    const listed = (await teamOf(owner)).get('wanjiru')!;
    assert.deepEqual([listed.mustChangePassword, listed.oneTimePasswordExpiresAt, listed.failedSignInsLastHour], [true, expiresAt, 1]);

    const again = await signIn(service, { username: 'wanjiru', password: oneTimePassword, totpSecret: null });
    assert.equal(again.body.mustChangePassword, true);
    assert.deepEqual(codeOf(await again.get('/api/office/overview')), [403, 'password-change'], 'nothing else until it is changed');
    assert.equal((await again.send('POST', '/api/office/password', { current: oneTimePassword, next: NEW_PASSWORD })).status, 204);
    assert.deepEqual(codeOf(await service.request('POST', '/api/office/session', { username: 'wanjiru', password: oneTimePassword })), [401, 'invalid'], 'a one-time password works once');
    const chosen = await signIn(service, { username: 'wanjiru', password: NEW_PASSWORD, totpSecret: null });
    assert.equal(chosen.body.mustChangePassword, false);
    const after = (await teamOf(owner)).get('wanjiru')!;
    assert.deepEqual([after.mustChangePassword, after.oneTimePasswordExpiresAt], [false, null]);

    // An owner's password is the command's to reset, never another account's call.
    assert.deepEqual(codeOf(await owner.send('POST', '/api/office/accounts/amina/reset-password')), [409, 'not-allowed']);
    assert.equal((await owner.send('POST', '/api/office/accounts/nobody/reset-password')).status, 404);
    const rows = await auditRows(service);
    assert.deepEqual(
      rows.filter((row) => row.action === 'account.reset-password').map((row) => [row.username, row.detail]),
      [['amina', { username: 'wanjiru' }]],
    );
    assert.ok(!JSON.stringify(rows).includes(oneTimePassword));
  });

  it('resets a staff second factor: the secret and the recovery codes go, the sessions end', async () => {
    const service = await backend.start();
    const owner = await signIn(service, await storeAccount(service, { username: 'amina', role: 'owner', name: 'Amina Wanjiru' }));
    const staffAccount = await storeAccount(service, { username: 'wanjiru', totp: true });
    const staffId = (await service.database.run(5000, (db) => findAccount(db, 'wanjiru')))!.id;
    await service.database.run(5000, (db) => replaceRecoveryCodes(db, staffId, newRecoveryCodes()));
    const staff = await signIn(service, staffAccount);
    assert.deepEqual(codeOf(await service.request('POST', '/api/office/session', { username: 'wanjiru', password: TEST_PASSWORD })), [401, 'code-required']);
    const before = (await teamOf(owner)).get('wanjiru')!;
    assert.deepEqual([before.secondFactor, before.recoveryCodesLeft], [true, 10]);

    assert.equal((await owner.send('POST', '/api/office/accounts/wanjiru/reset-second-factor')).status, 204);
    assert.equal((await staff.get('/api/office/session')).status, 401, 'whoever has the lost phone is signed out');
    const after = (await teamOf(owner)).get('wanjiru')!;
    assert.deepEqual([after.secondFactor, after.recoveryCodesLeft], [false, 0]);
    // The password alone signs in now; staff set up a new second factor when the owner requires it.
    const back = await signIn(service, { username: 'wanjiru', password: TEST_PASSWORD, totpSecret: null });
    assert.equal(back.body.mustEnrol, false);

    assert.deepEqual(codeOf(await owner.send('POST', '/api/office/accounts/amina/reset-second-factor')), [409, 'not-allowed']);
    assert.equal((await owner.send('POST', '/api/office/accounts/nobody/reset-second-factor')).status, 404);
    assert.deepEqual(
      (await auditRows(service)).filter((row) => row.action === 'account.reset-second-factor').map((row) => [row.username, row.detail]),
      [['amina', { username: 'wanjiru' }]],
    );
  });

  it('ends one-time passwords 24 hours after they were made, by the service’s clock', async () => {
    let offset = 0;
    const service = await backend.start({ now: () => Date.now() + offset });
    const owner = await signIn(service, await storeAccount(service, { username: 'amina', role: 'owner', name: 'Amina Wanjiru' }));
    const otieno = (await owner.send('POST', '/api/office/accounts', { username: 'otieno', name: 'Otieno Kamau' })).body as { oneTimePassword: string; expiresAt: string };
    const achieng = await owner.send('POST', '/api/office/accounts', { username: 'achieng', name: 'Achieng Atieno', role: 'manager' });
    assert.equal(achieng.status, 201);
    const { oneTimePassword, expiresAt, account } = achieng.body as { oneTimePassword: string; expiresAt: string; account: TeamMember };
    assert.deepEqual([account.role, account.mustChangePassword, account.oneTimePasswordExpiresAt], ['manager', true, expiresAt]);
    assert.ok(Math.abs(Date.parse(otieno.expiresAt) - (Date.now() + 24 * HOUR)) < 60_000);

    offset = 24 * HOUR - 60_000;
    const inTime = await service.request('POST', '/api/office/session', { username: 'otieno', password: otieno.oneTimePassword });
    assert.equal(inTime.status, 200, 'a minute before the end it still works');
    offset = 24 * HOUR + 1000;
    const late = await service.request('POST', '/api/office/session', { username: 'achieng', password: oneTimePassword });
    assert.deepEqual(late.body, { code: 'expired', error: 'This one-time password has expired. Ask the owner for a new one.' });
    assert.equal(late.status, 401);
    assert.deepEqual(codeOf(await service.request('POST', '/api/office/session', { username: 'otieno', password: otieno.oneTimePassword })), [401, 'expired'], 'unchanged, it ends too');
  });

  it('changes a role between staff and manager, never an owner’s, at once and recorded', async () => {
    const service = await backend.start();
    const owner = await signIn(service, await storeAccount(service, { username: 'amina', role: 'owner', name: 'Amina Wanjiru' }));
    const staff = await signIn(service, await storeAccount(service, { username: 'wanjiru' }));
    assert.deepEqual(codeOf(await staff.send('POST', '/api/office/accounts/wanjiru/role', { role: 'manager' })), [403, 'role']);

    const promoted = await owner.send('POST', '/api/office/accounts/Wanjiru/role', { role: 'manager' });
    assert.equal(promoted.status, 200);
    assert.equal((promoted.body as { account: TeamMember }).account.role, 'manager');
    assert.equal(((await staff.get('/api/office/session')).body as { account: { role: string } }).account.role, 'manager', 'from the next call, no new sign-in');
    assert.equal((await owner.send('POST', '/api/office/accounts/wanjiru/role', { role: 'manager' })).status, 200, 'the same role again changes nothing');
    assert.equal((await owner.send('POST', '/api/office/accounts/wanjiru/role', { role: 'staff' })).status, 200);

    const asOwner = await owner.send('POST', '/api/office/accounts/wanjiru/role', { role: 'owner' });
    assert.deepEqual([asOwner.status, (asOwner.body as { problems: { field: string }[] }).problems.map((problem) => problem.field)], [400, ['role']]);
    assert.deepEqual(codeOf(await owner.send('POST', '/api/office/accounts/amina/role', { role: 'staff' })), [409, 'not-allowed']);
    assert.equal((await owner.send('POST', '/api/office/accounts/nobody/role', { role: 'staff' })).status, 404);
    const hidden = await owner.send('POST', '/api/office/accounts', { username: 'otieno', name: 'Otieno\u200B Kamau' });
    assert.deepEqual((hidden.body as { problems: { field: string; message: string }[] }).problems, [{ field: 'name', message: 'Remove the invisible characters from the name.' }]);

    assert.deepEqual(
      (await auditRows(service)).filter((row) => row.action === 'account.role').map((row) => row.detail),
      [
        { username: 'wanjiru', from: 'staff', to: 'manager' },
        { username: 'wanjiru', from: 'manager', to: 'staff' },
      ],
    );
  });

  it('keeps the settings: staff sign in without a second factor until the owner requires one', async () => {
    const service = await backend.start();
    const owner = await signIn(service, await storeAccount(service, { username: 'amina', role: 'owner', name: 'Amina Wanjiru' }));
    const staffAccount = await storeAccount(service, { username: 'wanjiru' });
    const staff = await signIn(service, staffAccount);
    assert.deepEqual((await owner.get('/api/office/settings')).body, { staffSecondFactor: false });
    assert.deepEqual(codeOf(await staff.get('/api/office/settings')), [403, 'role']);
    assert.deepEqual(codeOf(await staff.send('PUT', '/api/office/settings', { staffSecondFactor: false })), [403, 'role']);
    assert.equal((await owner.send('PUT', '/api/office/settings', { staffSecondFactor: 'yes' })).status, 400);

    const changed = await owner.send('PUT', '/api/office/settings', { staffSecondFactor: true });
    assert.deepEqual([changed.status, changed.body], [200, { staffSecondFactor: true }]);
    assert.deepEqual((await owner.get('/api/office/settings')).body, { staffSecondFactor: true });
    assert.equal((await owner.send('PUT', '/api/office/settings', { staffSecondFactor: true })).status, 200);
    const enrolling = await signIn(service, staffAccount);
    assert.equal(enrolling.body.mustEnrol, true, 'staff without a second factor set one up first');
    assert.deepEqual(codeOf(await enrolling.get('/api/office/overview')), [403, 'enrol']);

    assert.deepEqual(
      (await auditRows(service)).filter((row) => row.action === 'settings.change').map((row) => [row.username, row.detail]),
      [['amina', { staffSecondFactor: true }]],
      'recorded once: the second PUT changed nothing',
    );
  });
});
