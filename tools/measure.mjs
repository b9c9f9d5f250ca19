// `npm run measure`: loads the pages below of the production build in Chromium, each with a
// cold cache, and prints per page the JavaScript transferred (compressed bytes on the wire), the
// request count, how many copies of each shared library the page loaded (the federation
// runtime's share registry; every count must be 1), and for / how busy the main thread is in
// 10 s after load with nobody touching the page. Exits non-zero when a library is loaded twice.
//
// Uses the servers of a running `npm start` when port 3000 answers; otherwise builds what is
// stale and serves the builds itself for the run.
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { buildStaleApps } from './build-stale.mjs';
import { startAllServers } from './serve.mjs';

const require = createRequire(import.meta.url);
const { executablePath, args } = require('../config/chromium.cjs');

const ORIGIN = 'http://localhost:3000';
const PAGES = ['/', '/shop', '/product/olive-soap', '/cart', '/nopf', '/packages/DiabetesCare', '/contact'];
/** Quiet time after the load event, so lazily loaded remotes are counted too. */
const SETTLE_MS = 1500;
/** How long the page is watched, untouched, for work it does by itself. */
const IDLE_WINDOW_MS = 10_000;

async function shopIsRunning() {
  try {
    return (await fetch(`${ORIGIN}/runtime-config.json`)).ok;
  } catch {
    return false;
  }
}

/** Copies of each shared package the page loaded, from the federation runtime's registry. */
function countSharedCopies() {
  /** @type {Record<string, Set<string>>} */
  const copies = {};
  const registry = globalThis.__FEDERATION__?.__SHARE__ ?? {};
  for (const scopes of Object.values(registry)) {
    for (const packages of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(packages)) {
        copies[name] ??= new Set();
        for (const [version, share] of Object.entries(versions)) {
          if (share.loaded || share.lib) copies[name].add(`${version} from ${share.from}`);
        }
      }
    }
  }
  return Object.fromEntries(Object.entries(copies).map(([name, set]) => [name, set.size]));
}

async function measurePage(browser, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  let jsBytes = 0;
  for (const request of finished) {
    const response = await request.response();
    const type = response?.headers()['content-type'] ?? '';
    if (request.resourceType() === 'script' || type.includes('javascript')) jsBytes += (await request.sizes()).responseBodySize;
  }
  const shared = await page.evaluate(countSharedCopies);
  const idle = path === '/' ? await idleBusyShare(page) : null;
  await context.close();
  // A returning shopper: the fertilizer popup (a first visit's) stays closed.
  const returning = path === '/' ? await measureReturningIdle(browser, path) : null;
  return { path, jsBytes, requests: finished.length, shared, idle, returning };
}

async function measureReturningIdle(browser, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await context.addInitScript(() => {
    localStorage.setItem('fertilizerPopupLastSeen', String(Date.now()));
    localStorage.setItem('nopfPopupSeen', 'true');
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const idle = await idleBusyShare(page);
  await context.close();
  return idle;
}

/**
 * The share of IDLE_WINDOW_MS the page's main thread spends on tasks with nobody touching it
 * (Chromium's own TaskDuration counter), after the page has loaded and settled.
 */
async function idleBusyShare(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration').value;
  const before = await taskSeconds();
  await page.waitForTimeout(IDLE_WINDOW_MS);
  const busy = (await taskSeconds()) - before;
  return busy / (IDLE_WINDOW_MS / 1000);
}

let servers = [];
if (!(await shopIsRunning())) {
  buildStaleApps();
  servers = await startAllServers({ quiet: true });
}
const browser = await chromium.launch({ executablePath, args });
const results = [];
try {
  for (const path of PAGES) results.push(await measurePage(browser, path));
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}

const libraries = [...new Set(results.flatMap((result) => Object.keys(result.shared)))].sort();
console.log('\nFirst load, cold cache, mobile viewport (JS = compressed bytes transferred)\n');
console.log(['page', 'JS (KB)', 'requests', 'shared libraries loaded more than once'].join(' | '));
console.log('--- | ---: | ---: | ---');
for (const result of results) {
  const twice = Object.entries(result.shared).filter(([, n]) => n !== 1);
  console.log([result.path, (result.jsBytes / 1024).toFixed(1), result.requests, twice.length ? twice.map(([name, n]) => `${name} x${n}`).join(', ') : 'none'].join(' | '));
}
for (const result of results) {
  if (result.idle !== null)
    console.log(
      `\nMain thread busy on ${result.path}, untouched, ${IDLE_WINDOW_MS / 1000} s after load: ${(result.idle * 100).toFixed(1)}% on a first visit (the fertilizer popup open), ${(result.returning * 100).toFixed(1)}% on a later one (budget 3%)`,
    );
}
console.log('\nCopies loaded per shared library (0 = not needed on that page):\n');
console.log(['library', ...PAGES].join(' | '));
console.log(['---', ...PAGES.map(() => '---:')].join(' | '));
for (const name of libraries) console.log([name, ...results.map((result) => result.shared[name] ?? 0)].join(' | '));

const failed = results.some((result) => Object.values(result.shared).some((n) => n > 1));
if (failed) {
  console.error('\nA shared library was loaded more than once.');
  process.exit(1);
}
