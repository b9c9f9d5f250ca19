/**
 * The database operations that have started and not settled, so liveness can tell a stuck one
 * (a PGlite operation that never ends holds every later one behind it) from a slow moment. It
 * watches the driver's own promise, not the request's deadline: an operation abandoned at its
 * deadline still counts until the driver lets go of it.
 */
export class OperationsInFlight {
  private readonly started = new Map<symbol, number>();

  track<T>(operation: Promise<T>): Promise<T> {
    const key = Symbol('operation');
    this.started.set(key, Date.now());
    const done = () => void this.started.delete(key);
    operation.then(done, done);
    return operation;
  }

  /** How long the oldest unsettled operation has been running; 0 when none is. */
  oldestAgeMs(): number {
    let oldest = Infinity;
    for (const at of this.started.values()) oldest = Math.min(oldest, at);
    return oldest === Infinity ? 0 : Date.now() - oldest;
  }
}
