import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { fromOwnOrigin } from './csrf';
import { clearedSessionCookie, randomToken, sessionCookie, sessionToken, tokenHash } from './session-cookie';

/** A request as Fastify gives it: `host` is the trusted proxy's X-Forwarded-Host, else Host (csrf-forwarded-host.test.ts). */
const requestWith = (headers: Record<string, string>, host = headers.host) => ({ headers, host }) as unknown as FastifyRequest;

describe('the office session cookie', () => {
  it('carries a random 32-byte token, HttpOnly, Secure, SameSite=Strict, on /api/office only', () => {
    const token = randomToken();
    assert.equal(Buffer.from(token, 'base64url').length, 32);
    assert.notEqual(token, randomToken());
    assert.equal(sessionCookie(token, 3600), `mimea_office=${token}; HttpOnly; Secure; SameSite=Strict; Path=/api/office; Max-Age=3600`);
    assert.match(clearedSessionCookie(), /^mimea_office=; .*Max-Age=0$/);
    assert.match(tokenHash(token), /^[0-9a-f]{64}$/);
  });

  it('is read among other cookies, and anything not shaped like a token is no session', () => {
    const token = randomToken();
    assert.equal(sessionToken(`theme=dark; mimea_office=${token}; other=1`), token);
    assert.equal(sessionToken('mimea_office=short'), null);
    assert.equal(sessionToken('mimea_office_x=' + token), null);
    assert.equal(sessionToken(undefined), null);
  });
});

describe('the office origin check', () => {
  it("trusts the browser's Sec-Fetch-Site when sent", () => {
    assert.equal(fromOwnOrigin(requestWith({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', host: '127.0.0.1:3005' })), true);
    assert.equal(fromOwnOrigin(requestWith({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000', host: 'localhost:3000' })), false);
    assert.equal(fromOwnOrigin(requestWith({ 'sec-fetch-site': 'same-site', host: 'localhost:3000' })), false);
  });

  it("otherwise compares Origin with Fastify's host (the trusted proxy's forwarded host, or Host)", () => {
    assert.equal(fromOwnOrigin(requestWith({ origin: 'https://mimea.co.ke', host: 'mimea.co.ke' })), true);
    assert.equal(fromOwnOrigin(requestWith({ origin: 'https://mimea.co.ke', host: 'order-service:3005', 'x-forwarded-host': 'mimea.co.ke' }, 'mimea.co.ke')), true);
    // The header itself is not read: whether it is believed is Fastify's (TRUST_PROXY).
    assert.equal(fromOwnOrigin(requestWith({ origin: 'https://evil.example', host: 'mimea.co.ke', 'x-forwarded-host': 'evil.example' })), false);
    assert.equal(fromOwnOrigin(requestWith({ origin: 'https://evil.example', host: 'mimea.co.ke' })), false);
    assert.equal(fromOwnOrigin(requestWith({ origin: 'null', host: 'mimea.co.ke' })), false);
    assert.equal(fromOwnOrigin(requestWith({ host: 'mimea.co.ke' })), true);
  });
});
