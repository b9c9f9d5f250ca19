// The running service's door for the office's account commands (docs/office.md, "Who signs
// in"): PGlite's data belongs to the one process that opened it, so while the shop runs, a
// command cannot open it too; it asks the service instead, over a Unix socket in the data folder,
// `office-admin.sock`. One JSON request line, one JSON answer line, then the connection ends.
// The socket's mode (0600) is its authentication: only the user the service runs as may connect,
// and that user can read the database's files anyway. Removed at shutdown; one left behind by a
// service that died is replaced at the next start.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ADMIN_SOCKET_NAME = 'office-admin.sock';

/** The socket of a PGlite data folder. */
export const adminSocketPath = (dataDir: string): string => path.join(dataDir, ADMIN_SOCKET_NAME);

/** A request line longer than this is refused (a request is a few hundred bytes). */
const MAX_REQUEST_BYTES = 64 * 1024;
/** A connection that sends nothing for this long is closed. */
const IDLE_MS = 60_000;

export interface AdminSocketLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface AdminSocket {
  path: string;
  /** Stops listening, lets the requests being answered finish, and removes the socket file. */
  close(): Promise<void>;
}

/** Whether something answers on the socket at `socketPath` (a live service), within a second. */
export function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    const done = (alive: boolean) => {
      probe.destroy();
      resolve(alive);
    };
    probe.setTimeout(1000, () => done(false));
    probe.once('connect', () => done(true));
    probe.once('error', () => done(false));
  });
}

/**
 * Listens on `office-admin.sock` in `dataDir`, answering each request line with `handle`'s
 * answer (which must not throw). Refuses when another live service already answers there.
 */
export async function listenAdminSocket(dataDir: string, handle: (request: unknown) => Promise<unknown>, log: AdminSocketLog): Promise<AdminSocket> {
  const socketPath = adminSocketPath(dataDir);
  const existing = fs.lstatSync(socketPath, { throwIfNoEntry: false });
  if (existing) {
    if (!existing.isSocket()) throw new Error(`${socketPath} exists and is not a socket: it is left as it is`);
    if (await socketAnswers(socketPath)) throw new Error(`another process already answers on ${socketPath}: is a second order service using the same PGlite folder?`);
    // Left by a service that did not shut down: nobody listens on it.
    fs.rmSync(socketPath, { force: true });
  }

  /** Open connections, and whether each is being answered (a shutdown lets those finish). */
  const connections = new Map<net.Socket, { answering: boolean }>();
  const server = net.createServer((connection) => {
    const state = { answering: false };
    connections.set(connection, state);
    connection.once('close', () => connections.delete(connection));
    connection.setTimeout(IDLE_MS, () => connection.destroy());
    connection.on('error', () => connection.destroy());
    let received = '';
    let answered = false;
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      if (answered) return;
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0) {
        if (received.length > MAX_REQUEST_BYTES) {
          answered = true;
          connection.end(`${JSON.stringify({ ok: false, error: 'The request is too long.' })}\n`);
        }
        return;
      }
      answered = true;
      state.answering = true;
      const line = received.slice(0, end);
      received = '';
      void (async () => {
        let request: unknown;
        try {
          request = JSON.parse(line);
        } catch {
          connection.end(`${JSON.stringify({ ok: false, error: 'The request is not JSON.' })}\n`);
          return;
        }
        // Only what was asked, never the request's fields: it carries a password.
        const op = typeof request === 'object' && request !== null && 'op' in request && typeof request.op === 'string' ? request.op.slice(0, 40) : null;
        log.info({ adminOp: op }, 'office admin request');
        const answer = await handle(request).catch((error: unknown) => {
          log.warn({ adminOp: op, error: error instanceof Error ? error.name : 'unknown' }, 'office admin request failed');
          return { ok: false, error: 'The service could not do this: look at its log.' };
        });
        if (!connection.destroyed) connection.end(`${JSON.stringify(answer)}\n`);
      })();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // The socket is made with no permission for anyone else from its first moment (the bind
    // happens within listen()), then set to 0600 explicitly.
    const previousMask = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(previousMask);
    }
  });
  fs.chmodSync(socketPath, 0o600);
  server.on('error', (error) => log.warn({ error: error.message }, 'the office admin socket failed'));
  log.info({ socket: socketPath }, 'office admin socket listening');

  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          fs.rmSync(socketPath, { force: true });
          resolve();
        });
        // A connection that has asked nothing yet would hold close() open; those being answered finish first.
        for (const [connection, state] of connections) if (!state.answering) connection.destroy();
      }),
  };
}
