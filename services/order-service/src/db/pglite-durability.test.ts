// A 201 survives a power cut: PGlite ran with fsync off (`SHOW fsync`: off), and its file system
// never calls fsync anyway, so a committed order could sit in the operating system's cache only.
// Now PostgreSQL's fsync is on and each committed write transaction syncs the write-ahead log
// before it is answered (pglite-durability.ts), seen here in the system calls (strace, Debian's
// package: `.ci/run` installs it).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from './database';

const here = path.dirname(fileURLToPath(import.meta.url));

it('PGlite runs with fsync on', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-fsync-'));
  const database = await openDatabase({ engine: 'pglite', dataDir }, { timeoutMs: 5000 });
  try {
    const result = (await database.db.execute(sql`SHOW fsync`)) as unknown as { rows: { fsync: string }[] };
    assert.equal(result.rows[0]?.fsync, 'on');
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

it('a committed write transaction is synced to disk (fsync of the write-ahead log) before it is answered', { timeout: 60_000 }, () => {
  const strace = spawnSync('strace', ['-V']);
  assert.equal(strace.error, undefined, 'strace is needed (Debian: apt-get install -y strace)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-fsync-'));
  const trace = path.join(dataDir, '..', `${path.basename(dataDir)}.strace`);
  try {
    const script = path.join(here, '..', 'test-support', 'pglite-commit.ts');
    // -y: file descriptors with their paths; -e write on fd 1 too, to find the marker.
    execFileSync('strace', ['-f', '-y', '-e', 'trace=fsync,fdatasync,write', '-e', 'write=1', '-o', trace, process.execPath, '--import', 'tsx', script, dataDir], { stdio: 'pipe' });
    const lines = fs.readFileSync(trace, 'utf8').split('\n');
    const marker = lines.findIndex((line) => line.includes('committing'));
    assert.ok(marker >= 0, 'the script reached its commit');
    // The call may show in two lines (`<unfinished ...>`, then `resumed`): libuv's threads make it.
    const synced = lines.slice(marker).filter((line) => /\b(fsync|fdatasync)\(\d+<[^>]*\/pg_wal\/[0-9A-F]{24}>/.test(line) && !/= -1/.test(line));
    assert.ok(synced.length > 0, 'a WAL segment was fsynced after the commit');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(trace, { force: true });
  }
});
