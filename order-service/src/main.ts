// Starts the order service: database, migrations, HTTP, the forwarder and the retention job;
// on SIGTERM or SIGINT it stops taking requests, finishes those in flight, then closes.
// `--migrate-only`: brings the database's schema up to date and exits (a rollout's Job runs it
// once, and its instances start with RUN_MIGRATIONS=false: deploy/kubernetes/).
import { buildApp } from './app';
import { configFromEnv, migrationsFolder } from './config';
import { openDatabase } from './db/database';
import { startForwarder } from './orders/forwarder';
import { errorSummary } from './log-safe';
import { databasePriceStore, httpPriceSource } from './orders/price-list';
import { applyRetention } from './retention';

const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

const migrateOnly = process.argv.includes('--migrate-only');
const config = configFromEnv(process.env);
const database = await openDatabase(config.database, config.dbTimeoutMs);
if (migrateOnly || config.runMigrations) await database.migrate(migrationsFolder);
if (migrateOnly) {
  await database.close();
  console.log(`migrations applied (${database.engine})`);
  process.exit(0);
}

let forwarder: ReturnType<typeof startForwarder> | null = null;
let stopping = false;
const prices = httpPriceSource(config.pricesUrl, {
  store: databasePriceStore(database.db),
  onStoreError: (error) => app.log.warn(errorSummary(error), 'the price list could not be kept in the database'),
});
const app = await buildApp({
  config,
  database,
  prices,
  onOrderStored: () => void forwarder?.runOnce(),
  accepting: () => !stopping,
});
if (config.forwardUrl) forwarder = startForwarder(database.db, config.forwardUrl, app.log, { dbTimeoutMs: config.dbTimeoutMs });

const retain = () =>
  applyRetention(database.db)
    .then((result) => (result ? app.log.info(result, 'retention applied') : app.log.info('retention is being applied by another instance')))
    .catch((error: unknown) => app.log.warn(errorSummary(error), 'retention could not run'));
await retain();
const retentionTimer = setInterval(() => void retain(), RETENTION_EVERY_MS);
retentionTimer.unref();

await app.listen({ host: config.host, port: config.port });
app.log.info({ engine: database.engine, owner: config.ownerToken ? 'on' : 'off', forwarding: forwarder ? 'on' : 'off' }, 'order service ready');

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
  await app.close();
  await forwarder?.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
