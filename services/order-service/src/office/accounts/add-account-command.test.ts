// `npm run office:add-account`, run as a separate process as a person or the e2e suite runs it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from '../../db/database';
import { onEachEngine } from '../../test-support/test-service';
import { totpCode } from '../auth/totp';

const command = fileURLToPath(new URL('./add-account-command.ts', import.meta.url));
const repoRoot = path.resolve(path.dirname(command), '../../../..');

function addAccount(target: DatabaseTarget, args: string[], stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, ...(target.engine === 'pglite' ? { PGLITE_DATA_DIR: target.dataDir } : { DATABASE_URL: target.url }) };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', command, ...args], { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PASSWORD = 'a password of the owner';

onEachEngine('the add-account command', (backend) => {
  it('stores an owner from a password on standard input, prints the second factor, and the service signs them in', async () => {
    let target: DatabaseTarget;
    if (backend.engine === 'postgres') target = { engine: 'postgres', url: await backend.cluster()!.createDatabase() };
    else target = { engine: 'pglite', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-add-account-')) };
    try {
      const added = await addAccount(target, ['--role', 'owner', '--username', 'Amina', '--name', 'Amina Wanjiru', '--totp-secret', SECRET], `${PASSWORD}\n`);
      assert.equal(added.code, 0, added.stderr);
      assert.match(added.stdout, /Added the owner account "amina" \(Amina Wanjiru\)/);
      assert.match(added.stdout, new RegExp(`Secret: ${SECRET}`));
      assert.match(added.stdout, new RegExp(`otpauth://totp/Mimea%20Naturals:amina\\?secret=${SECRET}&issuer=Mimea%20Naturals`));
      assert.ok(!added.stdout.includes(PASSWORD) && !added.stderr.includes(PASSWORD));

      const taken = await addAccount(target, ['--role', 'staff', '--username', 'AMINA', '--name', 'Someone'], 'another long password\n');
      assert.deepEqual([taken.code, taken.stderr.trim()], [1, 'The username "amina" is taken: nothing was stored.']);
      const short = await addAccount(target, ['--role', 'staff', '--username', 'otieno', '--name', 'Otieno'], 'short\n');
      assert.deepEqual([short.code, short.stderr.trim()], [1, 'A password needs at least 12 characters. Nothing was stored.']);
      const noRole = await addAccount(target, ['--username', 'otieno', '--name', 'Otieno'], '');
      assert.equal(noRole.code, 1);
      assert.match(noRole.stderr, /--role must be owner or staff/);
      const staff = await addAccount(target, ['--role', 'staff', '--username', 'otieno', '--name', 'Otieno Kamau'], 'the staff password\n');
      assert.equal(staff.code, 0, staff.stderr);
      assert.doesNotMatch(staff.stdout, /Secret/);

      const service = await backend.start({ target });
      const signedIn = await service.request('POST', '/api/office/session', { username: 'amina', password: PASSWORD, code: totpCode(SECRET, Date.now()) });
      assert.equal(signedIn.status, 200);
      assert.deepEqual((signedIn.body as { account: unknown }).account, { username: 'amina', name: 'Amina Wanjiru', role: 'owner' });
      assert.equal((await service.request('POST', '/api/office/session', { username: 'otieno', password: 'the staff password' })).status, 200);
    } finally {
      if (target.engine === 'pglite') fs.rmSync(target.dataDir, { recursive: true, force: true });
    }
  });
});

onEachEngine(
  'the add-account command and a running service',
  (backend) => {
    it('refuses a PGlite folder that a running service holds, saying so', async () => {
      const service = await backend.start();
      const refused = await addAccount(service.target, ['--role', 'staff', '--username', 'otieno', '--name', 'Otieno'], 'the staff password\n');
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /is in use by process \d+.*Stop the order service/);
    });
  },
  'pglite',
);
