// The owner's team and access record (docs/office.md): role checks, one-time passwords,
// disabling, and what the record keeps (never a password or a code).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { onEachEngine } from '../../test-support/test-service';
import { auditRows, signIn, storeAccount, TEST_PASSWORD } from '../auth/office-sign-in-fixture';
import { totpCode } from '../auth/totp';

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
