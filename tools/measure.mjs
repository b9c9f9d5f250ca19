// `npm run measure`: loads the pages below of the production build in Chromium, each with a
// cold cache, and prints per page the JavaScript transferred (compressed bytes on the wire), the
// request count, how many copies of each shared library the page loaded (the federation
// runtime's share registry; every count must be 1), the React fibers the page's tree holds once
// settled (what React walked to hydrate and keeps: a deterministic count of its work, where CPU
// time on this machine is too noisy to compare), and for / how busy the main thread is in 10 s
// after load with nobody touching the page. Exits non-zero when a library is loaded twice.
//
// Uses the servers of a running `npm start` when port 3000 answers; otherwise builds what is
// stale and serves the builds itself for the run.
import http from 'node:http';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { buildStaleApps } from './build-stale.mjs';
import { startAllServers } from './serve.mjs';

const require = createRequire(import.meta.url);
const { executablePath, args } = require('../config/chromium.cjs');

const { firstLoadJsKb, goalKb } = require('../config/budgets.cjs');

const ORIGIN = 'http://localhost:3000';
const PAGES = Object.keys(firstLoadJsKb);
/** `--budget`: fail when a page loads more JavaScript than config/budgets.cjs allows (npm test). */
const checkBudget = process.argv.includes('--budget');
/** Quiet time (no request) after load before counting, so lazily loaded remotes are counted too. */
const SETTLE_MS = 2500;
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

/**
 * Runs before the page's scripts: a stand-in for React DevTools' hook, which React tells of every
 * root it commits, so the fibers can be counted once the page has settled (countReactFibers).
 */
function recordReactRoots() {
  const roots = new Set();
  globalThis.__mimeaReactRoots = roots;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot: (_id, root) => roots.add(root),
  };
}

/** The fibers of the React trees the page committed (its components and elements). */
function countReactFibers() {
  let count = 0;
  for (const root of globalThis.__mimeaReactRoots ?? []) {
    const stack = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop();
      count += 1;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
  }
  return count;
}

/** The bytes of `url`'s body on the wire, gzip-compressed as a browser asks for it. */
function compressedSize(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

async function measurePage(browser, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await context.addInitScript(recordReactRoots);
  const page = await context.newPage();
  const finished = [];
  let lastRequestAt = Date.now();
  page.on('request', () => (lastRequestAt = Date.now()));
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
  // Everything the page loads by itself counts (the fertilizer popup waits for an idle moment
  // after load): quiet means no request for SETTLE_MS, so the count is the same at every run.
  for (const deadline = Date.now() + 20_000; Date.now() - lastRequestAt < SETTLE_MS && Date.now() < deadline; ) await page.waitForTimeout(200);
  const scripts = new Set();
  for (const request of finished) {
    const response = await request.response();
    const type = response?.headers()['content-type'] ?? '';
    if (request.resourceType() === 'script' || type.includes('javascript')) scripts.add(request.url());
  }
  // The browser does not always report a body's size (a response it reused reads -1): each
  // script is asked for once more, compressed as the servers send it, and its bytes counted.
  let jsBytes = 0;
  for (const url of scripts) jsBytes += await compressedSize(url);
  const shared = await page.evaluate(countSharedCopies);
  const fibers = await page.evaluate(countReactFibers);
  const idle = path === '/' && !checkBudget ? await idleBusyShare(page) : null;
  await context.close();
  // A returning shopper: the fertilizer popup (a first visit's) stays closed.
  const returning = idle !== null ? await measureReturningIdle(browser, path) : null;
  return { path, jsBytes, requests: finished.length, fibers, shared, idle, returning };
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
console.log(['page', 'JS (KB)', 'budget (KB)', 'requests', 'React fibers', 'shared libraries loaded more than once'].join(' | '));
console.log('--- | ---: | ---: | ---: | ---: | ---');
for (const result of results) {
  const twice = Object.entries(result.shared).filter(([, n]) => n > 1);
  console.log([result.path, (result.jsBytes / 1024).toFixed(1), firstLoadJsKb[result.path], result.requests, result.fibers, twice.length ? twice.map(([name, n]) => `${name} x${n}`).join(', ') : 'none'].join(' | '));
}
console.log(`(goal: ${goalKb.home} KB on /, ${goalKb.otherPages} KB on the other pages)`);
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
const over = results.filter((result) => result.jsBytes / 1024 > firstLoadJsKb[result.path]);
if (checkBudget && over.length > 0) {
  for (const result of over) console.error(`\n${result.path} loads ${(result.jsBytes / 1024).toFixed(1)} KB of JavaScript, over its budget of ${firstLoadJsKb[result.path]} KB (config/budgets.cjs).`);
  process.exit(1);
}
