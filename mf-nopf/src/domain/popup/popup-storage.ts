// The popup's two browser storage flags (purchase spec section 3): the app-wide popup's last
// closing time in milliseconds, and the landing page's seen flag. Stored values are untrusted:
// missing, corrupt or unreadable ones count as never seen, and a storage that refuses writes
// (private mode, full quota) only means the popup may show again.

export const LAST_SEEN_KEY = 'fertilizerPopupLastSeen';
export const NOPF_SEEN_KEY = 'nopfPopupSeen';
const SEEN = 'true';

/** The browser's localStorage, or null where there is none or it may not be touched. */
export function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Not kept: the popup may show again on a later visit, nothing worse.
  }
}

/**
 * When the app-wide popup was last closed, or null when never (or the value is corrupt: not a
 * whole number of milliseconds, or later than `now`, which only a tampered value or a clock
 * set back can give).
 */
export function readLastSeen(storage: Storage | null, now: number): number | null {
  const raw = read(storage, LAST_SEEN_KEY);
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  const time = Number(raw.trim());
  return time <= now ? time : null;
}

export function writeLastSeen(storage: Storage | null, now: number): void {
  write(storage, LAST_SEEN_KEY, String(Math.floor(now)));
}

/** Whether the popup was closed on /nopf before: only the exact stored flag counts. */
export function readNopfSeen(storage: Storage | null): boolean {
  return read(storage, NOPF_SEEN_KEY) === SEEN;
}

export function writeNopfSeen(storage: Storage | null): void {
  write(storage, NOPF_SEEN_KEY, SEEN);
}
