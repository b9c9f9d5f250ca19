// How an account command reaches the accounts (docs/office.md, "Who signs in"): with
// DATABASE_URL, or a PGlite folder no other process holds, it opens the database itself; with a
// PGlite folder a running service holds (`npm start`), it asks that service over its admin socket
// (admin-socket.ts). Either way the same operations run (account-operations.ts).
import net from 'node:net';
import { migrationsFolder, type ServiceConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { officeSecrets } from '../auth/office-secrets';
import { runAccountRequest, type AccountAnswer, type AccountRequest } from './account-operations';
import { adminSocketPath } from './admin-socket';
import { processesUsing } from './data-dir-in-use';

export interface AccountDesk {
  /** 'service': the running service answers over its socket; 'database': this process opened the database. */
  via: 'service' | 'database';
  ask(request: AccountRequest): Promise<AccountAnswer>;
  close(): Promise<void>;
}

/** The accounts cannot be reached: the message says why and what to do. */
export class DeskUnavailable extends Error {}

/** A service answers within this (a password's hash and one transaction: well under a second). */
const ANSWER_WITHIN_MS = 120_000;

/** Sends one request line and reads the answer line; rejects when nobody listens there. */
export function askOverSocket(socketPath: string, request: AccountRequest, timeoutMs = ANSWER_WITHIN_MS): Promise<AccountAnswer> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socketPath);
    let received = '';
    connection.setEncoding('utf8');
    connection.setTimeout(timeoutMs, () => {
      connection.destroy();
      reject(new DeskUnavailable('The order service did not answer in time. Look at its log, then try again.'));
    });
    connection.once('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (chunk: string) => (received += chunk));
    connection.once('error', reject);
    connection.once('end', () => {
      const line = received.split('\n', 1)[0] ?? '';
      try {
        resolve(JSON.parse(line) as AccountAnswer);
      } catch {
        reject(new DeskUnavailable('The order service gave an answer this command does not understand (are they of different versions?).'));
      }
    });
  });
}

/** Whether the service answers on the socket: a `look-up` of nobody, which changes nothing. */
async function serviceAnswers(socketPath: string): Promise<boolean> {
  try {
    await askOverSocket(socketPath, { op: 'look-up', username: '-' }, 10_000);
    return true;
  } catch {
    return false;
  }
}

export async function openAccountDesk(config: ServiceConfig): Promise<AccountDesk> {
  if (config.database.engine === 'pglite') {
    const { dataDir } = config.database;
    const holders = processesUsing(dataDir);
    // Someone holds the folder (or, off Linux, nobody can tell): the running service is asked.
    if (holders === null || holders.length > 0) {
      const socketPath = adminSocketPath(dataDir);
      if (await serviceAnswers(socketPath)) return { via: 'service', ask: (request) => askOverSocket(socketPath, request), close: async () => undefined };
      if (holders !== null)
        throw new DeskUnavailable(
          `The order service's PGlite data (${dataDir}) is in use by process ${holders.join(', ')}, which does not answer on ${socketPath}. ` +
            'PGlite is one process\'s database: stop that process (or start the shop with npm start, whose order service answers there) and run this again.',
        );
    }
  }
  const timeoutMs = Math.max(config.dbTimeoutMs, 15_000);
  const database = await openDatabase(config.database, { timeoutMs, onOpen: (opened) => opened.migrate(migrationsFolder) }).catch((error: unknown) => {
    throw new DeskUnavailable(`The database could not be opened: ${error instanceof Error ? error.message : String(error)}`);
  });
  await database.opened.catch(async (error: unknown) => {
    await database.close().catch(() => undefined);
    throw new DeskUnavailable(`The database could not be opened: ${error instanceof Error ? error.message : String(error)}`);
  });
  const context = { database, secrets: officeSecrets(config.office.secretKey), now: Date.now, timeoutMs };
  return { via: 'database', ask: (request) => runAccountRequest(context, request), close: () => database.close() };
}
