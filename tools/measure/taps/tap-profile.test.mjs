// What the tap profiler (profile-tap.mjs) reads from a trace and a CPU profile (tap-profile.mjs),
// on hand-made traces and on a real Chromium's, and its command line.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { chromium } from 'playwright-core';
import { mainThreadOf, sourceNamer, tapTiming, tasksBetween, timePerFunction } from './tap-profile.mjs';

const require = createRequire(import.meta.url);
const { executablePath, args } = require('../../../config/chromium.cjs');
const here = path.dirname(fileURLToPath(import.meta.url));

/** An Event Timing begin event as Chromium writes it: stamped (µs) at its input's time. */
const entry = (/** @type {string} */ type, /** @type {number} */ interactionId, /** @type {number} */ timeStamp, /** @type {number} */ processingStart, /** @type {number} */ processingEnd, /** @type {number} */ duration) => ({
  name: 'EventTiming',
  ph: 'b',
  pid: 1,
  tid: 1,
  ts: 5_000_000 + timeStamp * 1000,
  args: { data: { type, interactionId, timeStamp, processingStart, processingEnd, duration } },
});

test("the tap's timing is its own interaction's entries, each split into delay, handlers and the wait for the paint", () => {
  const timing = tapTiming([
    // An earlier interaction (a key pressed before the tap) and events of no interaction.
    entry('keydown', 3, 100, 101, 102, 16),
    entry('pointerover', 0, 1000, 1030, 1035, 120),
    entry('click', 9, 1000.5, 1040, 1080, 120),
    entry('pointerdown', 9, 1000, 1035, 1037, 48),
    entry('pointerup', 9, 1000.5, 1038, 1038.5, 48),
  ]);
  assert.ok(timing);
  assert.equal(timing.interactionId, 9);
  assert.equal(timing.durationMs, 120);
  assert.deepEqual(
    timing.entries.map((one) => [one.type, one.delayMs, one.processingMs, one.presentationMs]),
    [
      ['pointerdown', 35, 2, 11],
      ['pointerup', 37.5, 0.5, 10],
      ['click', 39.5, 40, 40.5],
    ],
  );
  // On the trace's clock: the input at 1000 ms, the first handler at 1035, the last done at 1080, the paint at 1120.5.
  assert.deepEqual(
    timing.phases.map((phase) => [phase.from, phase.to]),
    [
      [6_000_000, 6_035_000],
      [6_035_000, 6_080_000],
      [6_080_000, 6_120_500],
    ],
  );
  assert.equal(tapTiming([entry('pointerover', 0, 1000, 1030, 1035, 120)]), null);
});

test("the tasks are the page's main thread's, over 1 ms, overlapping the span, with what filled them", () => {
  const page = { pid: 7, tid: 1 };
  const blank = { pid: 8, tid: 1 };
  const events = [
    { name: 'thread_name', ph: 'M', ...page, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ...blank, args: { name: 'CrRendererMain' } },
    { name: 'RunTask', ph: 'X', ...blank, ts: 1_000, dur: 1_500 },
    { name: 'RunTask', ph: 'X', ...page, ts: 10_000, dur: 40_000 },
    { name: 'EventDispatch', ph: 'X', ...page, ts: 10_500, dur: 30_000, args: { data: { type: 'click' } } },
    { name: 'FunctionCall', ph: 'X', ...page, ts: 11_000, dur: 29_000 },
    { name: 'Layout', ph: 'X', ...page, ts: 41_000, dur: 8_000 },
    // Too short to list, and a task after the span.
    { name: 'RunTask', ph: 'X', ...page, ts: 60_000, dur: 900 },
    { name: 'RunTask', ph: 'X', ...page, ts: 200_000, dur: 5_000 },
  ];
  const tasks = tasksBetween(events, 20_000, 100_000);
  assert.deepEqual(tasks, [
    {
      atMs: -10,
      ms: 40,
      ran: [
        ['click event', 30],
        ['FunctionCall', 29],
        ['Layout', 8],
      ],
    },
  ]);
});

test("the page's main thread is the renderer that timed the tap, though another renderer was busier", () => {
  // On a loaded machine, a second renderer loading a page of its own outworked the tapped one.
  const page = { pid: 7, tid: 7 };
  const loading = { pid: 8, tid: 8 };
  const events = [
    { name: 'thread_name', ph: 'M', ...page, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ...loading, args: { name: 'CrRendererMain' } },
    { name: 'RunTask', ph: 'X', ...loading, ts: 5_000, dur: 400_000 },
    { name: 'EventDispatch', ph: 'X', ...loading, ts: 6_000, dur: 2_000, args: { data: { type: 'load' } } },
    { name: 'RunTask', ph: 'X', ...page, ts: 10_000, dur: 45_000 },
    { name: 'EventDispatch', ph: 'X', ...page, ts: 10_500, dur: 40_000, args: { data: { type: 'click' } } },
    { ...entry('click', 4, 0, 5, 45, 50), ...page },
  ];
  const isMain = mainThreadOf(events);
  assert.equal(isMain({ name: 'RunTask', ...page }), true);
  assert.equal(isMain({ name: 'RunTask', ...loading }), false);
  assert.deepEqual(
    tasksBetween(events, 10_000, 60_000).map((task) => task.ran),
    [[['click event', 40]]],
  );
});

