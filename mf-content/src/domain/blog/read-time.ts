/** The words of an article's HTML, tags and character references (&amp;) left out. */
export function countWords(html: string): number {
  return html
    .replace(/<[^>]*>|&#?\w+;/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read (storefront spec section 9): words / 200, rounded up, at least 1. */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / 200));
}
