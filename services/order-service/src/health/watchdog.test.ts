// A process whose event loop is blocked answers nothing, /healthz included: the watchdog's
// thread notices and kills it, so its supervisor starts it again (issue 38: PGlite at 100 % CPU
// in its WAL flush hung the service for good, and the supervisor only restarted exits).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

it('kills a process whose event loop stays blocked, saying so in one line', { timeout: 20_000 }, async () => {
  const script = `
    import { startWatchdog } from ${JSON.stringify(path.join(here, 'watchdog.ts'))};
    startWatchdog({ stuckAfterMs: 1000, beatEveryMs: 100 });
    setTimeout(() => { for (;;) {} }, 200);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const startedAt = Date.now();
  const [, signal] = (await new Promise((resolve) => child.once('exit', (...args) => resolve(args)))) as [number | null, NodeJS.Signals | null];
  assert.equal(signal, 'SIGKILL');
  assert.ok(Date.now() - startedAt < 10_000, `killed after ${Date.now() - startedAt} ms`);
  assert.match(stderr, /"msg":"the event loop has been blocked; exiting so the process is restarted"/);
});

it('leaves a process that keeps answering alone, and lets it end', { timeout: 20_000 }, async () => {
  const script = `
    import { startWatchdog } from ${JSON.stringify(path.join(here, 'watchdog.ts'))};
    const watchdog = startWatchdog({ stuckAfterMs: 1000, beatEveryMs: 100 });
    setTimeout(() => void watchdog.stop(), 2500);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'ignore' });
  const [code, signal] = (await new Promise((resolve) => child.once('exit', (...args) => resolve(args)))) as [number | null, NodeJS.Signals | null];
  assert.equal(signal, null);
  assert.equal(code, 0);
});
