// `node tools/measure/bench-paint.mjs`: how long Chromium's main thread spends laying out, painting and
// decoding while a page loads, at 4× CPU slowdown on Lighthouse's phone (412 × 823, 1.75 dppx):
// a benchmark that prints, run on demand (issue 41, item 4), never part of `npm test`.
//
// For each page it loads the page `--runs` times with a cold cache (the fertilizer popup held
// back, so every run paints the same things) under a Chromium trace, and sums on the page's
// renderer main thread the events `Layout`, `UpdateLayoutTree` (style), `PrePaint`, `Paint`,
// `Layerize`, `PaintImage` and image decoding (`Decode Image`, `ImageDecodeTask`; for an SVG
// picture `SVGImage::DataChanged`, building its document), from navigation until
// `--settle` ms after the page is live (`data-live`), each event once (nested ones not again).
// It prints each run and the median per page, and the bytes of the pictures the page loaded.
//
// `--pictures built` (default) measures the pages as built; `--pictures raster` answers every
// catalogue SVG picture (`/uploads/….svg`) with a WebP drawn from it at its own width (the
// what-if that decided issue 41's item 4, before anything was built); `--pictures none` answers
// every catalogue picture with nothing, the floor. Serves this repository's builds (tools/serve/serve.mjs) from MIMEA_PORT_BASE (5000 unless
// set), or measures `--origin <shop>`; `--keep-traces <dir>` writes each run's trace there, for
// the Performance panel. Needs the builds: `npm run build`.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { repoRoot } from '../serve/serve.mjs';

const require = createRequire(import.meta.url);
const { executablePath, args } = require('../../config/chromium.cjs');

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/,/shop,/product/olive-soap' },
    pictures: { type: 'string', default: 'built' },
    settle: { type: 'string', default: '1500' },
    origin: { type: 'string' },
    'keep-traces': { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const PAGES = options.pages.split(',');
const MODE = /** @type {'built' | 'raster' | 'none'} */ (options.pictures);
if (!['built', 'raster', 'none'].includes(MODE)) throw new Error('--pictures is built, raster or none');
const SETTLE_MS = Number(options.settle);

/** Lighthouse's mobile device. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;

/** The trace events counted, by the figure they go into. */
const FIGURES = {
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'PaintImage'],
  // A raster picture's decoding; an SVG picture's is building its document (parsing it into an
  // isolated SVG document of its own, on the main thread, per picture).
  decode: ['Decode Image', 'ImageDecodeTask', 'Decode LazyPixelRef', 'SVGImage::DataChanged'],
};
const COUNTED = new Map(Object.entries(FIGURES).flatMap(([figure, names]) => names.map((name) => [name, figure])));

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The main thread's time per figure, in ms: each counted event once, an event inside another
 * counted one (a layout a paint forced) left to the outer one.
 * @param {{ traceEvents: any[] }} trace
 */
