// What a failed database operation means for the answer. Only the database being out of reach
// (down, too slow, out of disk, read-only, shutting down) is "unavailable", a 503 the shopper can
// retry; a data or programming error is the service's own failure, a 500, never disguised as an
// outage (issue 38: an inherited key as a product id made NaN totals, and the insert's failure
// was answered 503 "database unavailable").

/**
 * Whether a write may have been stored when the answer is that the database was unavailable:
 * 'not-stored' when it certainly was not (the transaction never reached COMMIT), 'unknown' when
 * COMMIT was sent and its answer never came (the database may still apply it).
 */
export type WriteOutcome = 'not-stored' | 'unknown';

/** Why the service refuses writes by itself, before the database is asked. */
export type RefusalReason = 'disk-full';

/** The database did not answer in time, or not at all: the request gets a 503. */
export class DatabaseUnavailable extends Error {
  constructor(
    cause?: unknown,
    readonly outcome: WriteOutcome = 'not-stored',
    readonly refusal: RefusalReason | null = null,
  ) {
    super('The database is not available', { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * The error of a read made before any of the request's writes, as the request must answer it:
 * when the database did not answer, nothing of the shopper's was stored (not-stored, never
 * outcome-unknown, which withTimeout gives every operation it cannot vouch for).
 */
export function beforeAnyWrite(error: unknown): unknown {
  return error instanceof DatabaseUnavailable ? new DatabaseUnavailable(error.cause, 'not-stored', error.refusal) : error;
}

/** SQLSTATE classes of a database out of reach: connection (08), resources such as a full disk (53), operator intervention such as a shutdown or a statement timeout (57), system I/O (58), a transaction to retry (40). */
const UNAVAILABLE_CLASSES = new Set(['08', '53', '57', '58', '40']);
/** Single conditions of the same kind: a lock not obtained in time, a read-only database. */
const UNAVAILABLE_STATES = new Set(['55P03', '25006']);
/** Node's errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** The drivers' own words for a connection that is gone (node-postgres and PGlite give them no code). */
const GONE = /connection terminated|connection error|not queryable|timeout exceeded when trying to connect|pool after calling end|pglite is closed/i;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Whether `error` (or what it wraps: drizzle wraps the driver's error as its cause) means the database is out of reach. */
export function isUnavailability(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof DatabaseUnavailable) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return UNAVAILABLE_CLASSES.has(code.slice(0, 2)) || UNAVAILABLE_STATES.has(code);
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (GONE.test(current.message)) return true;
  }
  return false;
}
