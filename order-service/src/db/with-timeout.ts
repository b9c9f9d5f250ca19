/** The database did not answer in time, or not at all: the request gets a 503. */
export class DatabaseUnavailable extends Error {
  constructor(cause?: unknown) {
    super('The database is not available', { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * Runs a database operation with a deadline, so a slow or stuck database never holds a request:
 * past `ms`, or on any driver error, it throws DatabaseUnavailable.
 */
export async function withTimeout<T>(ms: number, operation: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailable(new Error(`no answer within ${ms} ms`))), ms);
  });
  try {
    return await Promise.race([operation(), deadline]);
  } catch (error) {
    throw error instanceof DatabaseUnavailable ? error : new DatabaseUnavailable(error);
  } finally {
    clearTimeout(timer);
  }
}
