// The prices lines had before the catalogue's current price replaced them, for the cart and the
// checkout to say so (one page of the checkout moves the line; the next still says it changed).
// In memory only, like the checkout's draft: nothing of it needs to outlive the page.

/** Line id → the price it was added at, and the price it moved to. */
const changes = new Map<string, { from: number; to: number }>();

export function notePriceChange(id: string, from: number, to: number): void {
  // A second change keeps the price the shopper first saw.
  const earlier = changes.get(id);
  changes.set(id, { from: earlier?.from ?? from, to });
}

/** The price a line had before it moved to `price`; undefined when it did not move (or moved again since). */
export function priceBefore(id: string, price: number): number | undefined {
  const change = changes.get(id);
  return change && change.to === price && change.from !== price ? change.from : undefined;
}

/** The order is placed (or for tests): the next cart starts with no notices. */
export function forgetPriceChanges(): void {
  changes.clear();
}
