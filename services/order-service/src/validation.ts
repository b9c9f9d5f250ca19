import { hasHiddenCharacters } from '@mimea/order-rules';
import { z } from 'zod';

export interface Problem {
  field: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/** A NUL byte, or half of a UTF-16 surrogate pair: text PostgreSQL cannot store (text or jsonb). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const unstorableMessage = 'This text holds a character the shop cannot store (a NUL byte or a broken Unicode character).';

/** Every string in the input (values, not keys) that the database would refuse, by path. */
function unstorableText(input: unknown, path: (string | number)[] = [], found: Problem[] = []): Problem[] {
  if (found.length >= 20 || path.length > 10) return found;
  if (typeof input === 'string') {
    if (UNSTORABLE.test(input)) found.push({ field: path.length > 0 ? path.join('.') : '(body)', message: unstorableMessage });
  } else if (Array.isArray(input)) {
    input.forEach((item, index) => unstorableText(item, [...path, index], found));
  } else if (typeof input === 'object' && input !== null) {
    for (const [key, value] of Object.entries(input)) unstorableText(value, [...path, key], found);
  }
  return found;
}

/**
 * Runs a schema and turns its issues into `{ field, message }` for the 400 answer. Text the
 * database cannot hold is refused here, by field, rather than failing in the database as a 503.
 */
export function check<T>(schema: z.ZodType<T>, input: unknown): Checked<T> {
  const unstorable = unstorableText(input);
  if (unstorable.length > 0) return { ok: false, problems: unstorable };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({ field: issue.path.length > 0 ? issue.path.join('.') : '(body)', message: issue.message })),
  };
}

/** `?page=&pageSize=` of the owner's listings: 50 a page by default, at most 200. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000, 'page is at most 1,000,000.').default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * A shop day, YYYY-MM-DD, that is a real date of the calendar (not 2024-13-45 or 2025-02-29).
 */
export const shopDay = z.string().superRefine((day, context) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) context.addIssue({ code: 'custom', message: 'Dates are written YYYY-MM-DD.' });
  else if (!isCalendarDay(day)) context.addIssue({ code: 'custom', message: 'This is not a date of the calendar.' });
});

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

// What text typed by people may not hold is the order rules' (hidden-characters.ts): the
// shopper's browser checks an order's notes with the same rule.
export { hasHiddenCharacters };

export interface PlainTextRules {
  /** Fewest characters once trimmed (0: may be empty). */
  min?: number;
  max: number;
  /** A name, a username: no newline or tab either. */
  singleLine?: boolean;
  /** The 400 problem's message when shorter than `min`. */
  tooShort?: string;
}

/**
 * Text people type and others read (a reason, a note, a name): trimmed, `min`–`max` characters,
 * and refused when it holds control, bidi or invisible characters ("Remove the invisible
 * characters from the reason."). `what` names the field in the messages ("reason", "name").
 */
export function plainText(what: string, { min = 0, max, singleLine = false, tooShort }: PlainTextRules) {
  const base = z.string(`The ${what} is text.`).trim();
  const sized = (min > 0 ? base.min(min, tooShort ?? `The ${what} has at least ${min} characters.`) : base).max(max, `The ${what} has at most ${max} characters.`);
  return sized.refine((text) => !hasHiddenCharacters(text, singleLine), `Remove the invisible characters from the ${what}.`);
}
