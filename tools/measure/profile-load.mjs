// Where a page's load blocks the main thread: the page opened as Lighthouse's phone opens it
// (412×823, 4× CPU slowdown, a fresh profile), with Chromium's timeline and V8's CPU profiler
// running from before the navigation until the page is quiet. It prints every main-thread task
// over 50 ms (what Lighthouse's Total Blocking Time adds up) with the source modules that filled
// it, read through the builds' source maps (each app's dist/). For finding what to cut: the
// profiler slows the page, so compare builds by `npm run measure` and `npm run lighthouse`.
//
// `--as-lighthouse` loads the page unthrottled, as `npm run lighthouse` does: Lighthouse's
// simulation then multiplies each observed task by 4, so a task counts as long from 12.5 ms
// (printed ×4). React's 5 ms slices pass; a commit, a synchronous render or one slow component
// over 12.5 ms does not. `--ours` adds, per task, the shop's own functions with what they called
// (which components React drew, which effects ran).
//
//   node tools/measure/profile-load.mjs --origin http://localhost:3000 --only "/cart (with a cart)" [--top 8]
//   node tools/measure/profile-load.mjs --origin http://localhost:3000 --path /about
//   node tools/measure/profile-load.mjs --path / --as-lighthouse
//
// `--only` names a page of config/measured-pages.cjs (its cart comes with it); `--origin` is a
// shop already served (`npm start`, or `MIMEA_PORT_BASE=4600 node tools/serve/serve.mjs`).
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { mainThreadOf, sourceNamer, tasksBetween, timePerFunction } from './taps/tap-profile.mjs';

const require = createRequire(import.meta.url);
const { executablePath, args } = require('../../config/chromium.cjs');
/** @type {{ measuredPages: ReadonlyArray<{ name: string, path: string, cart?: boolean }>, measuredCart: (catalogOrigin: string) => unknown[] }} */
const { measuredPages, measuredCart } = require('../../config/measured-pages.cjs');
/** @type {{ apps: ReadonlyArray<{ name: string, dir: string }> }} */
const { apps } = require('../../config/apps.cjs');

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The shop's own code, as sourceNamer names it: components, hooks and effects by their file. */
const OURS = / (src|shared\/src)\/[^ ]+\.tsx?:\d+$/;
/** Lighthouse's long task: the part of a task past this counts as blocking. */
const LONG_TASK_MS = 50;

/** @typedef {import('./taps/tap-profile.mjs').TraceEvent} TraceEvent @typedef {import('./taps/tap-profile.mjs').Profile} Profile */

/** @param {Map<string, number>} map @param {number} top */
const topOf = (map, top) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);

async function main() {
  const { values: options } = parseArgs({
    options: { origin: { type: 'string', default: 'http://localhost:3000' }, only: { type: 'string' }, path: { type: 'string' }, top: { type: 'string', default: '8' }, 'as-lighthouse': { type: 'boolean', default: false }, ours: { type: 'boolean', default: false } },
  });
  const measured = measuredPages.find((page) => page.name === options.only);
  if (options.only && !measured) throw new Error(`No page of config/measured-pages.cjs is called "${options.only}"`);
  const pagePath = measured?.path ?? options.path;
  if (!pagePath) throw new Error('usage: node tools/measure/profile-load.mjs --origin <shop> (--only <measured page name> | --path <path>) [--top 8] [--as-lighthouse] [--ours]');
  const origin = (options.origin ?? '').replace(/\/+$/, '');
  /** @type {{ remotes: Record<string, string> }} */
  const config = await (await fetch(`${origin}/runtime-config.json`)).json();
  /** @type {Record<string, string>} */
  const appOfOrigin = { shell: origin };
  for (const [name, url] of Object.entries(config.remotes)) appOfOrigin[name] = new URL(url).origin;

  const browser = await chromium.launch({ executablePath, args });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (measured?.cart) await context.addInitScript((stored) => localStorage.setItem('cart', stored), JSON.stringify(measuredCart(appOfOrigin.catalog ?? origin)));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const slowdown = options['as-lighthouse'] ? 1 : 4;
    /** The 4× Lighthouse applies: by the browser (throttled) or by its simulation (scaled after). */
    const scale = 4 / slowdown;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    /** @type {TraceEvent[]} */
    const trace = [];
    cdp.on('Tracing.dataCollected', ({ value }) => trace.push(.../** @type {TraceEvent[]} */ (value)));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3000);
    const { profile } = /** @type {{ profile: Profile }} */ (await cdp.send('Profiler.stop'));
    await cdp.send('Tracing.end');
    await traced;
    const isMain = mainThreadOf(trace);
    const navigation = Math.min(...trace.filter((event) => isMain(event) && event.name === 'ParseHTML').map((event) => event.ts ?? Infinity));
    const tasks = tasksBetween(trace, navigation, Infinity)
      .filter((task) => task.ms * scale > LONG_TASK_MS)
      .map((task) => ({ ...task, atMs: task.atMs * scale, ms: task.ms * scale, ran: task.ran.map(([what, ms]) => /** @type {[string, number]} */ ([what, ms * scale])) }));
    /** @type {Record<string, string>} */
    const distOfOrigin = {};
    for (const app of apps) if (appOfOrigin[app.name]) distOfOrigin[/** @type {string} */ (appOfOrigin[app.name])] = path.join(root, app.dir, 'dist');
    const spans = tasks.map((task) => ({ from: navigation + (task.atMs / scale) * 1000, to: navigation + ((task.atMs + task.ms) / scale) * 1000 }));
    const perTask = timePerFunction(profile, spans, sourceNamer(distOfOrigin));
    const top = Number(options.top);
    const blocking = tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0);
    console.log(`${pagePath}${measured?.cart ? ' (with a cart)' : ''}: ${tasks.length} tasks over ${LONG_TASK_MS} ms, ${blocking.toFixed(0)} ms past ${LONG_TASK_MS} (${slowdown === 4 ? '4× slowdown' : 'unthrottled, times ×4 as Lighthouse scales them'}, under the profiler)\n`);
    /** @type {Map<string, number>} */ const overall = new Map();
    tasks.forEach((task, index) => {
      console.log(`at ${task.atMs.toFixed(0).padStart(6)} ms, ${task.ms.toFixed(1).padStart(6)} ms: ${task.ran.slice(0, 5).map(([what, ms]) => `${what} ${ms.toFixed(0)}`).join(', ')}`);
      const self = perTask[index]?.self ?? new Map();
      for (const [name, ms] of topOf(self, top)) console.log(`    ${(ms * scale).toFixed(1).padStart(6)} ms  ${name}`);
      if (options.ours) {
        const ours = [...(perTask[index]?.total ?? new Map())].filter(([name]) => OURS.test(name));
        for (const [name, ms] of topOf(new Map(ours), top)) console.log(`    ${(ms * scale).toFixed(1).padStart(6)} ms  (with what it called) ${name}`);
      }
      for (const [name, ms] of self) overall.set(name, (overall.get(name) ?? 0) + ms * scale);
    });
    console.log('\nSelf time in long tasks per function:');
    for (const [name, ms] of topOf(overall, top * 2)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  } finally {
    await browser.close();
  }
}

await main();
