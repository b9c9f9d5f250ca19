// The back office's API under /api/office/ (docs/office.md, "The API"): the session, password,
// access-record and team calls here, then the office's work (orders, messages, today) from
// ./work, and the Products section from ./catalogue, all behind the same guard.
import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../config';
import type { Database } from '../db/database';
import type { RouteSetup } from '../route-setup';
import { accountRoutes } from './accounts/account-routes';
import { auditRoutes } from './audit/audit-routes';
import type { OfficeGuard } from './auth/office-guard';
import type { OfficeSecrets } from './auth/office-secrets';
import { sessionRoutes } from './auth/session-routes';
import { officeWorkRoutes } from './work/office-work-routes';
import { officePaymentRoutes } from './work/payment-routes';
import { officeCatalogueRoutes } from './catalogue/office-catalogue-routes';
import type { PaymentNotifier } from '../payments/payment-notifier';

/** What every group of the office's routes is given. */
export interface OfficePluginOptions {
  setup: RouteSetup;
  guard: OfficeGuard;
  config: ServiceConfig;
  database: Database;
  /** The clock (milliseconds), so tests can move it. */
  now: () => number;
  /** Wakes a shopper's payment page when the office links a payment to their order. */
  notifier: PaymentNotifier;
  /** The key sealing second-factor secrets, one per process. */
  secrets: OfficeSecrets;
}

export async function officeRoutes(app: FastifyInstance, options: OfficePluginOptions): Promise<void> {
  app.decorateRequest('officeActor', null);
  app.decorateRequest('officeSession', null);
  await app.register(sessionRoutes, options);
  await app.register(auditRoutes, options);
  await app.register(accountRoutes, options);
  await app.register(officeWorkRoutes, options);
  await app.register(officePaymentRoutes, options);
  await app.register(officeCatalogueRoutes, options);
}
