// A page that arrives as HTML can be typed into before React has taken it over (hydrated it):
// React keeps what the field shows but not what it holds, so the first Send would find the
// field empty. Once a part of the page is hydrated, what was typed into it is told to React
// (typing-replay.ts), as if typed now: what was typed is not lost.
//
// Where the browser's data differs from the HTML's (a price the owner changed since the page was
// rendered), React does not take the HTML over: it throws it away and draws the part anew, with
// new, empty fields. What was typed is then found in what `startKeepingTyping` heard.

import { heard, here, keyOf, partOf, replaying, TEXT_FIELDS, type Part, type TextField } from './typed-fields';

let listening = false;

/** Listens, from before the page's hydration, to what is typed into its fields. */
export function startKeepingTyping(): void {
  if (listening) return;
  listening = true;
  const hear = (field: TextField) => {
    const key = keyOf(field);
    if (!key) return;
    heard.set(key, { path: here(), typed: field.value });
  };
  // Typed before this script ran (the page's HTML came first).
  for (const field of document.querySelectorAll<TextField>(TEXT_FIELDS)) if (field.value !== field.defaultValue) hear(field);
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!replaying.now && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.matches(TEXT_FIELDS)) hear(field);
    },
    true,
  );
}

/**
 * Called once a part of the page is React's: the page's region (inside the main element) or the
 * chrome (outside it); the other part may not be hydrated yet, and is left alone until it is.
 * The code that tells React loads only when this part was typed into on this page: most pages
 * are not typed into before they are live.
 */
export function keepEarlyTyping(part: Part): void {
  for (const [key, was] of heard) if (key.startsWith(`${part} `) && was.path !== here()) heard.delete(key);
  const typed = [...heard.keys()].some((key) => key.startsWith(`${part} `));
  if (!typed && ![...document.querySelectorAll<TextField>(TEXT_FIELDS)].some((field) => partOf(field) === part && field.value !== field.defaultValue)) return;
  void import(/* webpackChunkName: "typing-replay" */ './typing-replay').then(
    ({ replayTyping }) => replayTyping(part),
    () => undefined,
  );
}
