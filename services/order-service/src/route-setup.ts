import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from './db/database';

/** What every group of routes gets from the app (app.ts builds it once). */
export interface RouteSetup {
  /** Runs one database operation within the request's time; DatabaseUnavailable (a 503) past it. */
  inDatabase: <T>(request: FastifyRequest, operation: (db: Db) => Promise<T>) => Promise<T>;
  /**
   * Runs work in one transaction that commits within the request's time or not at all (a 503
   * past it, saying whether it may still be stored: Database.transaction).
   */
  inTransaction: <T>(request: FastifyRequest, work: (tx: Db) => Promise<T>) => Promise<T>;
  /** Route options of the owner's calls: the bearer token and the owner's rate. */
  ownerRoute: { preHandler: preHandlerAsyncHookHandler; config: { rateLimit: { max: number; timeWindow: string } } };
  /** Route options limiting each client to `max` requests a minute. */
  perMinute: (max: number) => { config: { rateLimit: { max: number; timeWindow: string } } };
}
