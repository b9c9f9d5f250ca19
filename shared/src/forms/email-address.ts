/**
 * The shop's one rule for an e-mail address, in every form (review, checkout, contact) and in
 * the order service: a name, @, and a domain of dot-separated labels ending in a top-level
 * domain of two or more letters; no spaces, no second @, no <, >, ( or ). (The review, checkout
 * and contact forms each had their own, and disagreed on `a@b.c`, `x@y..ke` and `<a>@b.co`.)
 */
export const EMAIL_ADDRESS = /^[^\s@<>()]+@(?:[^\s@<>().]+\.)+[A-Za-z]{2,}$/;

/** Whether the text, trimmed, is an e-mail address the shop accepts. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text.trim());
}
