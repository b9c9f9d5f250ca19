// `npm start`: checks that the shop's ports are free (3000-3005, or from MIMEA_PORT_BASE), builds
// every app whose build is missing or stale, then serves the production builds (see
// tools/serve.mjs) and starts the order service, on PGlite unless DATABASE_URL is set
// (order-service/), restarted (and said so) if it exits or stops answering.
//
// A port another program holds is one line naming it and how to move the shop, and exit code 1.
import { createRequire } from 'node:module';
import { buildStaleApps } from './build-stale.mjs';
import { appLabel, assertPortsFree, PortInUseError } from './ports.mjs';
import { startAllServers } from './serve.mjs';
import { startOrderService } from './order-service.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, port: number, host?: boolean }>, orderServicePort: number }} */
const { apps, orderServicePort } = require('../config/apps.cjs');

/** @type {Array<{ close: () => Promise<void> }>} */
const servers = [];
try {
  // Before a build that may take minutes.
  await assertPortsFree([...apps.map((app) => ({ port: app.port, what: appLabel(app) })), { port: orderServicePort, what: 'the order service' }]);
  buildStaleApps();
  servers.push(...(await startAllServers()));
  // Its warnings and errors (a database down, writes refused on a full disk), not a line for
  // every request and every health check: LOG_LEVEL=info npm start shows those.
  servers.push(await startOrderService({ restart: true, env: { LOG_LEVEL: process.env.LOG_LEVEL || 'warn' } }));
} catch (error) {
  if (!(error instanceof PortInUseError)) throw error;
  await Promise.all(servers.map((server) => server.close()));
  console.error(error.message);
  process.exit(1);
}
const shop = apps.find((app) => app.host);
console.log(`\nMimea Naturals is running at http://localhost:${shop?.port}/ (Ctrl+C stops it)`);

const stop = async () => {
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
