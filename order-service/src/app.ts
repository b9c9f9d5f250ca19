// The order service as an HTTP application: routes, limits, error answers and logs. main.ts
// starts it; the tests build it on a port of their own.
import type { Writable } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from './rate-limit/database-rate-limit-store';
import type { ServiceConfig } from './config';
import type { Database } from './db/database';
import { DatabaseUnavailable, withTimeout } from './db/with-timeout';
import { healthRoutes } from './health/health-routes';
import { messageRoutes } from './messages/message-routes';
import { orderRoutes } from './orders/order-routes';
import type { PriceSource } from './orders/price-list';
import { errorSummary, requestSummary } from './log-safe';
import { ownerOnly } from './owner/owner-auth';
import type { RouteSetup } from './route-setup';

export interface AppDependencies {
  config: ServiceConfig;
  database: Database;
  prices: PriceSource;
  /** Where the JSON log lines go (stdout when not given). */
  logStream?: Writable;
  /** Told when an order was stored, to forward it at once. */
  onOrderStored?: () => void;
  /** False once a shutdown has begun (/readyz then answers 503). */
  accepting?: () => boolean;
}

export const serviceMessages = {
  unavailable: 'The shop cannot store this right now. Please try again in a moment.',
  tooMany: 'Too many requests from this connection. Please wait a minute and try again.',
  tooLarge: 'The request is too large.',
  notJson: 'The request body must be JSON.',
  failed: 'Something went wrong on our side. Please try again.',
} as const;

export async function buildApp({ config, database, prices, logStream, onOrderStored, accepting = () => true }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Request logs carry method, path and the client's network only: no query string (an owner
      // token may be pasted there), no header, no full address, and bodies (names, phone and ID
      // numbers) and error messages (a driver's holds the query's parameters) never reach a log.
      serializers: {
        req: requestSummary,
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: (error: FastifyError) => {
          const summary = errorSummary(error);
          return { type: summary.error, message: summary.code ? `code ${summary.code}` : 'details not logged', stack: '' };
        },
      },
      redact: { paths: ['req.headers', 'req.body', 'body'], remove: true },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    // A client that trickles its request does not hold a connection for long.
    requestTimeout: 15_000,
    connectionTimeout: 20_000,
    return503OnClosing: true,
  });

  // On close Fastify drops idle keep-alive connections once; a connection whose request was
  // still running would then stay open until its keep-alive timeout (72 s). Answers given while
  // closing end their connection instead.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });

  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    // On PostgreSQL, which several instances share, the counts are kept there, so a limit holds
    // across instances; PGlite is one process's own database, whose memory is the whole truth.
    // A count that cannot be kept lets the request through: the route then answers for the database.
    ...(database.engine === 'postgres' ? { store: databaseRateLimitStore(database.db, config.dbTimeoutMs), skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => Object.assign(new Error(serviceMessages.tooMany), { statusCode: context.statusCode }),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DatabaseUnavailable) {
      request.log.warn(errorSummary(error.cause), 'database unavailable');
      return reply.code(503).header('Retry-After', '30').send({ error: serviceMessages.unavailable });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ error: serviceMessages.tooMany });
    if (status === 413) return reply.code(413).send({ error: serviceMessages.tooLarge });
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return reply.code(status === 415 ? 415 : 400).send({ error: serviceMessages.notJson, problems: [{ field: '(body)', message: serviceMessages.notJson }] });
    if (status < 500) return reply.code(status).send({ error: error.message });
    request.log.error(errorSummary(error), 'request failed');
    return reply.code(500).send({ error: serviceMessages.failed });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found.' }));

  const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });
  const setup: RouteSetup = {
    inDatabase: (operation) => withTimeout(config.dbTimeoutMs, () => operation(database.db)),
    inTransaction: (work) => database.transaction(config.dbTimeoutMs, work),
    ownerRoute: { preHandler: ownerOnly(config.ownerToken), ...perMinute(config.rateLimits.owner) },
    perMinute,
  };
  await app.register(healthRoutes, { setup, database, minFreeDiskBytes: config.minFreeDiskMb * 1024 * 1024, accepting });
  await app.register(orderRoutes, {
    setup,
    prices,
    forwarding: config.forwardUrl !== null,
    onStored: onOrderStored ?? (() => undefined),
    ordersPerMinute: config.rateLimits.orders,
  });
  await app.register(messageRoutes, { setup, messagesPerMinute: config.rateLimits.messages });
  return app;
}
