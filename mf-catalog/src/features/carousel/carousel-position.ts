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

/**
 * Whether the card at `index` is drawn: the cards in view and a view's worth on each side (what
 * a step slides in is already there), not the whole row. A row of 30 cards drew 30 cards'
 * elements on every home page load; now it draws at most three views' worth.
 */
export function isDrawn(index: number, first: number, visible: number): boolean {
  return index >= first - visible && index < first + 2 * visible;
}
