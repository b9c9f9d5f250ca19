// Keeps a child process running: starts it, waits until its readiness URL answers, and when it
// exits without being asked to, says so and starts it again (1 s, doubling to 30 s while it
// keeps failing; back to 1 s once it has run a minute). `npm start` runs the order service so.
import { spawn } from 'node:child_process';

/**
 * @typedef {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv,
 *   readyUrl: string, quiet?: boolean, restart?: boolean, log?: (line: string) => void,
 *   readyWithinMs?: number }} SupervisedOptions
 * @typedef {{ close: () => Promise<void>, restarts: () => number }} Supervised
 */

const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30_000;
const STEADY_MS = 60_000;

/** Resolves once `url` answers 2xx; rejects when the child exits first or `withinMs` passes. */
async function waitUntilReady(child, url, withinMs) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited with ${child.exitCode ?? child.signalCode}`);
    if (Date.now() > deadline) throw new Error(`not ready within ${withinMs / 1000} s`);
    const ready = await fetch(url).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the process and resolves once it is ready the first time (rejects if it is not).
 * @param {SupervisedOptions} options
 * @returns {Promise<Supervised>}
 */
export async function supervise(options) {
  const { name, command, args, env, readyUrl, quiet = false, restart = true, log = (line) => console.log(line), readyWithinMs = 30_000 } = options;
  let closing = false;
  let restarts = 0;
  let delay = FIRST_DELAY_MS;
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  /** @type {Promise<void>} */
  let exited;
  /** @type {NodeJS.Timeout | undefined} */
  let pending;

  const launch = () => {
    const startedAt = Date.now();
    child = spawn(command, args, { env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        resolve();
        if (closing || !restart) return;
        if (Date.now() - startedAt > STEADY_MS) delay = FIRST_DELAY_MS;
        log(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it in ${delay / 1000} s`);
        pending = setTimeout(() => {
          restarts += 1;
          launch();
          waitUntilReady(child, readyUrl, readyWithinMs).then(
            () => log(`${name} is back`),
            (error) => log(`${name} did not come back: ${error.message}`),
          );
        }, delay);
        delay = Math.min(delay * 2, LONGEST_DELAY_MS);
      }),
    );
  };

  launch();
  try {
    await waitUntilReady(child, readyUrl, readyWithinMs);
  } catch (error) {
    closing = true;
    child.kill('SIGKILL');
    throw new Error(`${name} ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return {
    restarts: () => restarts,
    async close() {
      closing = true;
      clearTimeout(pending);
      // SIGTERM: a service finishes the requests in flight, then exits.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
