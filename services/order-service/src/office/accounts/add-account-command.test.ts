// `npm run office:add-account`, run as a separate process as a person or the e2e suite runs it:
// on a database it opens itself, and beside a running service that holds the PGlite folder.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import type { DatabaseTarget } from '../../db/database';
import { onEachEngine } from '../../test-support/test-service';
import { passwordMessages } from '../auth/password-policy';
import { totpCode } from '../auth/totp';
import { adminSocketPath } from './admin-socket';
import { addAccountCommand, printedSecondFactor, runCommand, startServiceProcess } from './command-fixture';

const addAccount = (target: DatabaseTarget, args: string[], stdin: string) => runCommand(addAccountCommand, target, args, stdin);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PASSWORD = 'tamarind kettle orbit, nineteen mangoes';
const STAFF_PASSWORD = 'blue lorry under the jacaranda';

const folders: string[] = [];
after(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
const pgliteFolder = (): { engine: 'pglite'; dataDir: string } => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-add-account-'));
  folders.push(dataDir);
  return { engine: 'pglite', dataDir };
};

onEachEngine('the add-account command', (backend) => {
  it('stores an owner from a password on standard input, prints the second factor once, and the service signs them in', async () => {
    const target: DatabaseTarget = backend.engine === 'postgres' ? { engine: 'postgres', url: await backend.cluster()!.createDatabase() } : pgliteFolder();
    const added = await addAccount(target, ['--role', 'owner', '--username', 'Amina', '--name', 'Amina Wanjiru', '--totp-secret', SECRET], `${PASSWORD}\n`);
    assert.equal(added.code, 0, added.stderr);
    assert.match(added.stdout, /Added the owner account "amina" \(Amina Wanjiru\)/);
    assert.match(added.stdout, new RegExp(`Secret: ${SECRET}`));
    assert.match(added.stdout, new RegExp(`otpauth://totp/Mimea%20Naturals:amina\\?secret=${SECRET}&issuer=Mimea%20Naturals`));
    // The QR code of the address, drawn in block characters for the terminal.
    assert.match(added.stdout, /[█▀▄]{7}/);
    const { recoveryCodes } = printedSecondFactor(added.stdout);
    assert.equal(recoveryCodes.length, 10);
    assert.ok(!added.stdout.includes(PASSWORD) && !added.stderr.includes(PASSWORD));

    const taken = await addAccount(target, ['--role', 'staff', '--username', 'AMINA', '--name', 'Someone'], `${STAFF_PASSWORD}\n`);
    assert.deepEqual([taken.code, taken.stderr.trim()], [1, 'The username "amina" is taken: nothing was stored.']);
    const short = await addAccount(target, ['--role', 'staff', '--username', 'otieno', '--name', 'Otieno'], 'short\n');
    assert.deepEqual([short.code, short.stderr.trim()], [1, `${passwordMessages.tooShort} Nothing was stored.`]);
    const common = await addAccount(target, ['--role', 'staff', '--username', 'otieno', '--name', 'Otieno'], 'password1234\n');
    assert.deepEqual([common.code, common.stderr.trim()], [1, `${passwordMessages.common} Nothing was stored.`]);
    const noRole = await addAccount(target, ['--username', 'otieno', '--name', 'Otieno'], '');
    assert.equal(noRole.code, 1);
    assert.match(noRole.stderr, /--role must be owner, manager or staff/);
    const hidden = await addAccount(target, ['--role', 'staff', '--username', 'otieno', '--name', 'Otieno\u202E Kamau'], `${STAFF_PASSWORD}\n`);
    assert.equal(hidden.code, 1);
    assert.match(hidden.stderr, /invisible characters/);
    const staff = await addAccount(target, ['--role', 'manager', '--username', 'otieno', '--name', 'Otieno Kamau'], `${STAFF_PASSWORD}\n`);
    assert.equal(staff.code, 0, staff.stderr);
    assert.match(staff.stdout, /Added the manager account "otieno"/);
    assert.doesNotMatch(staff.stdout, /Secret/);

    const service = await backend.start({ target });
    const signedIn = await service.request('POST', '/api/office/session', { username: 'amina', password: PASSWORD, code: totpCode(SECRET, Date.now()) });
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    assert.deepEqual((signedIn.body as { account: { username: string; role: string } }).account.role, 'owner');
    const manager = await service.request('POST', '/api/office/session', { username: 'otieno', password: STAFF_PASSWORD });
    assert.equal(manager.status, 200);
    assert.equal((manager.body as { account: { role: string } }).account.role, 'manager');
    // A recovery code printed once signs the owner in once.
    const recovered = await service.request('POST', '/api/office/session', { username: 'amina', password: PASSWORD, recoveryCode: recoveryCodes[0] });
    assert.equal(recovered.status, 200, JSON.stringify(recovered.body));
  });
});

it('adds the first owner beside a running service, through its admin socket, and the service signs them in', async () => {
  const target = pgliteFolder();
  const service = await startServiceProcess(target.dataDir);
  try {
    const socket = fs.statSync(adminSocketPath(target.dataDir));
    assert.ok(socket.isSocket());
    assert.equal(socket.mode & 0o777, 0o600, 'only the service’s own user may use the socket');

    const added = await addAccount(target, ['--role', 'owner', '--username', 'amina', '--name', 'Amina Wanjiru'], `${PASSWORD}\n`);
    assert.equal(added.code, 0, added.stderr);
    const { secret, recoveryCodes } = printedSecondFactor(added.stdout);
    assert.equal(recoveryCodes.length, 10);
    const taken = await addAccount(target, ['--role', 'staff', '--username', 'amina', '--name', 'Someone'], `${STAFF_PASSWORD}\n`);
    assert.deepEqual([taken.code, taken.stderr.trim()], [1, 'The username "amina" is taken: nothing was stored.']);

    const signedIn = await service.request('POST', '/api/office/session', { username: 'amina', password: PASSWORD, code: totpCode(secret, Date.now()) });
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    assert.equal((signedIn.body as { mustEnrol: boolean }).mustEnrol, false);
  } finally {
    assert.equal(await service.stop(), 0);
  }
  assert.equal(fs.existsSync(adminSocketPath(target.dataDir)), false, 'the socket is removed at shutdown');
});
