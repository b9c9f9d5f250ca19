// Jest settings every package shares: esbuild turns TypeScript into CommonJS
// (shared/testing/jest-esbuild-transform.cjs), tests run in jsdom.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

// A whole checkout form typed through userEvent in jsdom takes 3-6 s on this 2-core machine
// while the other packages' suites run beside it; the default 5 s made such tests flaky.
// Jest reads testTimeout from the root config only when it runs several projects (the root
// jest.config.cjs), and from the package's config when one runs alone: both use this value.
const TEST_TIMEOUT_MS = 20_000;

/** @param {string} packageDir @param {Record<string, string>} [extraModules] */
module.exports = function jestConfig(packageDir, extraModules = {}) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    testTimeout: TEST_TIMEOUT_MS,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: [path.join(root, 'shared/testing/jest-setup.ts')],
    transform: { '^.+\\.(t|j)sx?$': path.join(root, 'shared/testing/jest-esbuild-transform.cjs') },
    moduleNameMapper: {
      '^@mimea/shared$': path.join(root, 'shared/src/index.ts'),
      '^@mimea/shared/pure$': path.join(root, 'shared/src/pure.ts'),
      '^@mimea/shared/dev$': path.join(root, 'shared/src/dev/standalone-harness.tsx'),
      '^@mimea/shared/markup$': path.join(root, 'shared/src/markup/index.ts'),
      '^@mimea/shared/remote-asset-url$': path.join(root, 'shared/src/federation/remote-asset-url.ts'),
      '^@mimea/order-rules$': path.join(root, 'services/order-rules/src/index.ts'),
      '^@mimea/shared/ui/(.*)$': path.join(root, 'shared/ui/$1.ts'),
      '^@mimea/shared/testing/(.*)$': path.join(root, 'shared/testing/$1'),
      '\\.(svg|png|jpg|webp)$': path.join(root, 'shared/testing/jest-file-stub.cjs'),
      ...extraModules,
    },
  };
};

module.exports.TEST_TIMEOUT_MS = TEST_TIMEOUT_MS;
