// Keeps a child process running: starts it (once its port is free), waits until it answers its
// liveness URL as itself, and restarts it, saying so, when it exits without being asked to or
// stops answering (1 s, doubling to 30 s while it keeps failing; back to 1 s once it has run a
// minute). `npm start` runs the order service so.
//
// Its own child, not whoever holds the port: every start gets a random INSTANCE_ID in its
// environment, and only an answer carrying it back (`X-Instance-Id`) counts; another program on
// the port is named in one line and never taken for the child.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { PortInUseError, portInUseMessage, portIsFree } from './ports.mjs';

/**
 * @typedef {{ everyMs: number, timeoutMs: number, failures: number }} Liveness
 * @typedef {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv,
 *   aliveUrl: string, readyUrl?: string, waitForReady?: boolean, port?: number,
 *   quiet?: boolean, restart?: boolean, log?: (line: string) => void,
 *   startWithinMs?: number, liveness?: Partial<Liveness>, stopWithinMs?: number }} SupervisedOptions
 *   `aliveUrl`: answers 2xx while the child works (waited for at every start, then polled);
 *   `readyUrl`: answers 2xx when it can do its job: reported as it changes, waited for only
 *   with `waitForReady`; `port`: where it listens, checked free before each start.
 * @typedef {{ close: () => Promise<void>, restarts: () => number, pid: () => number | undefined }} Supervised
 */

const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30_000;
const STEADY_MS = 60_000;
/** Polled every 5 s, 3 s to answer; 3 failures in a row (no answer, or not 2xx) restart it. */
const LIVENESS = { everyMs: 5000, timeoutMs: 3000, failures: 3 };

/** The header an answer of the supervised child carries its INSTANCE_ID back in. */
export const INSTANCE_HEADER = 'x-instance-id';

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A pause of a watch that must not keep the process alive by itself. @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * One request to `url`: 'own' (2xx from the child with this instance id), 'foreign' (2xx from
 * anyone else), or the reason it does not count.
 * @param {string} url @param {string} instanceId @param {number} timeoutMs
 * @returns {Promise<{ answer: 'own' | 'foreign' | 'failed', status?: number, detail?: string }>}
 */
async function ask(url, instanceId, timeoutMs) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    if (!response.ok) return { answer: 'failed', status: response.status, detail: statusOf(body) };
    return { answer: response.headers.get(INSTANCE_HEADER) === instanceId ? 'own' : 'foreign', status: response.status };
  } catch (error) {
    return { answer: 'failed', detail: error instanceof Error && error.name === 'TimeoutError' ? 'no answer' : 'not reachable' };
  }
}

/** What a health answer says about itself: its `status` if it is JSON that has one. @param {string} body */
function statusOf(body) {
  try {
    const parsed = JSON.parse(body);
    return typeof parsed?.status === 'string' ? parsed.status : undefined;
  } catch {
    return undefined;
  }
}

/** @param {number} ms */
const seconds = (ms) => (ms < 10_000 ? Math.round(ms / 100) / 10 : Math.round(ms / 1000));

/**
 * Starts the process and resolves once it is alive the first time (rejects if it is not).
 * @param {SupervisedOptions} options
 * @returns {Promise<Supervised>}
 */
