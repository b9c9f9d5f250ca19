// Loads one page in Chromium with a cold cache and gathers what `npm run measure` prints and
// checks (tools/measure/page-checks.mjs): the document's status, what its main region drew, the
// requests that failed, the JavaScript it loaded (compressed, as the servers send it), the copies
// of each shared library (the federation runtime's share registry), the React fibers it holds
// once settled, and on request how busy its main thread is untouched.
import http from 'node:http';

const VIEWPORT = { viewport: { width: 390, height: 844 }, isMobile: true };
/** How long the page is watched, untouched, for work it does by itself. */
export const IDLE_WINDOW_MS = 10_000;

/**
 * Copies of each shared package the page loaded, from the federation runtime's registry; null
 * when the page has none (no federation runtime ran).
 */
function countSharedCopies() {
  const registry = globalThis.__FEDERATION__?.__SHARE__;
  if (!registry) return null;
  /** @type {Record<string, Set<string>>} */
  const copies = {};
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

/** What the page drew: its main region's text, and the first line (its title) of a remote's fallback if one shows. */
function drawn() {
  const fallback = globalThis.document.querySelector('[data-remote-fallback]');
  const firstLine = (/** @type {HTMLElement} */ element) => element.innerText.split('\n').map((line) => line.trim()).find(Boolean);
  return {
    mainText: globalThis.document.querySelector('main')?.textContent ?? '',
    fallback: fallback ? (firstLine(fallback) ?? 'a fallback') : null,
  };
}

/** The bytes of `url`'s body on the wire, gzip-compressed as a browser asks for it. @param {string} url */
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

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string, path: string, name?: string, cart?: string, settleMs?: number, idle?: boolean }} options
 *   `name`: what the page is called in the results (config/measured-pages.cjs; its path by
 *   default); `cart`: the stored cart (JSON) the page is visited with; `settleMs`: quiet time (no
 *   request) after load before counting, so lazily loaded parts count too; `idle`: also measure
 *   how busy the main thread is untouched
 */
export async function measurePage(browser, { origin, path, name = path, cart, settleMs = 2500, idle: measureIdle = false }) {
  const context = await browser.newContext(VIEWPORT);
  await context.addInitScript(recordReactRoots);
  if (cart !== undefined) await context.addInitScript((stored) => localStorage.setItem('cart', stored), cart);
  const page = await context.newPage();
  /** @type {import('playwright-core').Request[]} */
  const finished = [];
  /** An error status where there was one (the browser may then abort the body), else why no answer. */
  /** @type {Map<import('playwright-core').Request, import('./page-checks.mjs').FailedRequest>} */
  const failed = new Map();
  let lastRequestAt = Date.now();
  page.on('request', () => (lastRequestAt = Date.now()));
  page.on('requestfinished', (request) => finished.push(request));
  page.on('response', (response) => {
    const request = response.request();
    if (response.status() >= 400) failed.set(request, { url: request.url(), kind: request.resourceType(), status: response.status() });
  });
  page.on('requestfailed', (request) => {
    if (!failed.has(request)) failed.set(request, { url: request.url(), kind: request.resourceType(), failure: request.failure()?.errorText });
  });
  /** @type {number | null} */
  let status = null;
  try {
    status = (await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' }))?.status() ?? null;
  } catch {
    // No answer: said by the checks.
  }
  // The shopper has seen the page (a key, as a scroll would, without loading what a scroll
  // brings near): on a first visit the fertilizer popup comes now rather than 4 s after load,
  // and counts every time.
  if (status !== null) await page.keyboard.press('Shift');
  // Everything the page loads by itself counts (the fertilizer popup waits for an idle moment
  // after load): quiet means no request for settleMs, so the count is the same at every run.
  for (const deadline = Date.now() + 20_000; Date.now() - lastRequestAt < settleMs && Date.now() < deadline; ) await page.waitForTimeout(Math.min(200, settleMs));
  const scripts = new Set();
  for (const request of finished) {
    const response = await request.response();
    if (!response || response.status() >= 400) continue;
    const type = response.headers()['content-type'] ?? '';
    if (request.resourceType() === 'script' || type.includes('javascript')) scripts.add(request.url());
  }
  // The browser does not always report a body's size (a response it reused reads -1): each
  // script is asked for once more, compressed as the servers send it, and its bytes counted.
  let jsBytes = 0;
  for (const url of scripts) jsBytes += await compressedSize(url);
  const shared = status === null ? null : await page.evaluate(countSharedCopies);
  const fibers = status === null ? 0 : await page.evaluate(countReactFibers);
  const { mainText, fallback } = status === null ? { mainText: '', fallback: null } : await page.evaluate(drawn);
  const idle = measureIdle && status !== null ? await idleBusyShare(page) : null;
  await context.close();
  // A returning shopper: the fertilizer popup (a first visit's) stays closed.
  const returning = idle !== null ? await measureReturningIdle(browser, `${origin}${path}`, settleMs) : null;
  return { path: name, status, mainText, fallback, failedRequests: [...failed.values()], jsBytes, requests: finished.length, fibers, shared, idle, returning };
}

/** @param {import('playwright-core').Browser} browser @param {string} url @param {number} settleMs */
async function measureReturningIdle(browser, url, settleMs) {
  const context = await browser.newContext(VIEWPORT);
  await context.addInitScript(() => {
    localStorage.setItem('fertilizerPopupLastSeen', String(Date.now()));
    localStorage.setItem('nopfPopupSeen', 'true');
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  const idle = await idleBusyShare(page);
  await context.close();
  return idle;
}

/**
 * The share of IDLE_WINDOW_MS the page's main thread spends on tasks with nobody touching it
 * (Chromium's own TaskDuration counter), after the page has loaded and settled.
 * @param {import('playwright-core').Page} page
 */
async function idleBusyShare(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  const before = await taskSeconds();
  await page.waitForTimeout(IDLE_WINDOW_MS);
  const busy = (await taskSeconds()) - before;
  return busy / (IDLE_WINDOW_MS / 1000);
}
