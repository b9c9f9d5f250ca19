// The admin socket on its own (admin-socket.ts): its mode, one line each way, what it refuses,
// a dead service's socket replaced, a live one's left alone, and the file gone at close.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { adminSocketPath, listenAdminSocket, socketAnswers } from './admin-socket';

const folders: string[] = [];
after(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-admin-socket-'));
  folders.push(dir);
  return dir;
};
const quiet = { info: () => undefined, warn: () => undefined };

/** Sends `line` as it is and reads the whole answer. */
function exchange(socketPath: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socketPath, () => connection.write(line));
    let received = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (received += chunk));
    connection.once('error', reject);
    connection.once('end', () => resolve(received));
  });
}

it('answers one JSON line with one JSON line, only to its own user, and is gone once closed', async () => {
  const dir = folder();
  const asked: unknown[] = [];
  const socket = await listenAdminSocket(
    dir,
    async (request) => {
      asked.push(request);
      return { ok: true, echo: request };
    },
    quiet,
  );
  assert.equal(socket.path, adminSocketPath(dir));
  assert.equal(fs.statSync(socket.path).mode & 0o777, 0o600);
  assert.deepEqual(JSON.parse(await exchange(socket.path, '{"op":"look-up","username":"amina"}\n')), { ok: true, echo: { op: 'look-up', username: 'amina' } });
  assert.deepEqual(JSON.parse(await exchange(socket.path, 'not json\n')), { ok: false, error: 'The request is not JSON.' });
  assert.deepEqual(JSON.parse(await exchange(socket.path, 'x'.repeat(70 * 1024))), { ok: false, error: 'The request is too long.' });
  assert.equal(asked.length, 1);
  await socket.close();
  assert.equal(fs.existsSync(socket.path), false);
});

it('says the service could not do it when the handler fails, never why in the answer', async () => {
  const socket = await listenAdminSocket(folder(), () => Promise.reject(new Error('a secret detail')), quiet);
  try {
    const answer = await exchange(socket.path, '{"op":"add-account"}\n');
    assert.deepEqual(JSON.parse(answer), { ok: false, error: 'The service could not do this: look at its log.' });
  } finally {
    await socket.close();
  }
});

it('replaces a socket nobody listens on, and refuses one a live service answers on', async () => {
  const dir = folder();
  const first = await listenAdminSocket(dir, async () => ({ ok: true }), quiet);
  // A second service on the same folder: the first one's socket is live, and stays.
  await assert.rejects(listenAdminSocket(dir, async () => ({ ok: true }), quiet), /another process already answers/);
  assert.equal(await socketAnswers(first.path), true);
  await first.close();

  // What a killed service leaves: a socket file with nobody behind it.
  const killed = spawn(process.execPath, ['-e', `require('node:net').createServer().listen(${JSON.stringify(adminSocketPath(dir))}, () => process.kill(process.pid, 'SIGKILL'))`]);
  await once(killed, 'exit');
  assert.ok(fs.lstatSync(adminSocketPath(dir)).isSocket());
  const replaced = await listenAdminSocket(dir, async () => ({ ok: true, fresh: true }), quiet);
  try {
    assert.deepEqual(JSON.parse(await exchange(replaced.path, '{}\n')), { ok: true, fresh: true });
  } finally {
    await replaced.close();
  }
});

it('leaves alone a file of the same name that is no socket', async () => {
  const dir = folder();
  fs.writeFileSync(adminSocketPath(dir), 'not a socket');
  await assert.rejects(listenAdminSocket(dir, async () => ({ ok: true }), quiet), /is not a socket/);
  assert.equal(fs.readFileSync(adminSocketPath(dir), 'utf8'), 'not a socket');
});
