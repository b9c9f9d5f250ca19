// PGlite's durability. PGlite starts PostgreSQL with `-F` (fsync off) by default; without it
// PostgreSQL calls fsync, but PGlite's file system (Emscripten's NODEFS) has no fsync of its own:
// the write-ahead log reaches the operating system's cache at COMMIT and the disk whenever the
// system writes it back, which a power cut can prevent. So the service turns PostgreSQL's fsync
// on (its own checks, such as checkpoints, expect it) and syncs the log's newest segments itself
// after each committed write transaction, before the answer says the order is stored.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** PGlite's own start parameters, without the one that turns fsync off. */
export function pgliteStartParams(): string[] {
  return PGlite.defaultStartParams.filter((param) => param !== '-F');
}

/** A WAL segment's name: timeline, log and segment, 24 hexadecimal digits. */
const SEGMENT = /^[0-9A-F]{24}$/;

/** fsync of a file or folder, by path. */
async function syncPath(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Makes what PGlite wrote to its write-ahead log durable: the two segments written last (a
 * commit's record may cross into a new one; by time, not name: PostgreSQL renames old segments
 * to future names to reuse them) and the folder that lists them (a segment just created).
 */
export async function syncWal(dataDir: string): Promise<void> {
  const wal = path.join(dataDir, 'pg_wal');
  const names = (await fs.promises.readdir(wal)).filter((name) => SEGMENT.test(name));
  const written = await Promise.all(names.map(async (name) => ({ file: path.join(wal, name), at: (await fs.promises.stat(path.join(wal, name))).mtimeMs })));
  const latest = written.sort((a, b) => b.at - a.at).slice(0, 2);
  await Promise.all([...latest.map(({ file }) => syncPath(file)), syncPath(wal)]);
}
