// Throttling the office's sign-in (docs/office.md, "Throttling") on each engine, on the service's
// own clock: a stranger's failures never keep out the person with the password and the code,
// guesses at an account are bounded, and a network that keeps failing is held back.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { configFromEnv } from '../../config';
import { onEachEngine, type TestService } from '../../test-support/test-service';
import { auditRows, browserOf, storeAccount, TEST_PASSWORD } from './office-sign-in-fixture';
import { ACCOUNT_FAILURES_PER_HOUR, NETWORK_FAILURES_PER_HOUR } from './sign-in-throttle';
import { totpCode } from './totp';

const HOUR = 3_600_000;
/** A Monday morning in Nairobi; each test moves its own clock from here. */
const START = Date.UTC(2026, 2, 2, 5, 0, 0);

const unthrottledPerMinute = { office: { ...configFromEnv({}).office, signInPerMinute: 100_000 } };
/** The proxy the test service trusts (loopback) says where each request came from. */
const signInFrom = (service: TestService, address: string, body: Record<string, unknown>) =>
  service.request('POST', '/api/office/session', body, { 'X-Forwarded-For': address });

/** A 6-digit code valid for no step around `nowMs`. */
function wrongCode(secret: string, nowMs: number, seed: number): string {
  const valid = new Set([-1, 0, 1].map((delta) => totpCode(secret, nowMs + delta * 30_000)));
  let candidate = seed % 1_000_000;
  while (valid.has(String(candidate).padStart(6, '0'))) candidate = (candidate + 1) % 1_000_000;
  return String(candidate).padStart(6, '0');
}

type Failure = { detail: { username?: string; reason: string }; at: number };

