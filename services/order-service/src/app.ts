// The order service as an HTTP application: routes, limits, error answers and logs. main.ts
// starts it; the tests build it on a port of their own.
import type { Writable } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from './rate-limit/database-rate-limit-store';
import type { ServiceConfig } from './config';
import type { Database } from './db/database';
import { DatabaseUnavailable } from './db/database-errors';
import { securityHeaders } from './http/security-headers';
import { trustedProxy } from './http/trusted-proxy';
import { healthRoutes } from './health/health-routes';
import { messageRoutes } from './messages/message-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { orderRoutes } from './orders/order-routes';
import type { PriceSource } from './orders/price-list';
import { errorSummary, requestSummary, withoutOfficeQueries } from './log-safe';
import { ownerOnly } from './owner/owner-auth';
import type { RouteSetup } from './route-setup';
import { createDarajaClient, type DarajaClient } from './payments/daraja/daraja-client';
import { callbackRoutes } from './payments/callback-routes';
import { orderKeys } from './payments/order-keys';
import { paymentNotifier, type PaymentNotifier } from './payments/payment-notifier';
import { shopperPaymentRoutes } from './payments/shopper-payment-routes';
import { officeGuard } from './office/auth/office-guard';
import { officeRoutes } from './office/office-routes';
import { officeSecrets, type OfficeSecrets } from './office/auth/office-secrets';
import { keepCataloguePortToReads } from './catalogue/catalogue-port';
import { vitalsRoutes } from './vitals/vitals-routes';

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
  /** Daraja (M-Pesa); made from config.mpesa.daraja when not given, null when that is unset. */
  daraja?: DarajaClient | null;
  /** Wakes the payment view's long polls; shared with the prompt recovery job. */
  notifier?: PaymentNotifier;
  /** The office's clock (milliseconds): sessions' and lock-outs' ends; tests move it. */
  now?: () => number;
  /** The office's sealing key, resolved once per process (main.ts shares it with the account commands' socket); made from config when not given. */
  officeSecrets?: OfficeSecrets;
}

export const serviceMessages = {
  unavailable: 'The shop cannot store this right now. Please try again in a moment.',
  /** COMMIT was sent and not answered in time: the database may still have stored it. */
  unconfirmed: 'The shop could not confirm in time whether this was stored. Please send it again: an order sent again is recognised, never placed twice.',
  diskFull: 'The shop cannot take orders or messages right now. Please try again later.',
  tooMany: 'Too many requests from this connection. Please wait a minute and try again.',
  tooLarge: 'The request is too large.',
  notJson: 'The request body must be JSON.',
  failed: 'Something went wrong on our side. Please try again.',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** When the request's database work must be done by (Date.now() milliseconds). */
    deadline: number;
  }
}

