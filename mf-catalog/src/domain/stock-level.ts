/** At or below this many units, cards and the product page say how many are left. */
export const FEW_LEFT = 5;

/**
 * What a product's stock tells a shopper beside its price: out of stock at 0 (spec section 4:
 * Add to Cart and Buy Now are disabled then), "Only N left" at FEW_LEFT or fewer, else nothing.
 */
export function stockNote(stock: number): 'Out of Stock' | `Only ${number} left` | null {
  if (stock <= 0) return 'Out of Stock';
  return stock <= FEW_LEFT ? `Only ${stock} left` : null;
}
