// For the account commands' tests: a command run as its own process, as a person (or the e2e
// suite) runs it, and the order service as `npm start` runs it, in a process of its own on a
// PGlite folder, so the command meets a folder another process holds.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serverDir } from '../../config';
import type { DatabaseTarget } from '../../db/database';
import { freePort } from '../../test-support/free-port';
import { jsonRequest } from '../../test-support/json-request';

const here = path.dirname(fileURLToPath(import.meta.url));
export const addAccountCommand = path.join(here, 'add-account-command.ts');
export const resetAccountCommand = path.join(here, 'reset-account-command.ts');
const repoRoot = path.resolve(serverDir, '../..');

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment that points the service and the commands at `target` (and nothing of this process's). */
export const targetEnv = (target: DatabaseTarget): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  ...(target.engine === 'pglite' ? { PGLITE_DATA_DIR: target.dataDir } : { DATABASE_URL: target.url }),
});

/** Runs a command with `stdin` as its standard input (not a terminal: one line is the password). */
export function runCommand(command: string, target: DatabaseTarget, args: string[], stdin: string): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', command, ...args], { cwd: repoRoot, env: targetEnv(target), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** What a command printed of a new second factor. */
export function printedSecondFactor(stdout: string): { secret: string; recoveryCodes: string[] } {
  const secret = /^Secret: ([A-Z2-7]+)$/m.exec(stdout)?.[1];
  if (!secret) throw new Error(`no secret printed:\n${stdout}`);
  return { secret, recoveryCodes: [...stdout.matchAll(/^ {2}([0-9A-Z]{5}-[0-9A-Z]{5})$/gm)].map((match) => match[1]!) };
}

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  /** A JSON call as the office page makes it. */
  request(method: string, requestPath: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: unknown; headers: Headers }>;
  /** SIGTERM, and the exit code. */
  stop(): Promise<number | null>;
}

/** The service from its sources in a process of its own on the PGlite folder `dataDir`, once it is ready. */
export async function startServiceProcess(dataDir: string): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src', 'main.ts')], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const request: ServiceProcess['request'] = jsonRequest(url);
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}): ${stderr}`);
    if ((await fetch(`${url}/readyz`).then((response) => response.ok, () => false)) === true)
      return {
        url,
        child,
        request,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          return exited;
        },
      };
    await delay(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the service did not get ready: ${stderr}`);
}
