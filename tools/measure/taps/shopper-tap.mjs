// A tap as a shopper's finger makes it, for the taps of interactions.mjs. Playwright's tap() and
// click() do more than touch: just before the input they scroll the element into view and run
// their checks on the page's own main thread (find it by its role, is it visible, stable,
// enabled), and during the input they listen to the tap's own events on the window to check what
// was hit (elementsFromPoint, a forced layout, inside every pointer and click event). Event
// Timing counts all of that in the tap, at 4× slowdown 20–40 ms that no shopper's tap carries.
// A shopper has the button on screen, and the page has finished drawing the scroll that brought
// it there, before their finger lands. So: `aim` (in an interaction's `prepare`, not measured)
// scrolls the element into view, lets the page settle, checks that its centre is the element
// itself, and keeps that point; `touch` and `clickAimed` (the measured `tap`) send the browser's
// input there and nothing else.

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

/** Where the next tap on each page lands (set by aim). @type {WeakMap<Page, { x: number, y: number }>} */
const aimedAt = new WeakMap();

/**
 * Resolves once the page is still: no new request for `quietMs` (what the scroll brought near
 * the screen has loaded) and two frames drawn after that.
 * @param {Page} page
 * @param {number} [quietMs]
 */
export async function settled(page, quietMs = 500) {
  await page.waitForFunction(
    (quiet) => {
      // Past the default 250 entries the browser would stop counting requests.
      performance.setResourceTimingBufferSize(100_000);
      const state = /** @type {{ count: number, since: number }} */ (Reflect.get(globalThis, '__mimeaSettle') ?? { count: -1, since: 0 });
      const count = performance.getEntriesByType('resource').length;
      if (count !== state.count) Reflect.set(globalThis, '__mimeaSettle', { count, since: performance.now() });
      return count === state.count && performance.now() - state.since >= quiet;
    },
    quietMs,
    { polling: 100, timeout: 15_000 },
  );
  await page.evaluate(() => new Promise((resolve) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(resolve))));
}

/**
 * Brings `target` on screen as the shopper's scroll would, waits for the page to settle, and
 * keeps its centre for the tap. Fails when something else covers that point (a popup, a sticky
 * bar): the tap would not reach the element.
 * @param {Page} page
 * @param {Locator} target
 */
export async function aim(page, target) {
  await target.scrollIntoViewIfNeeded();
  await settled(page);
  const box = await target.boundingBox();
  if (!box) throw new Error(`Nothing to tap: ${target} is not drawn`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const reached = await target.evaluate((element, { x, y }) => {
    const hit = globalThis.document.elementFromPoint(x, y);
    return hit !== null && (element === hit || element.contains(hit));
  }, point);
  if (!reached) throw new Error(`Something covers the centre of ${target}`);
  aimedAt.set(page, point);
}

/** @param {Page} page */
function aimedPoint(page) {
  const point = aimedAt.get(page);
  if (!point) throw new Error('Nothing was aimed at on this page: call aim() in the interaction\'s prepare');
  return point;
}

/** A finger's touch where aim() pointed (a phone). @param {Page} page */
export async function touch(page) {
  const { x, y } = aimedPoint(page);
  await page.touchscreen.tap(x, y);
}

/** A mouse click where aim() pointed (a desktop, the pointer moved there by aim's hover). @param {Page} page */
export async function clickAimed(page) {
  const { x, y } = aimedPoint(page);
  await page.mouse.click(x, y);
}

/**
 * aim(), and the pointer moved over the element, as a desktop shopper's is on the way to it.
 * @param {Page} page
 * @param {Locator} target
 */
export async function aimPointer(page, target) {
  await aim(page, target);
  const { x, y } = aimedPoint(page);
  await page.mouse.move(x, y);
  await settled(page, 300);
}
