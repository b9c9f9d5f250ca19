// `npm run office:reset-account`: the owner's way back in, run as a separate process beside a
// running service that holds the PGlite folder (as `npm start` holds it), and on PostgreSQL.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import type { DatabaseTarget } from '../../db/database';
import { onEachEngine } from '../../test-support/test-service';
import { totpCode } from '../auth/totp';
import { adminSocketPath } from './admin-socket';
import { addAccountCommand, printedSecondFactor, resetAccountCommand, runCommand, startServiceProcess, type ServiceProcess } from './command-fixture';

const PASSWORD = 'tamarind kettle orbit, nineteen mangoes';
const NEW_PASSWORD = 'the baobab counts slow herons';

const folders: string[] = [];
after(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

const reset = (target: DatabaseTarget, args: string[], stdin = '') => runCommand(resetAccountCommand, target, args, stdin);

/** A socket file whose process died without removing it, as a service killed by a power cut leaves it. */
async function leaveStaleSocket(socketPath: string): Promise<void> {
  const child = spawn(process.execPath, ['-e', `require('node:net').createServer().listen(${JSON.stringify(socketPath)}, () => process.kill(process.pid, 'SIGKILL'))`]);
  await once(child, 'exit');
  assert.ok(fs.lstatSync(socketPath).isSocket());
}

type Answer = Awaited<ReturnType<ServiceProcess['request']>>;
const codeOf = (answer: Answer) => [answer.status, (answer.body as { code?: string }).code];

it('resets the owner’s password and second factor while the running service holds the PGlite folder', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-reset-account-'));
  folders.push(dataDir);
  const target: DatabaseTarget = { engine: 'pglite', dataDir };
  await leaveStaleSocket(adminSocketPath(dataDir));
  const service = await startServiceProcess(dataDir);
  try {
    const added = await runCommand(addAccountCommand, target, ['--role', 'owner', '--username', 'amina', '--name', 'Amina Wanjiru'], `${PASSWORD}\n`);
    assert.equal(added.code, 0, added.stderr);
    const first = printedSecondFactor(added.stdout);
    const signIn = (password: string, factor: { code?: string; recoveryCode?: string }) => service.request('POST', '/api/office/session', { username: 'amina', password, ...factor });
    const before = await signIn(PASSWORD, { code: totpCode(first.secret, Date.now()) });
    assert.equal(before.status, 200, JSON.stringify(before.body));
    const oldCookie = /^[^;]+/.exec(before.headers.get('set-cookie') ?? '')?.[0] ?? '';

    // The phone and the password are lost: the owner, on the server, resets both.
    const done = await reset(target, ['--username', 'Amina', '--password', '--second-factor'], `${NEW_PASSWORD}\n`);
    assert.equal(done.code, 0, done.stderr);
    assert.match(done.stdout, /The password of "amina" \(Amina Wanjiru\) is reset/);
    assert.match(done.stdout, /A new second factor for "amina"/);
    assert.match(done.stdout, /[█▀▄]{7}/);
    assert.match(done.stdout, /Every session of "amina" \(Amina Wanjiru\) has ended/);
    assert.ok(!done.stdout.includes(NEW_PASSWORD) && !done.stderr.includes(NEW_PASSWORD));
    const second = printedSecondFactor(done.stdout);
    assert.notEqual(second.secret, first.secret);
    assert.equal(second.recoveryCodes.length, 10);

    assert.equal((await service.request('GET', '/api/office/session', undefined, { Cookie: oldCookie })).status, 401, 'the old session ended');
    assert.deepEqual(codeOf(await signIn(PASSWORD, { code: totpCode(second.secret, Date.now()) })), [401, 'invalid'], 'the old password fails');
    assert.deepEqual(codeOf(await signIn(NEW_PASSWORD, { code: totpCode(first.secret, Date.now()) })), [401, 'invalid'], 'the old phone fails');
    assert.deepEqual(codeOf(await signIn(NEW_PASSWORD, { recoveryCode: first.recoveryCodes[1]! })), [401, 'invalid'], 'the old recovery codes fail');
    const after = await signIn(NEW_PASSWORD, { code: totpCode(second.secret, Date.now()) });
    assert.equal(after.status, 200, JSON.stringify(after.body));
    assert.deepEqual([(after.body as { mustChangePassword: boolean }).mustChangePassword, (after.body as { mustEnrol: boolean }).mustEnrol], [false, false]);

    // The record keeps each change, made by nobody signed in: by the command on the server.
    const cookie = /^[^;]+/.exec(after.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const record = await service.request('GET', '/api/office/audit', undefined, { Cookie: cookie });
    assert.equal(record.status, 200);
    const entries = (record.body as { entries: { action: string; username: string | null; detail: unknown }[] }).entries;
    const byCommand = entries.filter((entry) => entry.action.startsWith('account.')).map((entry) => [entry.action, entry.username, entry.detail]);
    assert.deepEqual(byCommand, [
      ['account.reset-second-factor', null, { username: 'amina', via: 'command' }],
      ['account.reset-password', null, { username: 'amina', via: 'command' }],
      ['account.create', null, { username: 'amina', role: 'owner', via: 'command' }],
    ]);
    assert.ok(!JSON.stringify(record.body).includes(second.secret));

    // Refusals say what to do and change nothing.
    const nobody = await reset(target, ['--username', 'nobody', '--password'], `${NEW_PASSWORD}\n`);
    assert.deepEqual([nobody.code, nobody.stderr.trim()], [1, 'There is no account "nobody": nothing was changed.']);
    const what = await reset(target, ['--username', 'amina']);
    assert.equal(what.code, 1);
    assert.match(what.stderr, /Say what to reset: --password, --second-factor, or both/);
    const weak = await reset(target, ['--username', 'amina', '--password'], 'amina1234567890\n');
    assert.equal(weak.code, 1);
    assert.match(weak.stderr, /Nothing was changed\.$/m);
    assert.equal((await signIn(NEW_PASSWORD, { code: totpCode(second.secret, Date.now() + 30_000) })).status, 200, 'the refused reset changed nothing');
  } finally {
    assert.equal(await service.stop(), 0);
  }
});

onEachEngine('the reset-account command on a database it opens', (backend) => {
  it('gives an account a new second factor alone, the password staying', async () => {
    let target: DatabaseTarget;
    if (backend.engine === 'postgres') target = { engine: 'postgres', url: await backend.cluster()!.createDatabase() };
    else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-reset-account-'));
      folders.push(dataDir);
      target = { engine: 'pglite', dataDir };
    }
    const added = await runCommand(addAccountCommand, target, ['--role', 'owner', '--username', 'amina', '--name', 'Amina Wanjiru'], `${PASSWORD}\n`);
    assert.equal(added.code, 0, added.stderr);
    const done = await reset(target, ['--username', 'amina', '--second-factor']);
    assert.equal(done.code, 0, done.stderr);
    assert.doesNotMatch(done.stdout, /password of/);
    const { secret } = printedSecondFactor(done.stdout);
    const service = await backend.start({ target });
    const signedIn = await service.request('POST', '/api/office/session', { username: 'amina', password: PASSWORD, code: totpCode(secret, Date.now()) });
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
  });
});
