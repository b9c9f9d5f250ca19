import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from './db/database';

/** What every group of routes gets from the app (app.ts builds it once). */
export interface RouteSetup {
  /** Runs database work within the service's timeout; DatabaseUnavailable (a 503) past it. */
  inDatabase: <T>(operation: (db: Db) => Promise<T>) => Promise<T>;
  /** Runs work in one transaction that commits within the timeout or not at all (a 503 past it). */
  inTransaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  /** Route options of the owner's calls: the bearer token and the owner's rate. */
  ownerRoute: { preHandler: preHandlerAsyncHookHandler; config: { rateLimit: { max: number; timeWindow: string } } };
  /** Route options limiting each client to `max` requests a minute. */
  perMinute: (max: number) => { config: { rateLimit: { max: number; timeWindow: string } } };
}