test('CPU time goes to the span its sample fell in, by itself and with its callers', () => {
  const frame = (/** @type {string} */ functionName) => ({ functionName, url: '', lineNumber: 0, columnNumber: 0 });
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2] },
      { id: 2, callFrame: frame('onClick'), children: [3] },
      { id: 3, callFrame: frame('insertStyles') },
    ],
    startTime: 1_000,
    // Samples at 1000, 2000, 3000, 4000 µs; each lasts until the next.
    samples: [2, 3, 3, 2, 1],
    timeDeltas: [0, 1_000, 1_000, 1_000, 1_000],
  };
  const [first, second] = timePerFunction(profile, [{ from: 0, to: 2_500 }, { from: 2_500, to: 4_500 }], (callFrame) => callFrame.functionName);
  assert.ok(first && second);
  assert.equal(first.sampledMs, 2);
  assert.deepEqual([...first.self], [['onClick', 1], ['insertStyles', 1]]);
  assert.deepEqual(Object.fromEntries(first.total), { onClick: 2, insertStyles: 1, '(root)': 2 });
  assert.deepEqual(Object.fromEntries(second.self), { insertStyles: 1, onClick: 1 });
  // The last sample (5000 µs) is in no span.
  assert.equal(second.sampledMs, 2);
});

test('a function is named by the source map beside its script in its app’s dist/, else by its script', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tap-profile-'));
  fs.mkdirSync(path.join(dist, 'chunks'));
  // Line 1, column 0 of each script is line 1 of its first source, named by the first name.
  fs.writeFileSync(path.join(dist, 'chunks/product.js.map'), JSON.stringify({ version: 3, sources: ['webpack://catalog/./src/features/product/purchase-actions.tsx'], names: ['add'], mappings: 'AAAAA' }));
  fs.writeFileSync(path.join(dist, 'chunks/react.js.map'), JSON.stringify({ version: 3, sources: ['webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js'], names: [], mappings: 'AAAA' }));
  try {
    const nameOf = sourceNamer({ 'http://localhost:4801': dist });
    const at = (/** @type {string} */ url, functionName = 'r') => nameOf({ functionName, url, lineNumber: 0, columnNumber: 0 });
    assert.equal(at('http://localhost:4801/chunks/product.js'), 'add src/features/product/purchase-actions.tsx:1');
    assert.equal(at('http://localhost:4801/chunks/react.js', 'ld'), 'ld react-dom/cjs/react-dom-client.production.js:1');
    assert.equal(at('http://localhost:4801/chunks/unmapped.js', 'q'), 'q /chunks/unmapped.js:1');
    assert.equal(at('http://localhost:4809/main.js', 'q'), 'q /main.js:1');
    assert.equal(at('', 'appendChild'), 'appendChild');
    assert.equal(at('', ''), '(native)');
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

test("a real Chromium's trace of a touch: the click's handlers and its wait for the paint", async () => {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // A click handler that works for 40 ms, then changes what shows.
    await page.setContent(`<button style="width:200px;height:80px">Add</button><p id="out"></p><script>
      document.querySelector('button').addEventListener('click', () => {
        const until = performance.now() + 40;
        while (performance.now() < until);
        document.getElementById('out').textContent = 'Added';
      });
    </script>`);
    const cdp = await context.newCDPSession(page);
    /** @type {import('./tap-profile.mjs').TraceEvent[]} */
    const trace = [];
    cdp.on('Tracing.dataCollected', ({ value }) => trace.push(...value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
    await page.touchscreen.tap(100, 40);
    await page.getByText('Added').waitFor();
    await page.evaluate(() => new Promise((resolve) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => setTimeout(resolve, 200)))));
    await cdp.send('Tracing.end');
    await traced;
    const timing = tapTiming(trace);
    assert.ok(timing, 'the trace holds the tap');
    const click = timing.entries.find((one) => one.type === 'click');
    assert.ok(click, `a click among ${timing.entries.map((one) => one.type).join(', ')}`);
    assert.ok(click.processingMs >= 39, `the click's handlers took ${click.processingMs} ms`);
    assert.ok(timing.durationMs >= 40);
    const [, handlers] = timing.phases;
    assert.ok(handlers && handlers.to - handlers.from >= 39_000);
    const during = tasksBetween(trace, handlers.from, handlers.to);
    assert.ok(
      during.some((task) => task.ran.some(([what, ms]) => what === 'click event' && ms >= 39)),
      'the click event is in a task of the handlers phase',
    );
  } finally {
    await browser.close();
  }
});

test('the command line: --help prints the usage and the interactions; no interaction named is an error', () => {
  const node = process.execPath;
  const script = path.join(here, 'profile-tap.mjs');
  const help = spawnSync(node, [script, '--help'], { encoding: 'utf8' });
  assert.equal(help.status, 0);
  assert.match(help.stdout, /--only/);
  assert.match(help.stdout, /"add to cart \(the product page\)"/);
  const unknown = spawnSync(node, [script, '--only', 'no such tap'], { encoding: 'utf8' });
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /No interaction's name contains "no such tap"/);
  const none = spawnSync(node, [script], { encoding: 'utf8' });
  assert.equal(none.status, 2);
  assert.match(none.stderr, /--only is needed/);
});
