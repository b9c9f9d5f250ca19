// Tells React what was typed into a part of the page before React took it over
// (keep-early-typing.ts): loaded only when there is something to tell.
import { heard, here, keyOf, partOf, replaying, TEXT_FIELDS, type Part, type TextField, type Typed } from './typed-fields';

/** What a part's hydration found no field for yet (its page drawn anew, still loading), by key. */
const pending = new Map<string, Typed>();
let watching: MutationObserver | null = null;

/** The field's own value setter, which React's change tracking does not see. */
function untrackedSetter(field: TextField): (value: string) => void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  return (value) => setter?.call(field, value);
}

/** Makes React read `typed` in `field` as typed now: its tracker learns the rendered value, the field shows the typed one. */
function replay(field: TextField, typed: string): void {
  replaying.now = true;
  try {
    field.value = field.defaultValue;
    untrackedSetter(field)(typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  } finally {
    replaying.now = false;
  }
}

/**
 * Brings back what is pending into the fields drawn since, each still showing its default (a key
 * two fields share is left alone: which one was meant is not known). What was typed on another
 * page is dropped: it never goes into this one.
 */
function bringBackPending(): void {
  const fields = [...document.querySelectorAll<TextField>(TEXT_FIELDS)];
  const keys = fields.map(keyOf);
  const found: { field: TextField; typed: string }[] = [];
  for (const [key, was] of pending) {
    const index = keys.indexOf(key);
    // Typed again since (heard anew), or typed on another page: never brought back.
    if (was.path !== here() || heard.has(key)) pending.delete(key);
    if (!pending.has(key) || index === -1 || index !== keys.lastIndexOf(key)) continue;
    pending.delete(key);
    const field = fields[index];
    if (field && field.value === field.defaultValue && field.value !== was.typed) found.push({ field, typed: was.typed });
  }
  for (const { field, typed } of found) replay(field, typed);
  if (pending.size === 0) {
    watching?.disconnect();
    watching = null;
  }
}

/** Tells React of the text typed into one hydrated part's fields before it took them over. */
export function replayTyping(part: Part): void {
  const fields = [...document.querySelectorAll<TextField>(TEXT_FIELDS)].filter((field) => partOf(field) === part);
  // React renders a controlled field's value as its default too: a difference was typed. All are
  // read first: telling React about one re-renders the form, which resets the others' text.
  const typedEarly = fields.filter((field) => field.value !== field.defaultValue).map((field) => ({ field, typed: field.value }));
  // What was heard typed into this part and is not in its fields now: React drew them anew, and
  // may draw them only once the page's data has come. Brought back as those fields appear.
  const showing = new Set(typedEarly.map(({ field }) => keyOf(field)));
  for (const [key, was] of heard) {
    if (!key.startsWith(`${part} `)) continue;
    heard.delete(key);
    if (!showing.has(key) && was.path === here()) pending.set(key, was);
  }
  for (const { field, typed } of typedEarly) replay(field, typed);
  bringBackPending();
  if (pending.size > 0 && !watching) {
    watching = new MutationObserver(bringBackPending);
    watching.observe(document.body, { childList: true, subtree: true });
  }
}
