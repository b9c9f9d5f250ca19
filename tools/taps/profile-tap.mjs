// Where one tap's time goes: the interaction of tools/taps/interactions.mjs made as
// `npm run bench:taps` makes it (a fresh page, live, seen, prepared, 4× CPU slowdown), with the
// V8 CPU profiler (CDP Profiler) running from just before the tap until what it does shows. It
// prints the functions with the most self time, the time per script, and the tap's Event
// Timing duration. For finding what to cut, not for the figures (the profiler slows the page).
//
//   node tools/taps/profile-tap.mjs --origin http://localhost:4600 --only "product page" [--top 30]
//
// `--origin` is a shop already served (`MIMEA_PORT_BASE=4600 node tools/serve.mjs`).
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { runningShop } from '../serve-builds.mjs';
import { forgetEntries, recordedEntries } from './event-timing.mjs';
import { interactions } from './interactions.mjs';
import { openForTap } from './tap-page.mjs';
import { tapDuration } from './stats.mjs';

const require = createRequire(import.meta.url);
const { executablePath, args } = require('../../config/chromium.cjs');

const { values: options } = parseArgs({
  options: { origin: { type: 'string' }, only: { type: 'string' }, top: { type: 'string', default: '25' } },
});
if (!options.origin || !options.only) throw new Error('usage: node tools/taps/profile-tap.mjs --origin <shop> --only <interaction name part>');
const interaction = interactions.find((candidate) => candidate.name.includes(options.only ?? ''));
if (!interaction) throw new Error(`No interaction's name contains "${options.only}"`);

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number, columnNumber: number }, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} Profile
 */

/**
 * Self time per function and per script, in ms, from a CPU profile's samples.
 * @param {Profile} profile
 */
export function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */ const perFunction = new Map();
  /** @type {Map<string, number>} */ const perScript = new Map();
  /** @type {Map<string, number>} */ const inclusive = new Map();
  /** @type {Map<number, number>} */ const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  /** @param {ProfileNode} node */
  const nameOf = (node) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const script = url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${functionName || 'native'})`;
    const where = url ? `${script}:${lineNumber + 1}:${columnNumber + 1}` : '';
    return { script, fn: `${functionName || '(anonymous)'} ${where}`.trim() };
  };
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!node) return;
    const { script, fn } = nameOf(node);
    perFunction.set(fn, (perFunction.get(fn) ?? 0) + ms);
    perScript.set(script, (perScript.get(script) ?? 0) + ms);
    const onStack = new Set();
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at);
      if (frame) onStack.add(nameOf(frame).fn);
    }
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  });
  return { perFunction, perScript, inclusive };
}

/** @typedef {{ name: string, ph: string, ts?: number, dur?: number, tid: number, pid: number, args?: { name?: string } }} TraceEvent */

/**
 * Time per timeline event name (style, layout, paint, script…) on the page's main thread.
 * @param {TraceEvent[]} events
 */
export function timelineTimes(events) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  /** @type {Map<string, number>} */ const perName = new Map();
  for (const event of events)
    if (main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur) perName.set(event.name, (perName.get(event.name) ?? 0) + event.dur / 1000);
  return perName;
}

/**
 * The main thread's tasks from the tap on, in order: when each began (ms after the tap's first
 * event), how long it ran, and what filled it.
 * @param {TraceEvent[]} events
 */
export function tasksAfterTap(events) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return [];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && typeof event.ts === 'number').sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  const tap = onMain.find((event) => event.name === 'EventDispatch');
  if (!tap) return [];
  const start = tap.ts ?? 0;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.ts ?? 0) >= start - 5000 && (event.dur ?? 0) > 1000);
  return tasks.map((task) => {
    const end = (task.ts ?? 0) + (task.dur ?? 0);
    /** @type {Map<string, number>} */ const inside = new Map();
    for (const event of onMain)
      if (event !== task && (event.ts ?? 0) >= (task.ts ?? 0) && (event.ts ?? 0) < end && ['EventDispatch', 'FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Commit', 'RunMicrotasks', 'ParseHTML', 'HitTest'].includes(event.name))
        inside.set(event.name, (inside.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    const what = [...inside].sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
    return `at ${(((task.ts ?? 0) - start) / 1000).toFixed(1).padStart(7)} ms, ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms: ${what}`;
  });
}

/** @param {Map<string, number>} map @param {number} top */
function printTop(map, top) {
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

const shop = await runningShop(options.origin);
const browser = await chromium.launch({ executablePath, args });
try {
  const { page, context } = await openForTap(browser, interaction, shop);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await forgetEntries(page);
  /** @type {TraceEvent[]} */
  const trace = [];
  cdp.on('Tracing.dataCollected', ({ value }) => trace.push(.../** @type {TraceEvent[]} */ (value)));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  await interaction.tap(page);
  await interaction.answered(page);
  const { profile } = /** @type {{ profile: Profile }} */ (await cdp.send('Profiler.stop'));
  await cdp.send('Tracing.end');
  await traced;
  const duration = tapDuration(await recordedEntries(page));
  const top = Number(options.top);
  const { perFunction, perScript, inclusive } = selfTimes(profile);
  console.log(`${interaction.name}: Event Timing ${duration} ms (under the profiler)\n\nSelf time per function (4× slowdown):`);
  printTop(perFunction, top);
  console.log('\nTotal time per function (itself and what it called):');
  printTop(inclusive, top);
  console.log('\nSelf time per script:');
  printTop(perScript, top);
  console.log('\nMain-thread timeline events (total ms per name, nested ones counted in their parents too):');
  printTop(timelineTimes(trace), top);
  console.log('\nMain-thread tasks from the tap on (over 1 ms):');
  for (const line of tasksAfterTap(trace)) console.log(line);
} finally {
  await browser.close();
  await shop.close();
}
