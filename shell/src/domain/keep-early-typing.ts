// A page that arrives as HTML can be typed into before React has taken it over (hydrated it):
// React keeps what the field shows but not what it holds, so the first Send would find the
// field empty. Once a part of the page is hydrated, each field whose text differs from what
// React rendered into it gets an input event, as if typed now: what was typed is not lost.

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The fields a shopper types into (not MUI's hidden measuring copy of a growing text area). */
const TEXT_FIELDS = ':is(input:not([type=hidden], [type=checkbox], [type=radio], [type=file], [type=submit], [type=button]), textarea):not([aria-hidden=true], [readonly])';

/** The field's own value setter, which React's change tracking does not see. */
function untrackedSetter(field: TextField): (value: string) => void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  return (value) => setter?.call(field, value);
}

/**
 * Tells React about the text typed into the fields of one hydrated part before it took them
 * over: the page's region (`inside` the main element) or the chrome (outside it). The other part
 * may not be hydrated yet: it is left alone until it is.
 */
export function keepEarlyTyping(part: 'chrome' | 'region'): void {
  const main = document.getElementById('main');
  // React renders a controlled field's value as its default too: a difference was typed. All are
  // read first: telling React about one re-renders the form, which resets the others' text.
  const typedEarly = [...document.querySelectorAll<TextField>(TEXT_FIELDS)]
    .filter((field) => (main?.contains(field) ?? false) === (part === 'region') && field.value !== field.defaultValue)
    .map((field) => ({ field, typed: field.value }));
  for (const { field, typed } of typedEarly) {
    // React's tracker learns the rendered value, the field shows the typed one, and the input
    // event then reads as a change.
    field.value = field.defaultValue;
    untrackedSetter(field)(typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
