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
