// One Jest run over every package (each also runs alone with `npm test -w <package>`).
const { TEST_TIMEOUT_MS } = require('./config/jest-base.cjs');
const { apps, packages } = require('./config/apps.cjs');

module.exports = {
  // Only the root's testTimeout counts when several projects run (see config/jest-base.cjs).
  testTimeout: TEST_TIMEOUT_MS,
  // The shared libraries and every app of config/apps.cjs (the order service's tests run on
  // Node's test runner: npm run test:server).
  projects: [...packages.filter((dir) => dir !== 'services/order-service'), ...apps.map((app) => app.dir)].map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
};
