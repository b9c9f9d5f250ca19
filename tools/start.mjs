// `npm start`: builds every app whose build is missing or stale, then serves the production
// builds on ports 3000-3004 (see tools/serve.mjs) and starts the order service on 3005, on
// PGlite unless DATABASE_URL is set (order-service/), restarted (and said so) if it exits
// unexpectedly.
import { buildStaleApps } from './build-stale.mjs';
import { startAllServers } from './serve.mjs';
import { startOrderService } from './order-service.mjs';

buildStaleApps();
const servers = [...(await startAllServers()), await startOrderService({ restart: true })];
console.log('\nMimea Naturals is running at http://localhost:3000/ (Ctrl+C stops it)');

const stop = async () => {
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
