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

  it('read the M-Pesa settings: off by default, validated, and never echoing a secret in a problem', () => {
    const off = configFromEnv({}).mpesa;
    assert.deepEqual([off.daraja, off.callbackAllow, off.registerC2b, off.maxPrompts, off.queryAfterMs, off.codeMatchMinutes, off.promptGiveUpMinutes], [null, null, true, 3, 30_000, 30, 10]);
    const secret = 'consumer-secret-value-123';
    const base = { MPESA_DARAJA_URL: 'http://127.0.0.1:3010', MPESA_CONSUMER_KEY: 'key', MPESA_CONSUMER_SECRET: secret, MPESA_PASSKEY: 'pass', MPESA_CALLBACK_BASE_URL: 'https://mimea.co.ke' };
    assert.throws(
      () => configFromEnv({ ...base, MPESA_CALLBACK_SECRET: 'short' }),
      (error: Error) => /MPESA_CALLBACK_SECRET/.test(error.message) && !error.message.includes(secret) && !error.message.includes('short'),
    );
    const on = configFromEnv({ ...base, MPESA_CALLBACK_SECRET: 'a'.repeat(32), MPESA_CALLBACK_ALLOW: '196.201.214.0/24, 10.0.0.1', MPESA_MAX_PROMPTS: '5' }).mpesa;
    assert.deepEqual([on.daraja?.shortCode, on.daraja?.till, on.callbackAllow, on.maxPrompts], ['5877276', '3481712', ['196.201.214.0/24', '10.0.0.1'], 5]);
    assert.throws(() => configFromEnv({ MPESA_CALLBACK_ALLOW: 'everyone' }), /MPESA_CALLBACK_ALLOW/);
    assert.throws(() => configFromEnv({ MPESA_MAX_PROMPTS: '2.5' }), /MPESA_MAX_PROMPTS/);
  });

  it('read the office settings: a 60-minute idle end, 12 hours at most, 10 sign-ins a minute, no sealing key of its own', () => {
    assert.deepEqual(configFromEnv({}).office, { idleMinutes: 60, sessionHours: 12, signInPerMinute: 10, secretKey: null });
    const set = configFromEnv({ OFFICE_IDLE_MINUTES: '30', OFFICE_SESSION_HOURS: '8', OFFICE_SIGN_IN_RATE_LIMIT: '5' }).office;
    assert.deepEqual(set, { idleMinutes: 30, sessionHours: 8, signInPerMinute: 5, secretKey: null });
    assert.throws(() => configFromEnv({ OFFICE_IDLE_MINUTES: '0' }), /OFFICE_IDLE_MINUTES must be a positive number/);
    assert.throws(() => configFromEnv({ OFFICE_SESSION_HOURS: 'long' }), /OFFICE_SESSION_HOURS/);
    assert.throws(() => configFromEnv({ OFFICE_SIGN_IN_RATE_LIMIT: '-1' }), /OFFICE_SIGN_IN_RATE_LIMIT/);
  });

  it('read OFFICE_SECRET_KEY as 64 hex characters or base64, require it in production, never echo it', () => {
    const key = Buffer.alloc(32, 7);
    assert.deepEqual(configFromEnv({ OFFICE_SECRET_KEY: key.toString('hex') }).office.secretKey, key);
    assert.deepEqual(configFromEnv({ OFFICE_SECRET_KEY: key.toString('base64') }).office.secretKey, key);
    assert.deepEqual(configFromEnv({ OFFICE_SECRET_KEY: key.toString('base64url'), NODE_ENV: 'production' }).office.secretKey, key);
    assert.throws(() => configFromEnv({ NODE_ENV: 'production' }), /OFFICE_SECRET_KEY must be set in production/);
    for (const wrong of ['abc123', 'f'.repeat(63), Buffer.alloc(16, 1).toString('base64')])
      assert.throws(
        () => configFromEnv({ OFFICE_SECRET_KEY: wrong }),
        (error: Error) => /OFFICE_SECRET_KEY must be 32 bytes/.test(error.message) && !error.message.includes(wrong),
      );
  });
});
