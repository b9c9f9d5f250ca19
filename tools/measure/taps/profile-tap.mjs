// Where one tap's time goes: an interaction of tools/measure/taps/interactions.mjs made as
// `npm run bench:taps` makes it (a fresh page, live, seen, prepared, the tap aimed, 4× CPU
// slowdown), under Chromium's timeline trace and V8's CPU profiler. It prints:
//   - the tap's Event Timing entries, each split into input delay, its handlers and the wait for
//     the paint (the longest entry is the tap's duration, INP's rule);
//   - the main thread's tasks from 100 ms before the input to the paint, and what filled them;
//   - per phase, the functions with the most self and total time, named through the builds'
//     source maps (each app's dist/*.map);
//   - with --fibers, the React components rendered in each commit the tap caused
//     (tools/measure/taps/fiber-work.mjs, the count config/tap-budgets.cjs holds).
// For finding what to cut, not for the figures: the profiler slows the page.
//
//   node tools/measure/taps/profile-tap.mjs --only "product page" [--origin http://localhost:4800] [--top 20] [--fibers]
//
// Without --origin it serves this repository's builds itself on a free block of ports (as
// `npm run bench:taps` does); --origin profiles a shop already served
// (`MIMEA_PORT_BASE=4800 node tools/serve/serve.mjs`). --only names an interaction (a part of its name).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { runningShop, serveOwnBuilds } from '../../serve/serve-builds.mjs';
import { countedWork, recordFiberWork, startCounting } from './fiber-work.mjs';
import { interactions } from './interactions.mjs';
import { sourceNamer, tapTiming, tasksBetween, timePerFunction } from './tap-profile.mjs';
import { openForTap } from './tap-page.mjs';

const require = createRequire(import.meta.url);
const { executablePath, args } = require('../../../config/chromium.cjs');
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string, host?: boolean }> }} */
const { apps } = require('../../../config/apps.cjs');
const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const USAGE = `Profiles one tap of tools/measure/taps/interactions.mjs at 4× CPU slowdown.

  node tools/measure/taps/profile-tap.mjs --only <part of an interaction's name> [--origin <shop>] [--top <n>] [--fibers]

  --only     the interaction (its name contains this): ${interactions.map((interaction) => `"${interaction.name}"`).join(', ')}
  --origin   a shop already served (default: this repository's builds, served on free ports)
  --top      how many functions to list per phase (default 20)
  --fibers   also list the React components rendered in each commit the tap caused`;

/** A slowed-down phone's CPU, as bench:taps has it. */
const CPU_SLOWDOWN = 4;

/** @param {Array<[string, number]> | Map<string, number>} times @param {number} top */
const topOf = (times, top) => [...times].sort((a, b) => b[1] - a[1]).slice(0, top);
const ms = (/** @type {number} */ value) => value.toFixed(1).padStart(6);

/**
 * Each app's served origin → its dist folder, from the shop's runtime config.
 * @param {string} origin
 */
async function distFolders(origin) {
  /** @type {{ remotes: Record<string, string> }} */
  const config = await (await fetch(`${origin}/runtime-config.json`)).json();
  /** @type {Record<string, string>} */ const folders = {};
  for (const app of apps) {
    const served = app.host ? origin : config.remotes[app.name];
    if (served) folders[new URL(served).origin] = path.join(repoRoot, app.dir, 'dist');
  }
  return folders;
}

async function main() {
  const { values: options } = parseArgs({
    options: { origin: { type: 'string' }, only: { type: 'string' }, top: { type: 'string', default: '20' }, fibers: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const interaction = options.only ? interactions.find((candidate) => candidate.name.includes(options.only ?? '')) : undefined;
  if (!interaction) {
    console.error(`${options.only ? `No interaction's name contains "${options.only}".` : '--only is needed.'}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const top = Number(options.top);
  const shop = options.origin ? await runningShop(options.origin) : await serveOwnBuilds();
  const browser = await chromium.launch({ executablePath, args });
  try {
    const nameOf = sourceNamer(await distFolders(shop.origin));
    const { page, context } = await openForTap(browser, interaction, shop, options.fibers ? [recordFiberWork] : []);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    /** @type {import('./tap-profile.mjs').TraceEvent[]} */
    const trace = [];
    cdp.on('Tracing.dataCollected', ({ value }) => trace.push(.../** @type {import('./tap-profile.mjs').TraceEvent[]} */ (value)));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.start');
    if (options.fibers) await startCounting(page);
    await interaction.tap(page);
    await interaction.answered(page);
    // Event Timing reports an entry after the paint that ends it: two frames and a quiet moment.
    await page.evaluate(() => new Promise((resolve) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => setTimeout(resolve, 300)))));
    const { profile } = /** @type {{ profile: import('./tap-profile.mjs').Profile }} */ (await cdp.send('Profiler.stop'));
    await cdp.send('Tracing.end');
    await traced;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const timing = tapTiming(trace);
    if (!timing) throw new Error('The trace holds no Event Timing entry of an interaction: the tap did not reach the page');
    console.log(`${interaction.name}: ${timing.durationMs.toFixed(0)} ms by Event Timing (${CPU_SLOWDOWN}× slowdown, under the profiler)\n`);
    console.log('entry        input delay  handlers  to the paint  duration (ms)');
    for (const entry of timing.entries) console.log(`${entry.type.padEnd(12)} ${ms(entry.delayMs)}     ${ms(entry.processingMs)}   ${ms(entry.presentationMs)}    ${ms(entry.durationMs)}`);

    const [input, , painted] = timing.phases;
    console.log('\nMain-thread tasks from 100 ms before the input to the paint (ms from the input):');
    for (const task of tasksBetween(trace, (input?.from ?? 0) - 100_000, painted?.to ?? 0))
      console.log(`at ${ms(task.atMs - 100)}, ${ms(task.ms)} ms: ${task.ran.slice(0, 8).map(([what, taken]) => `${what} ${taken.toFixed(1)}`).join(', ')}`);

    const perPhase = timePerFunction(profile, timing.phases, nameOf);
    timing.phases.forEach((phase, index) => {
      const spent = perPhase[index];
      if (!spent) return;
      console.log(`\n${phase.label}: ${((phase.to - phase.from) / 1000).toFixed(1)} ms (${spent.sampledMs.toFixed(1)} ms sampled)`);
      console.log('  self time:');
      for (const [name, taken] of topOf(spent.self, top)) console.log(`  ${ms(taken)}  ${name}`);
      console.log('  total time (itself and what it called):');
      for (const [name, taken] of topOf(spent.total, top)) console.log(`  ${ms(taken)}  ${name}`);
    });

    if (options.fibers) {
      const work = await countedWork(page);
      console.log(`\nReact: ${work.fibers} fibers rendered in ${work.commits} commits (${work.perCommit.join(' + ')})`);
      work.components.forEach((components, index) => {
        const named = topOf(Object.entries(components), 1000).map(([name, count]) => (count > 1 ? `${name} ×${count}` : name));
        console.log(`  commit ${index + 1}: ${named.join(', ')}`);
      });
    }
    await context.close();
  } finally {
    await browser.close();
    await shop.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
