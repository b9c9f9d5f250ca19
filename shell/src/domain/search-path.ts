/**
 * The header search rule (storefront spec section 5): the text is trimmed, empty does nothing,
 * otherwise the shop opens with the encoded text as `search`.
 */
export function searchPath(text: string): string | null {
  const term = text.trim();
  return term === '' ? null : `/shop?search=${encodeURIComponent(term)}`;
}
