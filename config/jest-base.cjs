// Jest settings every package shares: SWC turns TypeScript into CommonJS (ts-jest cannot read
// the ESM builds of workspace packages, see FIELD-NOTES), tests run in jsdom.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** @param {string} packageDir @param {Record<string, string>} [extraModules] */
module.exports = function jestConfig(packageDir, extraModules = {}) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    // A whole checkout form typed through userEvent in jsdom takes 3-6 s on this 2-core machine
    // while the other packages' suites run beside it; the default 5 s made such tests flaky.
    testTimeout: 20_000,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: [path.join(root, 'config/jest-setup.ts')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    moduleNameMapper: {
      '^@mimea/shared$': path.join(root, 'shared/src/index.ts'),
      '\\.(svg|png|jpg|webp)$': path.join(root, 'config/jest-file-stub.cjs'),
      ...extraModules,
    },
  };
};
