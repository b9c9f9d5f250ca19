const path = require('node:path');

// The federation runtime is replaced by a test double that each test programs.
module.exports = require('../config/jest-base.cjs')(__dirname, {
  '^@module-federation/enhanced/runtime$': path.join(__dirname, 'src/test/federation-runtime.ts'),
});