export function mainThreadFigures(trace) {
  const events = trace.traceEvents;
  // The page's renderer: of the renderers' main threads, the one that did the most of this work
  // (the tab's first renderer, about:blank's, is not the page's after a cross-site navigation).
  const renderers = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  /** @type {Map<string, number>} */
  const work = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && COUNTED.has(event.name) && renderers.has(thread)) work.set(thread, (work.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const mainThreads = new Set([...work.entries()].sort((a, b) => b[1] - a[1]).slice(0, 1).map(([thread]) => thread));
  const counted = events
    .filter((event) => event.ph === 'X' && COUNTED.has(event.name) && mainThreads.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  /** @type {Record<string, number>} */
  const figures = Object.fromEntries(Object.keys(FIGURES).map((figure) => [figure, 0]));
  let openUntil = -Infinity;
  for (const event of counted) {
    if (event.ts + (event.dur ?? 0) <= openUntil) continue;
    figures[COUNTED.get(event.name)] += (event.dur ?? 0) / 1000;
    openUntil = event.ts + (event.dur ?? 0);
  }
  figures.total = Object.keys(FIGURES).reduce((sum, figure) => sum + figures[figure], 0);
  return figures;
}

/** WebP answers for `--pictures raster`, drawn once per picture and size. */
const rasterCache = new Map();
async function rasterAnswer(route) {
  const url = route.request().url();
  if (!rasterCache.has(url)) {
    const response = await route.fetch();
    const svg = await response.body();
    const sharp = require(path.join(repoRoot, 'node_modules/sharp'));
    const width = Math.round(Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg.toString())?.[1] ?? 600));
    rasterCache.set(url, await sharp(svg, { density: 72 }).resize({ width }).webp({ quality: 80 }).toBuffer());
  }
  await route.fulfill({ status: 200, contentType: 'image/webp', headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' }, body: rasterCache.get(url) });
}

/** @param {import('playwright-core').Browser} browser @param {string} url */
async function measureOnce(browser, url) {
  const context = await browser.newContext(PHONE);
  // Held back: the fertilizer popup opens at a moment of its own and paints its own picture.
  await context.addInitScript(() => localStorage.setItem('fertilizerPopupLastSeen', String(Date.now())));
  if (MODE === 'raster') await context.route(/\/uploads\/.*\.svg$/, rasterAnswer);
  if (MODE === 'none') await context.route(/\/uploads\//, (route) => route.fulfill({ status: 404, body: '' }));
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let pictureBytes = 0;
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'image') return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) pictureBytes += sizes.responseBodySize;
  });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-live]', { timeout: 30_000 });
  await page.waitForTimeout(SETTLE_MS);
  const raw = await browser.stopTracing();
  if (options['keep-traces']) writeFileSync(path.join(options['keep-traces'], `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), raw);
  const trace = JSON.parse(raw.toString());
  await context.close();
  return { ...mainThreadFigures(trace), pictureKb: pictureBytes / 1024 };
}

async function serveBuilds() {
  const base = Number(process.env.MIMEA_PORT_BASE ?? 5000);
  const child = spawn(process.execPath, [path.join(repoRoot, 'tools/serve/serve.mjs')], { env: { ...process.env, MIMEA_PORT_BASE: String(base) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://localhost:${base}`;
  for (const deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (child.exitCode !== null) throw new Error(`tools/serve/serve.mjs stopped (exit code ${child.exitCode})`);
    if (await fetch(`${origin}/runtime-config.json`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('The builds were not served within 30 s');
  }
  // Every remote too: a page measured without its remote paints something else.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { origin, close: () => new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : (child.once('exit', resolve), child.kill('SIGTERM')))) };
}

const fmt = (/** @type {number} */ value) => value.toFixed(1).padStart(7);

async function main() {
  const shop = options.origin ? { origin: options.origin.replace(/\/+$/, ''), close: async () => undefined } : await serveBuilds();
  const browser = await chromium.launch({ executablePath, args });
  try {
    console.log(`Main thread during load, ms (4x CPU slowdown, 412x823 @1.75x, pictures: ${MODE}, ${RUNS} runs, median)`);
    console.log(`${'page'.padEnd(22)}${['style', 'layout', 'paint', 'decode', 'l+p+d', 'all', 'pic KB'].map((label) => label.padStart(8)).join('')}`);
    for (const pagePath of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(browser, shop.origin + pagePath));
      for (const [index, run] of runs.entries()) {
        console.log(`  run ${index + 1}`.padEnd(22) + [run.style, run.layout, run.paint, run.decode, run.layout + run.paint + run.decode, run.total, run.pictureKb].map((value) => ` ${fmt(value)}`).join(''));
      }
      const m = (/** @type {(run: any) => number} */ pick) => median(runs.map(pick));
      console.log(
        pagePath.padEnd(22) +
          [m((r) => r.style), m((r) => r.layout), m((r) => r.paint), m((r) => r.decode), m((r) => r.layout + r.paint + r.decode), m((r) => r.total), m((r) => r.pictureKb)].map((value) => ` ${fmt(value)}`).join(''),
      );
    }
  } finally {
    await browser.close();
    await shop.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
