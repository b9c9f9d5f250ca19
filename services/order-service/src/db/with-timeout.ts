import { DatabaseUnavailable, isUnavailability } from './database-errors';

export { DatabaseUnavailable } from './database-errors';

/**
 * Runs a database operation with a deadline, so a slow or stuck database never holds a request:
 * past `ms`, or when the database is out of reach, it throws DatabaseUnavailable (its outcome
 * 'unknown': a statement that was sent may still be applied). Any other error (bad data, a bug)
 * is thrown as it is: a 500, not an outage.
 */
export async function withTimeout<T>(ms: number, operation: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailable(new Error(`no answer within ${ms} ms`), 'unknown')), ms);
  });
  try {
    return await Promise.race([operation(), deadline]);
  } catch (error) {
    if (error instanceof DatabaseUnavailable || !isUnavailability(error)) throw error;
    throw new DatabaseUnavailable(error, 'unknown');
  } finally {
    clearTimeout(timer);
  }
}
