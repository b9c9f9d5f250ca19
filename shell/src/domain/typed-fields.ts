// What a shopper typed into the page's fields, by a key that names a field in the page's HTML and
// in React's drawing of it alike: heard by keep-early-typing.ts, told to React by typing-replay.ts.

export type TextField = HTMLInputElement | HTMLTextAreaElement;
export type Part = 'chrome' | 'region';
export interface Typed {
  path: string;
  typed: string;
}

/** The fields a shopper types into (not MUI's hidden measuring copy of a growing text area). */
export const TEXT_FIELDS = ':is(input:not([type=hidden], [type=checkbox], [type=radio], [type=file], [type=submit], [type=button]), textarea):not([aria-hidden=true], [readonly])';

export const partOf = (field: Element): Part => (document.getElementById('main')?.contains(field) ? 'region' : 'chrome');
export const here = () => `${location.pathname}${location.search}`;

/**
 * What names a field in the HTML and in React's drawing of it alike: its name, its accessible
 * label or its placeholder, in its part of the page. (Not its id: React's ids differ between a
 * hydrated field and one drawn anew.) Null when it has none.
 */
export function keyOf(field: TextField): string | null {
  const name = field.name || field.getAttribute('aria-label') || field.labels?.[0]?.textContent?.trim() || field.placeholder;
  return name ? `${partOf(field)} ${field.tagName} ${name}` : null;
}

/** What was typed, by field key (kept in memory only, never stored). */
export const heard = new Map<string, Typed>();
/** True while typing-replay.ts tells React of a text: its own input events are not heard. */
export const replaying = { now: false };
