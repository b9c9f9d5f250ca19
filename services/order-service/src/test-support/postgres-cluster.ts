// A throwaway PostgreSQL server for tests: Debian's binaries, a fresh cluster in a temp folder,
// listening on a free loopback port only, with trust auth. Run as root (this machine and CI),
// the server runs as the `postgres` user, as PostgreSQL refuses root.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './free-port';
import os from 'node:os';
import path from 'node:path';

export interface PostgresCluster {
  /** A URL to the `postgres` database. */
  url: string;
  /**
   * A fresh database on the cluster: empty, or a copy of the database `template` names (one
   * nobody is connected to; PostgreSQL copies its files, much faster than migrating anew).
   */
  createDatabase(template?: string): Promise<string>;
  /** Stops the server (a database that is down); start() brings it back with its data. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Freezes the server and every backend (SIGSTOP), as a stalled disk or VM does: connections
   * stay open and nothing answers. thaw() lets it go on where it stopped.
   */
  freeze(): void;
  thaw(): void;
  destroy(): Promise<void>;
}

/** The postmaster's process and its children (the backends, the writer, …). */
function serverProcesses(dataDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces, so read after ')'.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/** The folder of Debian's PostgreSQL binaries (the newest version installed), or null. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The command, run as the postgres user when we are root. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mimea-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const [initdb, initArgs] = asPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  execFileSync(initdb, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  let databases = 0;
  const pgCtl = (args: string[]) => {
    const [command, commandArgs] = asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-w', '-t', '20', ...args]);
    execFileSync(command, commandArgs, { stdio: 'ignore' });
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
  const start = async () => pgCtl(['-o', options, '-l', path.join(dir, 'server.log'), 'start']);
  // 'fast': PostgreSQL ends open sessions at once, as when a database server goes down.
  const stop = async () => pgCtl(['-m', 'fast', 'stop']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(template) {
      databases += 1;
      const name = `test_${process.pid}_${databases}`;
      const create = template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
      const [psql, args] = asPostgres(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-q', '-c', create]);
      execFileSync(psql, args, { stdio: 'ignore' });
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
    start,
    freeze: () => serverProcesses(dataDir).forEach((pid) => process.kill(pid, 'SIGSTOP')),
    thaw: () => serverProcesses(dataDir).forEach((pid) => process.kill(pid, 'SIGCONT')),
    async destroy() {
      // A frozen server cannot stop.
      try {
        serverProcesses(dataDir).forEach((pid) => process.kill(pid, 'SIGCONT'));
      } catch {
        // Not running.
      }
      await stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
