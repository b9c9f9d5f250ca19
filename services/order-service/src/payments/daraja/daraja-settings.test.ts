import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { callbackPaths, callbackUrls, darajaSettingsFromEnv, WORDS_DARAJA_REFUSES } from './daraja-settings';

const SECRET = 'cb_0123456789abcdefghijKLMN';

const complete = {
  MPESA_DARAJA_URL: 'https://api.safaricom.co.ke',
  MPESA_CONSUMER_KEY: 'the-consumer-key-value',
  MPESA_CONSUMER_SECRET: 'the-consumer-secret-value',
  MPESA_PASSKEY: 'the-passkey-value',
  MPESA_CALLBACK_BASE_URL: 'https://mimea.co.ke/',
  MPESA_CALLBACK_SECRET: SECRET,
};

describe('Daraja settings from the environment', () => {
  it('turns prompts off when MPESA_DARAJA_URL is unset or empty', () => {
    assert.deepEqual(darajaSettingsFromEnv({}), { ok: true, settings: null });
    assert.deepEqual(darajaSettingsFromEnv({ MPESA_DARAJA_URL: '  ', MPESA_PASSKEY: 'x' }), { ok: true, settings: null });
  });

  it('reads a complete set, with the store number, till and timeout by default', () => {
    assert.deepEqual(darajaSettingsFromEnv(complete), {
      ok: true,
      settings: {
        baseUrl: 'https://api.safaricom.co.ke',
        consumerKey: 'the-consumer-key-value',
        consumerSecret: 'the-consumer-secret-value',
        passkey: 'the-passkey-value',
        shortCode: '5877276',
        till: '3481712',
        callbackBaseUrl: 'https://mimea.co.ke',
        callbackSecret: SECRET,
        requestTimeoutMs: 10_000,
        // No MPESA_INITIATOR_NAME: Transaction Status is off.
        initiator: null,
      },
    });
    const simulator = darajaSettingsFromEnv({
      ...complete,
      MPESA_DARAJA_URL: 'http://localhost:3010',
      MPESA_SHORTCODE: '174379',
      MPESA_TILL: '600000',
      MPESA_CALLBACK_BASE_URL: 'http://localhost:3005',
      MPESA_REQUEST_TIMEOUT_MS: '2500',
    });
    assert.ok(simulator.ok && simulator.settings);
    assert.equal(simulator.settings.baseUrl, 'http://localhost:3010');
    assert.equal(simulator.settings.shortCode, '174379');
    assert.equal(simulator.settings.till, '600000');
    assert.equal(simulator.settings.callbackBaseUrl, 'http://localhost:3005');
    assert.equal(simulator.settings.requestTimeoutMs, 2500);
  });

  it('names every missing variable', () => {
    const result = darajaSettingsFromEnv({ MPESA_DARAJA_URL: 'https://sandbox.safaricom.co.ke' });
    assert.deepEqual(result, {
      ok: false,
      problems: [
        'MPESA_CONSUMER_KEY is required with MPESA_DARAJA_URL',
        'MPESA_CONSUMER_SECRET is required with MPESA_DARAJA_URL',
        'MPESA_PASSKEY is required with MPESA_DARAJA_URL',
        'MPESA_CALLBACK_BASE_URL is required with MPESA_DARAJA_URL',
        'MPESA_CALLBACK_SECRET is required with MPESA_DARAJA_URL',
      ],
    });
  });

  it('names every wrong variable, and never its value', () => {
    const env = {
      ...complete,
      MPESA_DARAJA_URL: 'ftp://daraja.example/secret-path-value',
      MPESA_SHORTCODE: '58772X6',
      MPESA_TILL: '12',
      MPESA_CALLBACK_BASE_URL: 'https://mimea.co.ke/shop?token=leaked-value',
      MPESA_CALLBACK_SECRET: 'short-secret-value',
      MPESA_REQUEST_TIMEOUT_MS: 'soon',
    };
    const result = darajaSettingsFromEnv(env);
    assert.equal(result.ok, false);
    assert.ok(!result.ok);
    assert.deepEqual(
      result.problems.map((problem) => problem.split(' ')[0]),
      ['MPESA_DARAJA_URL', 'MPESA_SHORTCODE', 'MPESA_TILL', 'MPESA_CALLBACK_BASE_URL', 'MPESA_CALLBACK_SECRET', 'MPESA_REQUEST_TIMEOUT_MS'],
    );
    const text = result.problems.join('\n');
    for (const value of Object.values(env).filter((value) => value.length > 4)) assert.ok(!text.includes(value), value);
    for (const fragment of ['secret-path-value', 'leaked-value', 'short-secret', '58772X6', 'soon']) assert.ok(!text.includes(fragment), fragment);
  });

  it('takes only an http(s) origin for Daraja and for the callbacks', () => {
    for (const url of ['mimea.co.ke', 'https://mimea.co.ke/shop', 'https://user:pass@mimea.co.ke', 'https://mimea.co.ke/#x', 'https://mimea.co.ke/?', 'javascript:alert(1)']) {
      const result = darajaSettingsFromEnv({ ...complete, MPESA_CALLBACK_BASE_URL: url, MPESA_DARAJA_URL: url });
      assert.ok(!result.ok, url);
      assert.deepEqual(
        result.problems.map((problem) => problem.split(' ')[0]),
        ['MPESA_DARAJA_URL', 'MPESA_CALLBACK_BASE_URL'],
        url,
      );
    }
  });

  it('refuses a callback secret that is short, not URL-safe, or has a word Daraja refuses', () => {
    for (const secret of ['a'.repeat(23), `${'a'.repeat(24)}/`, `${'a'.repeat(24)}.x`, `${'a'.repeat(20)} abcd`, `${'a'.repeat(24)}%2F`]) {
      const result = darajaSettingsFromEnv({ ...complete, MPESA_CALLBACK_SECRET: secret });
      assert.ok(!result.ok && result.problems.length === 1 && result.problems[0]!.startsWith('MPESA_CALLBACK_SECRET must be at least 24'), secret);
    }
    for (const word of WORDS_DARAJA_REFUSES) {
      const result = darajaSettingsFromEnv({ ...complete, MPESA_CALLBACK_SECRET: `${'a'.repeat(24)}${word.toUpperCase()}` });
      assert.ok(!result.ok && result.problems.length === 1 && /^MPESA_CALLBACK_SECRET must not contain/.test(result.problems[0]!), word);
    }
    const base = darajaSettingsFromEnv({ ...complete, MPESA_CALLBACK_BASE_URL: 'https://pay-mpesa.mimea.co.ke' });
    assert.ok(!base.ok && /^MPESA_CALLBACK_BASE_URL must not contain/.test(base.problems[0]!));
    assert.ok(darajaSettingsFromEnv({ ...complete, MPESA_CALLBACK_SECRET: 'A-z_0-9'.repeat(4) }).ok);
  });
});

