/** The next first-visible index of a carousel showing `visible` of `count` items; wraps to the start. */
export function nextIndex(index: number, count: number, visible = 1): number {
  const last = Math.max(0, count - visible);
  return index >= last ? 0 : index + 1;
}

/** The previous first-visible index; from the start it wraps to the end. */
export function previousIndex(index: number, count: number, visible = 1): number {
  const last = Math.max(0, count - visible);
  return index <= 0 ? last : Math.min(index - 1, last);
}

/** The indexes [low, high) of a carousel's cards drawn so far. */
export interface DrawnRange {
  low: number;
  high: number;
}

/**
 * The cards drawn once the view starts at `first`: those drawn before, and the cards in view
 * with a view's worth on each side (what a step slides in is already there). A row of 30 cards
 * drew all 30 on every home page load; now it draws three views' worth, and a card once drawn
 * stays, so a step mounts at most the one card coming near and unmounts none.
 */
export function drawnRange(previous: DrawnRange | null, first: number, visible: number): DrawnRange {
  const low = first - visible;
  const high = first + 2 * visible;
  return previous === null ? { low, high } : { low: Math.min(previous.low, low), high: Math.max(previous.high, high) };
}