onEachEngine('office sign-in throttling', (backend) => {
  it("a stranger's 1,000 failures over a day never stop the owner with password and code; past 20 an hour a wrong code gets no password check", async () => {
    let clock = START;
    const service = await backend.start({ config: unthrottledPerMinute, now: () => clock });
    const owner = await storeAccount(service, { username: 'amina', role: 'owner', name: 'Amina Wanjiru' });
    const secret = owner.totpSecret!;
    const invalid = { error: 'The username, password or code is wrong.', code: 'invalid' };
    const ownerSignIns: number[] = [];
    const failedAt: number[] = [];
    // 1,000 failures over 24 hours from 40 networks (25 each: no network reaches its bound), one
    // in ten with the owner's right password (phished, say) and a wrong code.
    for (let i = 0; i < 1000; i += 1) {
      clock = START + Math.floor((i * 24 * HOUR) / 1000);
      const guess = await signInFrom(service, `203.0.${i % 40}.9`, {
        username: 'amina',
        password: i % 10 === 0 ? TEST_PASSWORD : `guess number ${i}`,
        code: wrongCode(secret, clock, i * 7919),
      });
      assert.deepEqual([guess.status, guess.body], [401, invalid], `attempt ${i}`);
      failedAt.push(clock);
      if (i % 100 === 50) {
        // The owner, from home, and once from one of the stranger's networks (a shared mobile network).
        const from = i === 550 ? `203.0.${i % 40}.77` : '41.90.64.10';
        const signedIn = await signInFrom(service, from, { username: 'amina', password: TEST_PASSWORD, code: totpCode(secret, clock) });
        ownerSignIns.push(signedIn.status);
        if (signedIn.status === 200) assert.equal((await browserOf(service, signedIn).get('/api/office/dashboard')).status, 200);
      }
    }
    assert.deepEqual(ownerSignIns, Array(10).fill(200));

    const failures = (await auditRows(service)).filter((row) => row.action === 'sign-in-failed').map((row, index) => ({ detail: row.detail, at: failedAt[index]! }) as Failure);
    assert.equal(failures.length, 1000);
    // Password checks (any reason but `guarded`) in any hour: never more than the bound.
    const checked = failures.filter((failure) => failure.detail.reason !== 'guarded');
    for (const failure of checked)
      assert.ok(checked.filter((other) => other.at <= failure.at && other.at > failure.at - HOUR).length <= ACCOUNT_FAILURES_PER_HOUR);
    assert.ok(checked.length <= ACCOUNT_FAILURES_PER_HOUR + 1, `${checked.length} password checks in the day`);
    // The stranger's right password with a wrong code: seen as such only before the bound; past it, never checked.
    const phished = failures.filter((_failure, index) => index % 10 === 0);
    assert.ok(phished.slice(3).every((failure) => failure.detail.reason === 'guarded'));
    assert.equal(phished[0]!.detail.reason, 'wrong-code');

    // Today tells the owner, in words.
    const ownerBrowser = browserOf(service, await signInFrom(service, '41.90.64.10', { username: 'amina', password: TEST_PASSWORD, code: totpCode(secret, (clock += 60_000)) }));
    const { signIns } = (await ownerBrowser.get('/api/office/dashboard')).body as { signIns: { failedLastHour: number; failedLast24Hours: number; alarm: string } };
    assert.ok(signIns.failedLastHour >= 40 && signIns.failedLastHour <= 43, String(signIns.failedLastHour));
    assert.ok(signIns.failedLast24Hours >= 990);
    assert.match(signIns.alarm, /^\d+ failed sign-ins in the last 24 hours, \d+ of them for amina\. 2 for amina had the right password with a wrong code: amina should change that password now\. None of them got in/);
  });

  it('holds back a network past 30 failures an hour, and an account without a second factor past 20, until the hour has passed', async () => {
    let clock = START;
    const service = await backend.start({ config: unthrottledPerMinute, now: () => clock });
    await storeAccount(service, { username: 'wanjiru' });
    const owner = await storeAccount(service, { username: 'amina', role: 'owner' });
    const tick = () => (clock += 10_000);

    // One network trying usernames: the 31st attempt is held back without a password check.
    for (let i = 0; i < NETWORK_FAILURES_PER_HOUR; i += 1) {
      tick();
      assert.equal((await signInFrom(service, '198.51.100.20', { username: `user${i}`, password: 'not a password we know' })).status, 401);
    }
    tick();
    const held = await signInFrom(service, '198.51.100.21', { username: 'user99', password: 'not a password we know' });
    assert.equal(held.status, 429);
    const { retryAfterSeconds } = held.body as { retryAfterSeconds: number };
    assert.deepEqual(held.body, { error: 'Too many failed sign-ins from this network or for this account. Wait a while and try again.', code: 'throttled', retryAfterSeconds });
    assert.equal(held.headers.get('retry-after'), String(retryAfterSeconds));
    // Until the first failure (10 s after the start; this attempt is at 310 s) leaves the hour.
    assert.equal(retryAfterSeconds, 3600 + 10 - 310);
    // Staff without a second factor on that network wait too; elsewhere they sign in; the owner's password and code get through anywhere.
    assert.equal((await signInFrom(service, '198.51.100.22', { username: 'wanjiru', password: TEST_PASSWORD })).status, 429);
    assert.equal((await signInFrom(service, '41.90.64.10', { username: 'wanjiru', password: TEST_PASSWORD })).status, 200);
    assert.equal((await signInFrom(service, '198.51.100.23', { username: 'amina', password: TEST_PASSWORD, code: totpCode(owner.totpSecret!, clock) })).status, 200);
    clock += retryAfterSeconds * 1000;
    assert.equal((await signInFrom(service, '198.51.100.24', { username: 'user0', password: 'not a password we know' })).status, 401);

    // An account without a second factor: 20 wrong passwords from 20 networks, then even the right one waits.
    clock += 2 * HOUR;
    for (let i = 0; i < ACCOUNT_FAILURES_PER_HOUR; i += 1) {
      tick();
      assert.equal((await signInFrom(service, `192.0.2.${i}`, { username: 'wanjiru', password: `guess ${i} of many` })).status, 401);
    }
    tick();
    const waits = await signInFrom(service, '41.90.64.10', { username: 'wanjiru', password: TEST_PASSWORD });
    assert.deepEqual([waits.status, (waits.body as { code: string }).code], [429, 'throttled']);
    clock += (waits.body as { retryAfterSeconds: number }).retryAfterSeconds * 1000;
    assert.equal((await signInFrom(service, '41.90.64.10', { username: 'wanjiru', password: TEST_PASSWORD })).status, 200);

    const reasons = (await auditRows(service)).filter((row) => row.action === 'sign-in-failed').map((row) => (row.detail as { reason: string }).reason);
    assert.deepEqual(reasons.filter((reason) => reason === 'throttled').length, 3);
    // An unknown username is recorded without it: people type passwords into that field.
    assert.ok((await auditRows(service)).every((row) => !JSON.stringify(row.detail ?? {}).includes('user1')));
  });
});
