/**
 * What text typed by people may not hold (docs/office.md, "Security"): the order service refuses it
 * in the office's reasons and names and in an order's notes, the checkout in its notes field.
 * Control characters but newline and tab, and the bidi and invisible characters that make text read otherwise than it is
 * (U+061C, U+200B–U+200F, U+202A–U+202E, U+2060–U+2064, U+2066–U+2069, U+FEFF). A zero-width
 * joiner between two pictographs is an emoji's own (👩‍👧), and stays.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for.
const HIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|(?<!\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;
/** A single line: no newline or tab either. */
const LINE_BREAK = /[\n\t]/;

/** Whether text holds a character plainText refuses. */
export const hasHiddenCharacters = (text: string, singleLine = false): boolean => HIDDEN.test(text) || (singleLine && LINE_BREAK.test(text));