export async function buildApp({
  config,
  database,
  prices,
  logStream,
  onOrderStored,
  accepting = () => true,
  daraja = config.mpesa.daraja ? createDarajaClient(config.mpesa.daraja) : null,
  notifier = paymentNotifier(),
  now = Date.now,
  officeSecrets: secrets = officeSecrets(config.office.secretKey),
}: AppDependencies): Promise<FastifyInstance> {
  const proxy = await trustedProxy(config.trustProxy);
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
      // A message that quotes a URL (Fastify's "Reply was already sent … in /api/office/orders?q=…")
      // keeps the path, never an office query: searches by phone or name are personal data.
      hooks: {
        logMethod(args, method) {
          const safe = args.map((arg: unknown) => (typeof arg === 'string' ? withoutOfficeQueries(arg) : arg)) as Parameters<typeof method>;
          method.apply(this, safe);
        },
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: proxy.trusts,
    bodyLimit: 16 * 1024,
    // A client that trickles its request does not hold a connection for long.
    requestTimeout: 15_000,
    connectionTimeout: 20_000,
    return503OnClosing: true,
  });

  // One deadline per request for all its database work (the rate limit's count, the transaction
  // and its COMMIT together), so the answer comes well inside every proxy's timeout
  // (docs/order-service.md, "Answers in time").
  // The catalogue's port answers the catalogue's public reads only (catalogue/catalogue-port.ts).
  keepCataloguePortToReads(app, config.cataloguePort);
  app.decorateRequest('deadline', 0);
  app.addHook('onRequest', async (request) => {
    request.deadline = Date.now() + config.dbTimeoutMs;
  });
  const remainingMs = (request: FastifyRequest) => Math.max(0, request.deadline - Date.now());

  // Every answer carries the service's own security headers, whichever way it is reached (on
  // Kubernetes the ingress sends /api/ here directly), and is never cached: personal data.
  const headers = securityHeaders();
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  // On close Fastify drops idle keep-alive connections once; a connection whose request was
  // still running would then stay open until its keep-alive timeout (72 s). Answers given while
  // closing end their connection instead.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    proxy.stop();
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
    // Its count gets a small share of the request's time: a slow database lets the request through
    // uncounted rather than eat the time the order itself needs.
    ...(database.engine === 'postgres' ? { store: databaseRateLimitStore(database.db, Math.min(1000, config.dbTimeoutMs / 5)), skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => Object.assign(new Error(serviceMessages.tooMany), { statusCode: context.statusCode }),
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DatabaseUnavailable) {
      if (error.refusal === 'disk-full') {
        void database.freeDiskBytes().then((free) => request.log.warn({ freeMb: Math.floor((free ?? 0) / 2 ** 20), minFreeMb: config.minFreeDiskMb }, 'write refused: the disk holding the data is nearly full'));
        return reply.code(503).header('Retry-After', '300').send({ error: serviceMessages.diskFull, code: 'disk-full' });
      }
      if (error.outcome === 'unknown') {
        request.log.warn(errorSummary(error.cause), 'database did not confirm in time; the write may be stored');
        return reply.code(503).header('Retry-After', '5').send({ error: serviceMessages.unconfirmed, code: 'outcome-unknown' });
      }
      request.log.warn(errorSummary(error.cause), 'database unavailable');
      return reply.code(503).header('Retry-After', '30').send({ error: serviceMessages.unavailable, code: 'not-stored' });
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
    inDatabase: (request, operation) => database.run(remainingMs(request), operation),
    inTransaction: (request, work) => database.transaction(remainingMs(request), work),
    ownerRoute: { preHandler: ownerOnly(config.ownerToken, config.ownerPort), ...perMinute(config.rateLimits.owner) },
    perMinute,
  };
  await app.register(healthRoutes, { setup, database, accepting, stuckAfterMs: config.stuckAfterMs, instanceId: config.instanceId });
  const keys = orderKeys();
  await app.register(orderRoutes, {
    keys,
    setup,
    prices,
    forwarding: config.forwardUrl !== null,
    onStored: onOrderStored ?? (() => undefined),
    ordersPerMinute: config.rateLimits.orders,
  });
  await app.register(messageRoutes, { setup, messagesPerMinute: config.rateLimits.messages });
  await app.register(catalogueRoutes, { setup });
  await app.register(shopperPaymentRoutes, { setup, database, mpesa: config.mpesa, daraja, keys, notifier, dbTimeoutMs: config.dbTimeoutMs });
  const guard = officeGuard({ setup, office: config.office, perMinute: config.rateLimits.owner, now });
  await app.register(officeRoutes, { setup, guard, config, database, now, notifier, secrets });
  await app.register(vitalsRoutes, { setup, guard, beaconsPerMinute: config.vitalsPerMinute, now });
  if (config.mpesa.daraja) {
    await app.register(callbackRoutes, { database, daraja: config.mpesa.daraja, allow: config.mpesa.callbackAllow, notifier, dbTimeoutMs: config.dbTimeoutMs });
  }
  return app;
}
