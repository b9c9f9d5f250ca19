// Jest's transform: esbuild turns TypeScript and JSX into CommonJS, the engine tsx already runs the
// build steps and services with (ts-jest cannot read the ESM builds of workspace packages:
// docs/architecture.md, section 13). It checks no types (tsc does) and does not move jest.mock
// above the imports: a test loads what a mock replaces after its jest.mock call.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts', '.js': 'js', '.jsx': 'jsx' };

const OPTIONS = {
  format: 'cjs',
  // The Node that runs Jest (package.json pins it).
  target: `node${process.versions.node.split('.')[0]}`,
  jsx: 'automatic',
  // Jest's module registry sees import() only as require(): pages load chunks with it.
  supported: { 'dynamic-import': false },
  sourcemap: 'external',
  // Shows what esbuild cannot carry over to CommonJS (import.meta would be empty).
  logLevel: 'warning',
  // As tsc with tsconfig.base.json's target (ES2022): class fields are defined, not assigned.
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: true } },
};

const OWN_SOURCE = readFileSync(__filename);

module.exports = {
  /** @param {string} source @param {string} filename */
  process(source, filename) {
    const loader = LOADERS[path.extname(filename)] ?? 'js';
    const { code, map } = esbuild.transformSync(source, { ...OPTIONS, loader, sourcefile: filename });
    return { code, map };
  },

  /** @param {string} source @param {string} filename */
  getCacheKey(source, filename) {
    return createHash('sha256')
      .update(esbuild.version)
      .update('\0')
      .update(OWN_SOURCE)
      .update('\0')
      .update(JSON.stringify(OPTIONS))
      .update('\0')
      .update(filename)
      .update('\0')
      .update(source)
      .digest('hex');
  },
};
