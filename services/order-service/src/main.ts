// Starts the order service: database, migrations, HTTP, the forwarder, the retention job and
// the stock holds' sweeper (src/catalogue/hold-sweeper.ts);
// on SIGTERM or SIGINT it stops taking requests, finishes those in flight, then closes.
// `--migrate-only`: brings the database's schema up to date and exits (a rollout's Job runs it
// once, and its instances start with RUN_MIGRATIONS=false: deploy/kubernetes/).
import { buildApp } from './app';
import { configFromEnv, migrationsFolder } from './config';
import { openDatabase } from './db/database';
import { startWatchdog } from './health/watchdog';
import { startForwarder } from './orders/forwarder';
import { startHoldSweeper, type HoldSweeper } from './catalogue/hold-sweeper';
import { errorSummary } from './log-safe';
import { cataloguePriceSource } from './orders/price-list';
import { applyRetention } from './retention';
import { createDarajaClient } from './payments/daraja/daraja-client';
import { paymentNotifier } from './payments/payment-notifier';
import { registerC2bInBackground } from './payments/c2b-registration';
import { startPromptRecovery, type PromptRecovery } from './payments/prompt-recovery';
import { listenOnPort, type PortListener } from './http/port-listener';
import { runAccountRequest } from './office/accounts/account-operations';
import { listenAdminSocket, type AdminSocket } from './office/accounts/admin-socket';
import { officeSecrets } from './office/auth/office-secrets';

const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;
const MB = 1024 * 1024;

const migrateOnly = process.argv.includes('--migrate-only');
const config = configFromEnv(process.env);
const watchdog = startWatchdog({ stuckAfterMs: config.stuckAfterMs });
/** Set when PGlite waits for room on its disk: said once the service listens. */
let waitingForDisk: number | null = null;
const database = await openDatabase(config.database, {
  timeoutMs: config.dbTimeoutMs,
  minFreeDiskBytes: config.minFreeDiskMb * MB,
  onWaitingForDisk: (free) => (waitingForDisk = free),
  onOpen: migrateOnly || config.runMigrations ? (opened) => opened.migrate(migrationsFolder) : undefined,
});
if (migrateOnly) {
  await database.opened;
  await database.close();
  console.log(`migrations applied (${database.engine})`);
  process.exit(0);
}
// PGlite opens now unless its disk is nearly full; then the service answers meanwhile, refusing
// writes and saying why, and opens it once there is room.
if (waitingForDisk === null) await database.opened;

let forwarder: ReturnType<typeof startForwarder> | null = null;
let recovery: PromptRecovery | null = null;
let holdSweeper: HoldSweeper | null = null;
let registration: { stop(): void } | null = null;
const daraja = config.mpesa.daraja ? createDarajaClient(config.mpesa.daraja) : null;
const notifier = paymentNotifier();
let stopping = false;
const prices = cataloguePriceSource(database, config.dbTimeoutMs);
// The office's sealing key, resolved once: the office's routes and the account commands' socket share it.
const secrets = officeSecrets(config.office.secretKey);
const app = await buildApp({
  officeSecrets: secrets,
  config,
  database,
  prices,
  onOrderStored: () => void forwarder?.runOnce(),
  accepting: () => !stopping,
  daraja,
  notifier,
});

// Retention writes too (deletes are logged): it waits while the disk is nearly full.
const retain = async () =>
  (await database.refusedWrites())
    ? app.log.warn('retention waits: the disk holding the data is nearly full')
    : applyRetention(database.db)
    .then((result) => (result ? app.log.info(result, 'retention applied') : app.log.info('retention is being applied by another instance')))
    .catch((error: unknown) => app.log.warn(errorSummary(error), 'retention could not run'));
const retentionTimer = setInterval(() => void database.opened.then(retain), RETENTION_EVERY_MS);
retentionTimer.unref();

// With PGlite, this process alone may open the data: the office's account commands
// (`npm run office:add-account`, `office:reset-account`) ask it over a socket in that folder.
const adminSocket: AdminSocket | null =
  config.database.engine === 'pglite'
    ? await listenAdminSocket(
        config.database.dataDir,
        (request) => runAccountRequest({ database, secrets, now: Date.now, timeoutMs: Math.max(config.dbTimeoutMs, 15_000) }, request),
        app.log,
      ).catch((error: unknown) => {
        app.log.warn(errorSummary(error), 'the office admin socket could not be opened: the account commands need the service stopped');
        return null;
      })
    : null;
await app.listen({ host: config.host, port: config.port });
const ownerListener: PortListener | null = config.ownerPort === null ? null : await listenOnPort(app, config.host, config.ownerPort);
const catalogueListener: PortListener | null = config.cataloguePort === null ? null : await listenOnPort(app, config.host, config.cataloguePort);
app.log.info(
  {
    engine: database.engine,
    owner: config.ownerToken ? (config.ownerPort === null ? 'on' : `on port ${config.ownerPort}`) : 'off',
    cataloguePort: config.cataloguePort ?? 'none',
    forwarding: config.forwardUrl ? 'on' : 'off',
    mpesaPrompts: daraja ? 'on' : 'off',
  },
  'order service ready',
);
if (waitingForDisk !== null) {
  app.log.warn(
    { freeMb: Math.floor(waitingForDisk / MB), minFreeMb: config.minFreeDiskMb },
    'the disk holding the data is nearly full: orders and messages are refused until it has room, then the database opens',
  );
}
void database.opened.then(
  async () => {
    if (waitingForDisk !== null) app.log.info('the disk has room again: the database is open and takes orders');
    if (!stopping) holdSweeper = startHoldSweeper(database, app.log, { dbTimeoutMs: config.dbTimeoutMs });
    if (config.forwardUrl) forwarder = startForwarder(database.db, config.forwardUrl, app.log, { dbTimeoutMs: config.dbTimeoutMs });
    if (daraja && !stopping) {
      recovery = startPromptRecovery({ database, daraja, mpesa: config.mpesa, notifier, log: app.log, dbTimeoutMs: config.dbTimeoutMs });
      if (config.mpesa.registerC2b && config.mpesa.daraja)
        registration = registerC2bInBackground({ database, daraja, settings: config.mpesa.daraja, log: app.log, dbTimeoutMs: config.dbTimeoutMs });
    }
    await retain();
  },
  (error: unknown) => {
    app.log.fatal(errorSummary(error), 'the database could not be opened');
    process.exit(1);
  },
);

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const deadline = setTimeout(() => {
    app.log.error('requests still running after the grace period; exiting');
    process.exit(1);
  }, config.shutdownGraceMs);
  deadline.unref();
  clearInterval(retentionTimer);
  // Fastify answers new requests 503 and waits for those in flight.
  await Promise.all([app.close(), ownerListener?.close(), catalogueListener?.close(), adminSocket?.close()]);
  registration?.stop();
  await recovery?.stop();
  await forwarder?.stop();
  await holdSweeper?.stop();
  await database.close();
  await watchdog.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
