// `npm start`: checks that the shop's ports are free (3000-3006, or from MIMEA_PORT_BASE), builds
// what changed since the last build (Nx: tools/serve/build-changed.mjs), then serves the production builds (see
// tools/serve/serve.mjs) and starts the order service, on PGlite unless DATABASE_URL is set
// (services/order-service/), restarted (and said so) if it exits or stops answering, with the Daraja
// simulator (M-Pesa's API and a phone, on port 3010) as its M-Pesa unless MPESA_DARAJA_URL names
// a real Daraja (docs/payments.md).
//
// A port another program holds is one line naming it and how to move the shop, and exit code 1.
import { createRequire } from 'node:module';
import { buildChanged } from './build-changed.mjs';
import { appLabel, assertPortsFree, PortInUseError } from './ports.mjs';
import { startAllServers } from './serve.mjs';
import { startOrderService } from './order-service.mjs';
import { simulatorPaymentEnv, startDarajaSimulator } from './daraja-simulator.mjs';

const require = createRequire(import.meta.url);
/** @type {{ apps: ReadonlyArray<{ name: string, port: number, host?: boolean }>, orderServicePort: number, darajaSimulatorPort: number }} */
const { apps, orderServicePort, darajaSimulatorPort } = require('../../config/apps.cjs');
/** A real Daraja (sandbox or production) is configured: no simulator. */
const realDaraja = Boolean(process.env.MPESA_DARAJA_URL);
const shop = apps.find((app) => app.host);

/** @type {Array<{ close: () => Promise<void> }>} */
const servers = [];
try {
  // Before a build that may take minutes.
  await assertPortsFree([
    ...apps.map((app) => ({ port: app.port, what: appLabel(app) })),
    { port: orderServicePort, what: 'the order service' },
    ...(realDaraja ? [] : [{ port: darajaSimulatorPort, what: 'the Daraja simulator' }]),
  ]);
  buildChanged();
  servers.push(...(await startAllServers()));
  /** @type {Record<string, string>} */
  let paymentEnv = {};
  if (!realDaraja) {
    const simulator = await startDarajaSimulator({ port: darajaSimulatorPort });
    servers.push(simulator);
    paymentEnv = await simulatorPaymentEnv(simulator.url, `http://localhost:${shop?.port}`);
  }
  // Its warnings and errors (a database down, writes refused on a full disk), not a line for
  // every request and every health check: LOG_LEVEL=info npm start shows those.
  servers.push(await startOrderService({ restart: true, env: { LOG_LEVEL: process.env.LOG_LEVEL || 'warn', ...paymentEnv } }));
} catch (error) {
  if (!(error instanceof PortInUseError)) throw error;
  await Promise.all(servers.map((server) => server.close()));
  console.error(error.message);
  process.exit(1);
}
console.log(`\nMimea Naturals is running at http://localhost:${shop?.port}/ (Ctrl+C stops it)`);
if (!realDaraja) console.log(`M-Pesa prompts go to the simulator's phone: http://localhost:${darajaSimulatorPort}/phone (PIN 1234)`);
// There is no default account: the README's "The back office" says how the first owner is made.
console.log(`The back office: http://localhost:${shop?.port}/office (no account yet? npm run office:add-account -- --role owner --username <name> --name "<full name>")`);

const stop = async () => {
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
