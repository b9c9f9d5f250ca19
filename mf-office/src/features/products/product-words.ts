// A slug of the catalogue as people read it: "immunity-energy" → "Immunity energy".
export function wordsOf(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
