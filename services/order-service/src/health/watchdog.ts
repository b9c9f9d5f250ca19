// The last resort against a process that is alive but does nothing: PGlite spinning in its WAL
// flush, or any other work that never yields, blocks the event loop, so no request (not even
// /healthz) is answered and nothing in this thread can notice. A worker thread, which runs on
// its own, watches a heartbeat the main thread writes every second; when it has not moved for
// `stuckAfterMs` the worker writes one line to stderr and kills the process, which its
// supervisor (npm start's, Docker's restart policy, Kubernetes) starts again.
import { Worker } from 'node:worker_threads';

/**
 * The worker's code, as a module in a data: URL: the service is one bundled file, with no file of
 * its own for it (and a data: URL is a module whatever the parent's input type).
 */
const WATCHER = `
import { workerData } from 'node:worker_threads';
import fs from 'node:fs';
const beat = new Float64Array(workerData.heartbeat);
setInterval(() => {
  const stuckMs = Date.now() - beat[0];
  if (stuckMs < workerData.stuckAfterMs) return;
  const line = JSON.stringify({ level: 50, time: Date.now(), msg: 'the event loop has been blocked; exiting so the process is restarted', stuckForMs: stuckMs });
  fs.writeSync(2, line + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, workerData.checkEveryMs);
`;

export interface Watchdog {
  stop(): Promise<void>;
}

export function startWatchdog({ stuckAfterMs, beatEveryMs = 1000 }: { stuckAfterMs: number; beatEveryMs?: number }): Watchdog {
  const heartbeat = new SharedArrayBuffer(8);
  const beat = new Float64Array(heartbeat);
  beat[0] = Date.now();
  const timer = setInterval(() => (beat[0] = Date.now()), beatEveryMs);
  timer.unref();
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WATCHER)}`), {
    workerData: { heartbeat, stuckAfterMs, checkEveryMs: beatEveryMs },
    // Not the parent's loaders or flags: plain JavaScript.
    execArgv: [],
  });
  // The watcher must not keep the process alive once everything else has ended.
  worker.unref();
  return {
    async stop() {
      clearInterval(timer);
      await worker.terminate();
    },
  };
}