export async function supervise(options) {
  const { name, command, args, env, aliveUrl, readyUrl, waitForReady = false, port, quiet = false, restart = true, log = (line) => console.log(line) } = options;
  const { startWithinMs = 30_000, stopWithinMs = 15_000 } = options;
  const liveness = { ...LIVENESS, ...options.liveness };
  const label = name.charAt(0).toLowerCase() + name.slice(1);
  let closing = false;
  let restarts = 0;
  let delay = FIRST_DELAY_MS;
  /** Counts the child's starts: a loop that sees another than its own stops. */
  let generation = 0;
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  let instanceId = '';
  /** @type {Promise<void>} */
  let exited = Promise.resolve();
  /** @type {NodeJS.Timeout | undefined} */
  let pending;
  /** Killed by the supervisor (not answering): said already, restarted without another word. */
  let killedByUs = false;
  let portTakenSaid = false;

  const running = () => child.exitCode === null && child.signalCode === null;

  /** Resolves once `url` answers 2xx as the current child; rejects when it exits first or time is up. */
  async function waitForOwnAnswer(url, withinMs) {
    const deadline = Date.now() + withinMs;
    let foreign = false;
    for (;;) {
      if (!running()) throw new Error(`exited with ${child.exitCode ?? child.signalCode}`);
      if (Date.now() > deadline)
        throw new Error(foreign ? `was not the one answering ${url}: another program answers there` : `did not answer ${url} within ${seconds(withinMs)} s`);
      const { answer } = await ask(url, instanceId, 1000);
      if (answer === 'own') return;
      if (answer === 'foreign') foreign = true;
      await sleep(200);
    }
  }

  const launch = () => {
    const startedAt = Date.now();
    generation += 1;
    killedByUs = false;
    instanceId = randomUUID();
    child = spawn(command, args, { env: { ...process.env, ...env, INSTANCE_ID: instanceId }, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        resolve();
        generation += 1;
        if (closing || !restart) return;
        if (Date.now() - startedAt > STEADY_MS) delay = FIRST_DELAY_MS;
        if (!killedByUs) log(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it in ${seconds(delay)} s`);
        scheduleRestart();
      }),
    );
  };

  function scheduleRestart() {
    pending = setTimeout(() => void restartNow(), delay);
    delay = Math.min(delay * 2, LONGEST_DELAY_MS);
  }

  async function restartNow() {
    if (closing) return;
    if (port !== undefined && !(await portIsFree(port))) {
      // Another program took the port meanwhile: said once, tried again later.
      if (!portTakenSaid) log(portInUseMessage(port, label));
      portTakenSaid = true;
      scheduleRestart();
      return;
    }
    portTakenSaid = false;
    restarts += 1;
    launch();
    try {
      await waitForOwnAnswer(aliveUrl, startWithinMs);
    } catch (error) {
      log(`${name} did not come back: ${error instanceof Error ? error.message : String(error)}`);
      killedByUs = true;
      if (running()) child.kill('SIGKILL');
      return;
    }
    log(`${name} is back`);
    watch();
  }

  /** Polls the liveness URL while this child runs; kills it (and so restarts it) when it stops answering. */
  async function watchLiveness(own) {
    let failures = 0;
    let firstFailureAt = 0;
    const path = new URL(aliveUrl).pathname;
    // A try every everyMs, however long the last one took to fail.
    let triedAt = Date.now();
    while (generation === own && !closing) {
      await pause(Math.max(0, triedAt + liveness.everyMs - Date.now()));
      if (generation !== own || closing) return;
      triedAt = Date.now();
      const { answer } = await ask(aliveUrl, instanceId, liveness.timeoutMs);
      if (generation !== own || closing) return;
      if (answer === 'own') {
        failures = 0;
        continue;
      }
      if (failures === 0) firstFailureAt = triedAt;
      failures += 1;
      if (failures >= liveness.failures) {
        log(`${name} is not answering ${path} (${failures} tries in ${seconds(Date.now() - firstFailureAt)} s); restarting it`);
        killedByUs = true;
        child.kill('SIGKILL');
        return;
      }
    }
  }

  /** Says when the child is not ready, and when it is again (until then, polled). */
  async function reportReadiness(own) {
    if (!readyUrl) return;
    const path = new URL(readyUrl).pathname;
    let said = false;
    while (generation === own && !closing) {
      const { answer, status, detail } = await ask(readyUrl, instanceId, liveness.timeoutMs);
      if (generation !== own || closing) return;
      if (answer === 'own') {
        if (said) log(`${name} is ready`);
        return;
      }
      if (!said) log(`${name} is running but not ready: ${path} ${status ? `answers ${status}${detail ? ` (${detail})` : ''}` : 'does not answer'}; waiting for it`);
      said = true;
      await pause(liveness.everyMs);
    }
  }

  function watch() {
    void watchLiveness(generation);
    void reportReadiness(generation);
  }

  if (port !== undefined && !(await portIsFree(port))) throw new PortInUseError(port, label);
  launch();
  try {
    await waitForOwnAnswer(aliveUrl, startWithinMs);
    if (waitForReady && readyUrl) await waitForOwnAnswer(readyUrl, startWithinMs);
  } catch (error) {
    closing = true;
    if (running()) child.kill('SIGKILL');
    await exited;
    // Taken between the check and the child's start: the same one line.
    if (port !== undefined && !(await portIsFree(port))) throw new PortInUseError(port, label);
    throw new Error(`${name} ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  watch();
  return {
    restarts: () => restarts,
    pid: () => (running() ? child.pid : undefined),
    async close() {
      closing = true;
      clearTimeout(pending);
      if (!running()) return;
      // SIGTERM: a service finishes the requests in flight, then exits; one that cannot is killed.
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), stopWithinMs);
      await exited;
      clearTimeout(killLater);
    },
  };
}
