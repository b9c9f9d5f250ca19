// One Jest run over every package (each also runs alone with `npm test -w <package>`).
const { TEST_TIMEOUT_MS } = require('./config/jest-base.cjs');

module.exports = {
  // Only the root's testTimeout counts when several projects run (see config/jest-base.cjs).
  testTimeout: TEST_TIMEOUT_MS,
  projects: ['shared', 'shell', 'mf-catalog', 'mf-checkout', 'mf-content', 'mf-nopf'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
};
