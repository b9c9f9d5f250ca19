import { formatKES, maxLineQuantity } from '@mimea/shared';

/** What a cart or checkout line says when the catalogue changed since it was added (issue 55). */
export const lineNoticeTexts = {
  priceChanged: (from: number, to: number) => `Price changed from ${formatKES(from)} to ${formatKES(to)}`,
  onlyLeft: (available: number) => `Only ${available} left`,
  outOfStock: 'Out of stock',
} as const;

/** What a line says of its stock: nothing while the stock covers its quantity (or is unknown). */
export function stockNotice(quantity: number, stock: number | undefined): string | null {
  if (stock === undefined || stock >= quantity) return null;
  return stock === 0 ? lineNoticeTexts.outOfStock : lineNoticeTexts.onlyLeft(stock);
}

/** The most a line's stepper goes to: what one order may carry at its price, and no more than the stock. */
export function lineMaxQuantity(price: number, stock: number | undefined): number {
  const most = maxLineQuantity(price);
  return stock === undefined ? most : Math.max(1, Math.min(most, stock));
}

/** Each line's notices, in the order the line shows them. */
export function lineNotices(line: { price: number; quantity: number }, priceFrom: number | undefined, stock: number | undefined): string[] {
  const notices: string[] = [];
  if (priceFrom !== undefined && priceFrom !== line.price) notices.push(lineNoticeTexts.priceChanged(priceFrom, line.price));
  const short = stockNotice(line.quantity, stock);
  if (short) notices.push(short);
  return notices;
}
