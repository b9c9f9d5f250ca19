const path = require('node:path');

// The federation runtime is replaced by a test double that each test programs.
const base = require('../config/jest-base.cjs')(__dirname, {
  '^@module-federation/enhanced/runtime$': path.join(__dirname, 'src/test/federation-runtime.ts'),
});

// The build-time files (site/: sitemap, robots, route pages, icons) are tested beside them too.
module.exports = { ...base, testMatch: [...base.testMatch, '<rootDir>/site/**/*.test.ts?(x)'] };
