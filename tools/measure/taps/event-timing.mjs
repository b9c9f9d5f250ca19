// How long a tap took, as the browser saw it: the Event Timing API's entries of the tap's
// interaction (pointerdown, pointerup, click; keydown, keyup), the longest of them being the
// interaction's duration, INP's rule. Each entry runs from the input to the next paint after
// its handlers, rounded to 8 ms by the browser.

/** Runs before the page's scripts: records every entry of an interaction from then on. */
export function recordEventTiming() {
  /** @type {Array<{ name: string, duration: number, interactionId: number, startTime: number }>} */
  const entries = [];
  Object.defineProperty(globalThis, '__mimeaTapEntries', { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries()))
      if (entry.interactionId) entries.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId, startTime: entry.startTime });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Forgets what was recorded so far (what came before the tap). @param {import('playwright-core').Page} page */
export function forgetEntries(page) {
  return page.evaluate(() => {
    /** @type {unknown[]} */ (Reflect.get(globalThis, '__mimeaTapEntries')).length = 0;
  });
}

/**
 * The entries recorded since forgetEntries, once the browser has had time to report them: it
 * does after the paint that follows the handlers, then an observer's task; two frames and a
 * quiet moment are plenty even at 4× slowdown.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Array<{ name: string, duration: number, interactionId: number, startTime: number }>>}
 */
export async function recordedEntries(page) {
  await page.evaluate(() => new Promise((resolve) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => setTimeout(resolve, 300)))));
  return page.evaluate(() => [.../** @type {Array<{ name: string, duration: number, interactionId: number, startTime: number }>} */ (Reflect.get(globalThis, '__mimeaTapEntries'))]);
}
