/** Longest a toast waits for the next paint: a tab in the background draws no frames. */
export const PAINT_WAIT_CAP_MS = 250;

/**
 * Runs `run` once the browser has painted what the current task changed: a frame's callback runs
 * before its paint, and a task queued from it runs after that paint. In a tab in the background
 * (no frames) it runs after `capMs`. Once either way.
 */
export function afterNextPaint(run: () => void, capMs = PAINT_WAIT_CAP_MS): void {
  let done = false;
  const once = (): void => {
    if (!done) {
      done = true;
      run();
    }
  };
  setTimeout(once, capMs);
  requestAnimationFrame(() => setTimeout(once, 0));
}
