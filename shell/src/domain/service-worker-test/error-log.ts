// The diagnostic page's error log (purchase spec section 2.12): failed resource tests and failed
// cache checks, each with an ISO timestamp, the resource, the message and the stack if any.

export interface ErrorLogEntry {
  /** When it happened, ISO 8601 (UTC); shown in the shopper's local time. */
  timestamp: string;
  /** The URL tested, or the cache's name for a cache check. */
  resource: string;
  message: string;
  stack?: string;
}

export type ErrorLogAction = { type: 'added'; entry: ErrorLogEntry } | { type: 'cleared' };

/** An entry for `error`, which failed at `now`. `message` replaces the error's own when given. */
export function errorLogEntry(resource: string, error: unknown, now: Date = new Date(), message?: string): ErrorLogEntry {
  const entry: ErrorLogEntry = {
    timestamp: now.toISOString(),
    resource,
    message: message ?? (error instanceof Error ? error.message : String(error)),
  };
  if (error instanceof Error && error.stack) entry.stack = error.stack;
  return entry;
}

/** Entries in the order they happened. */
export function errorLogReducer(state: readonly ErrorLogEntry[], action: ErrorLogAction): readonly ErrorLogEntry[] {
  return action.type === 'added' ? [...state, action.entry] : [];
}

/** '0 errors', '1 error', '2 errors'. */
export function errorCountText(count: number): string {
  return `${count} ${count === 1 ? 'error' : 'errors'}`;
}
