/** Longest the shop's code waits for the page's leading pictures, however slow their server. */
export const ARRIVAL_PAINT_CAP_MS = 1500;

/**
 * Resolves once the browser has painted the page as it arrived, its leading pictures (those a
 * remote marks `fetchpriority="high"`: the hero, a product's photo, a listing's first cards)
 * included; at once when the page arrived empty (an app page the client draws).
 *
 * Why wait: on a phone's link the shop's libraries (~200 KB) would share the bandwidth with
 * those pictures, and their evaluation would hold the first paint back; started after it, the
 * page a shopper reads is painted first (Largest Contentful Paint), then comes alive. The wait
 * ends after ARRIVAL_PAINT_CAP_MS however slow the pictures, and in a tab in the background
 * (no frames).
 */
export function afterArrivalPaint(root: Element | null, capMs = ARRIVAL_PAINT_CAP_MS): Promise<void> {
  if (!root?.firstElementChild) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      resolve();
    };
    // A frame's callback runs before its paint; a task queued from it runs after that paint.
    const afterNextPaint = (): void => {
      requestAnimationFrame(() => setTimeout(finish, 0));
    };
    setTimeout(finish, capMs);
    const pending = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((picture) => !picture.complete);
    if (pending.length === 0) {
      afterNextPaint();
      return;
    }
    let left = pending.length;
    const settled = (): void => {
      left -= 1;
      if (left === 0) afterNextPaint();
    };
    for (const picture of pending) {
      picture.addEventListener('load', settled, { once: true });
      picture.addEventListener('error', settled, { once: true });
    }
  });
}
