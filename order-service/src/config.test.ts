import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configFromEnv, MIN_OWNER_TOKEN_LENGTH } from './config';

describe('the service settings', () => {
  it('default to PGlite under the service, port 3005, owner endpoints off', () => {
    const config = configFromEnv({});
    assert.equal(config.port, 3005);
    assert.equal(config.database.engine, 'pglite');
    assert.match(config.database.engine === 'pglite' ? config.database.dataDir : '', /order-service[/\\]data$/);
    assert.equal(config.ownerToken, null);
    assert.equal(config.forwardUrl, null);
  });

  it('use PostgreSQL when DATABASE_URL is set', () => {
    assert.deepEqual(configFromEnv({ DATABASE_URL: 'postgres://u@db/mimea' }).database, { engine: 'postgres', url: 'postgres://u@db/mimea' });
  });

  it(`refuse an owner token shorter than ${MIN_OWNER_TOKEN_LENGTH} characters, and odd numbers`, () => {
    assert.throws(() => configFromEnv({ OWNER_API_TOKEN: 'secret' }), /at least 24 characters/);
    assert.equal(configFromEnv({ OWNER_API_TOKEN: 'x'.repeat(24) }).ownerToken, 'x'.repeat(24));
    assert.throws(() => configFromEnv({ DB_TIMEOUT_MS: 'soon' }), /DB_TIMEOUT_MS must be a positive number/);
    assert.throws(() => configFromEnv({ ORDER_RATE_LIMIT: '0' }), /ORDER_RATE_LIMIT/);
  });

  it('migrate as they start unless RUN_MIGRATIONS is false (a rollout whose Job migrates once)', () => {
    assert.equal(configFromEnv({}).runMigrations, true);
    assert.equal(configFromEnv({ RUN_MIGRATIONS: 'false' }).runMigrations, false);
    assert.equal(configFromEnv({ RUN_MIGRATIONS: 'true' }).runMigrations, true);
    assert.throws(() => configFromEnv({ RUN_MIGRATIONS: 'no' }), /RUN_MIGRATIONS must be true or false/);
  });
});
