/** Longest the shop's code waits for the page's leading picture, however slow its server. */
export const ARRIVAL_PAINT_CAP_MS = 1500;

/**
 * Resolves once the browser has painted the page as it arrived, its leading picture (the one a
 * remote marks `fetchpriority="high"`: the hero, a product's photo) included; at once when the
 * page arrived empty (an app page the client draws).
 *
 * Why wait: on a phone's link the shop's libraries (~200 KB) share the bandwidth with that
 * picture and their evaluation holds the first paint back; started after it, the page a shopper
 * reads is painted first (Largest Contentful Paint), then comes alive. A picture that has not
 * loaded after ARRIVAL_PAINT_CAP_MS, or a tab in the background (no frames), stops the wait.
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
    const picture = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!picture || picture.complete) {
      afterNextPaint();
      return;
    }
    picture.addEventListener('load', afterNextPaint, { once: true });
    picture.addEventListener('error', afterNextPaint, { once: true });
  });
}