describe('the callback paths', () => {
  it('puts the callbacks under the secret', () => {
    assert.deepEqual(callbackPaths(SECRET), {
      base: `/api/payments/callbacks/${SECRET}`,
      stk: `/api/payments/callbacks/${SECRET}/stk`,
      c2bValidation: `/api/payments/callbacks/${SECRET}/c2b/validation`,
      c2bConfirmation: `/api/payments/callbacks/${SECRET}/c2b/confirmation`,
      statusResult: `/api/payments/callbacks/${SECRET}/transaction-status/result`,
      statusTimeout: `/api/payments/callbacks/${SECRET}/transaction-status/timeout`,
    });
    assert.deepEqual(callbackUrls({ callbackBaseUrl: 'https://mimea.co.ke/', callbackSecret: SECRET }), {
      base: `https://mimea.co.ke/api/payments/callbacks/${SECRET}`,
      stk: `https://mimea.co.ke/api/payments/callbacks/${SECRET}/stk`,
      c2bValidation: `https://mimea.co.ke/api/payments/callbacks/${SECRET}/c2b/validation`,
      c2bConfirmation: `https://mimea.co.ke/api/payments/callbacks/${SECRET}/c2b/confirmation`,
      statusResult: `https://mimea.co.ke/api/payments/callbacks/${SECRET}/transaction-status/result`,
      statusTimeout: `https://mimea.co.ke/api/payments/callbacks/${SECRET}/transaction-status/timeout`,
    });
  });

  it('has none of the words Daraja refuses in its paths', () => {
    for (const path of Object.values(callbackPaths('x'))) for (const word of WORDS_DARAJA_REFUSES) assert.ok(!path.toLowerCase().includes(word), `${path} ${word}`);
  });
});
