// The second factor's enrolment, recovery codes, the password change with its code, expiring
// one-time passwords and sealed secrets (docs/office.md, "Security"), over HTTP on each engine.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../../config';
import { onEachEngine, type TestService } from '../../test-support/test-service';
import { auditRows, browserOf, signIn, storeAccount, TEST_PASSWORD, type Browser } from './office-sign-in-fixture';
import { totpCode } from './totp';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 2, 2, 5, 0, 0);
const attempt = (service: TestService, body: Record<string, unknown>) => service.request('POST', '/api/office/session', body);
const rowsOf = async <T>(service: TestService, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await service.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const fields = (answer: { body: unknown }) => ((answer.body as { problems?: { field: string }[] }).problems ?? []).map((problem) => problem.field);

/** Enrols through the office: start with the password, confirm with a code of the new secret. */
async function enrol(browser: Browser, nowMs: number): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await browser.send('POST', '/api/office/second-factor', { password: TEST_PASSWORD });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const { secret } = started.body as { secret: string };
  const confirmed = await browser.send('POST', '/api/office/second-factor/confirm', { code: totpCode(secret, nowMs) });
  assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  return { secret, recoveryCodes: (confirmed.body as { recoveryCodes: string[] }).recoveryCodes };
}

onEachEngine('office second factor and recovery', (backend) => {
  it('enrols with the password and a QR code, keeps the secret sealed, gives ten recovery codes that each sign in once', async () => {
    let clock = START;
    const service = await backend.start({ now: () => clock });
    await storeAccount(service, { username: 'amina', role: 'owner', name: 'Amina Wanjiru', totp: false });
    const browser = browserOf(service, await attempt(service, { username: 'amina', password: TEST_PASSWORD }));
    assert.equal(browser.body.mustEnrol, true);

    const wrongPassword = await browser.send('POST', '/api/office/second-factor', { password: 'not my password at all' });
    assert.deepEqual([wrongPassword.status, fields(wrongPassword)], [400, ['password']]);
    const started = await browser.send('POST', '/api/office/second-factor', { password: TEST_PASSWORD });
    const { secret, uri, qrSvg } = started.body as { secret: string; uri: string; qrSvg: string };
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.equal(uri, `otpauth://totp/Mimea%20Naturals:amina?secret=${secret}&issuer=Mimea%20Naturals&algorithm=SHA1&digits=6&period=30`);
    assert.match(qrSvg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>\s*$/s);
    // Until it is confirmed, nothing else opens.
    assert.equal((await browser.get('/api/office/dashboard')).status, 403);
    const wrongCode = await browser.send('POST', '/api/office/second-factor/confirm', { code: totpCode(secret, clock + 10 * 60_000) });
    assert.deepEqual([wrongCode.status, fields(wrongCode)], [400, ['code']]);
    const confirmed = await browser.send('POST', '/api/office/second-factor/confirm', { code: totpCode(secret, clock) });
    const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] };
    assert.equal(recoveryCodes.length, 10);
    assert.equal(new Set(recoveryCodes).size, 10);
    for (const code of recoveryCodes) assert.match(code, /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const session = (await browser.get('/api/office/session')).body as { account: { secondFactor: boolean }; mustEnrol: boolean };
    assert.deepEqual([session.account.secondFactor, session.mustEnrol], [true, false]);
    assert.equal((await browser.get('/api/office/dashboard')).status, 200);

    // Sealed at rest: neither the secret nor a recovery code is in the tables.
    const [stored] = await rowsOf<{ totp_secret: string; totp_pending_secret: string | null }>(service, sql`SELECT totp_secret, totp_pending_secret FROM office_accounts`);
    assert.match(stored!.totp_secret, /^v1:[\w-]+:[\w-]+:[\w-]+$/);
    assert.equal(stored!.totp_pending_secret, null);
    const tables = JSON.stringify(await rowsOf(service, sql`SELECT a.*, c.* FROM office_accounts a LEFT JOIN office_recovery_codes c ON c.account_id = a.id`));
    for (const secretText of [secret, ...recoveryCodes, ...recoveryCodes.map((code) => code.replace('-', ''))]) assert.ok(!tables.includes(secretText));
    const actions = (await auditRows(service)).map((row) => row.action);
    assert.deepEqual(actions, ['sign-in', 'second-factor.start-failed', 'refused', 'second-factor.enrol']);

    // The phone is lost: a recovery code signs in, once; typed in small letters without its dash too.
    clock += HOUR;
    const recovered = await attempt(service, { username: 'amina', password: TEST_PASSWORD, recoveryCode: recoveryCodes[0] });
    assert.equal(recovered.status, 200, JSON.stringify(recovered.body));
    assert.equal((recovered.body as { recoveryCodesLeft: number }).recoveryCodesLeft, 9);
    const again = await attempt(service, { username: 'amina', password: TEST_PASSWORD, recoveryCode: recoveryCodes[0] });
    assert.deepEqual([again.status, (again.body as { code: string }).code], [401, 'invalid']);
    // A recovery code with a wrong password is not used up.
    assert.equal((await attempt(service, { username: 'amina', password: 'wrong password again', recoveryCode: recoveryCodes[1] })).status, 401);
    const typed = await attempt(service, { username: 'amina', password: TEST_PASSWORD, recoveryCode: ` ${recoveryCodes[1]!.replace('-', '').toLowerCase()} ` });
    assert.equal((typed.body as { recoveryCodesLeft: number }).recoveryCodesLeft, 8);

    // Enrolling again (a new phone) replaces the secret and every recovery code.
    clock += 5 * 60_000;
    const fresh = await enrol(browserOf(service, typed), clock);
    assert.notEqual(fresh.secret, secret);
    assert.equal((await attempt(service, { username: 'amina', password: TEST_PASSWORD, recoveryCode: recoveryCodes[2] })).status, 401);
    assert.equal((await attempt(service, { username: 'amina', password: TEST_PASSWORD, code: totpCode(secret, clock) })).status, 401);
    clock += 60_000;
    const withNewPhone = await attempt(service, { username: 'amina', password: TEST_PASSWORD, code: totpCode(fresh.secret, clock) });
    assert.equal(withNewPhone.status, 200, JSON.stringify(withNewPhone.body));
    const signIns = (await auditRows(service)).filter((row) => row.action === 'sign-in').map((row) => row.detail);
    assert.deepEqual(signIns, [null, { recoveryCode: true, recoveryCodesLeft: 9 }, { recoveryCode: true, recoveryCodesLeft: 8 }, null]);
  });

  it('asks for the code before checking anything: the answer is the same whatever the password', async () => {
    const service = await backend.start();
    await storeAccount(service, { username: 'amina', role: 'owner' });
    const right = await attempt(service, { username: 'amina', password: TEST_PASSWORD });
    const wrong = await attempt(service, { username: 'amina', password: 'certainly not the password' });
    assert.deepEqual([right.status, right.body], [401, { error: 'Type the 6-digit code from your authenticator app, or one of your recovery codes.', code: 'code-required' }]);
    assert.deepEqual([wrong.status, wrong.body], [right.status, right.body]);
    // Nothing recorded, nothing counted.
    assert.deepEqual(await auditRows(service), []);
  });

  it('refuses a one-time password after 24 hours, and says so only to whoever has it', async () => {
    let clock = START;
    const service = await backend.start({ now: () => clock });
    const account = await storeAccount(service, { username: 'otieno', mustChangePassword: true, oneTimePasswordExpiresAt: new Date(START + 24 * HOUR) });
    clock += 23 * HOUR;
    const inTime = await attempt(service, { username: 'otieno', password: account.password });
    assert.deepEqual([inTime.status, (inTime.body as { mustChangePassword: boolean }).mustChangePassword], [200, true]);
    clock += 2 * HOUR;
    const late = await attempt(service, { username: 'otieno', password: account.password });
    assert.deepEqual([late.status, late.body], [401, { error: 'This one-time password has expired. Ask the owner for a new one.', code: 'expired' }]);
    assert.equal(((await attempt(service, { username: 'otieno', password: 'a wrong one entirely' })).body as { code: string }).code, 'invalid');
    const reasons = (await auditRows(service)).filter((row) => row.action === 'sign-in-failed').map((row) => (row.detail as { reason: string }).reason);
    assert.deepEqual(reasons, ['expired', 'wrong-password']);
  });

  it('changes a password with the current one and the code; wrong ones are recorded, and the fifth in an hour ends the session', async () => {
    let clock = START;
    const service = await backend.start({ now: () => clock });
    const owner = await storeAccount(service, { username: 'amina', role: 'owner', name: 'Amina Wanjiru' });
    const browser = await signIn(service, owner, TEST_PASSWORD, clock);
    const change = (body: Record<string, unknown>) => browser.send('POST', '/api/office/password', body);
    const next = 'kettle mango sunrise ledger';

    assert.deepEqual(fields(await change({ current: TEST_PASSWORD, next: 'aaaaaaaaaaaa' })), ['next']);
    assert.deepEqual(fields(await change({ current: TEST_PASSWORD, next: 'amina is the best owner' })), ['next']);
    assert.deepEqual(fields(await change({ current: TEST_PASSWORD, next })), ['code']);
    clock += 60_000;
    const code = totpCode(owner.totpSecret!, clock);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await change({ current: `wrong password ${i}`, next, code });
      assert.deepEqual([wrong.status, fields(wrong)], [400, ['current']]);
    }
    const fifth = await change({ current: TEST_PASSWORD, next, code: String((Number(code) + 500_000) % 1_000_000).padStart(6, '0') });
    assert.deepEqual([fifth.status, fifth.body], [401, { error: 'Please sign in again.', code: 'signed-out' }]);
    assert.match(fifth.headers.get('set-cookie') ?? '', /Max-Age=0/);
    assert.equal((await browser.get('/api/office/session')).status, 401);
    const failures = (await auditRows(service)).filter((row) => row.action === 'password.change-failed').map((row) => row.detail);
    assert.deepEqual(failures, [...Array(4).fill({ reasons: ['wrong-password'] }), { reasons: ['wrong-code'] }]);

    // A new session, an hour on: the right password and code change it; other sessions end.
    clock += HOUR;
    const fresh = await signIn(service, owner, TEST_PASSWORD, clock);
    clock += 60_000;
    const other = await signIn(service, owner, TEST_PASSWORD, clock);
    clock += 60_000;
    assert.equal((await fresh.send('POST', '/api/office/password', { current: TEST_PASSWORD, next, code: totpCode(owner.totpSecret!, clock) })).status, 204);
    assert.equal((await other.get('/api/office/session')).status, 401);
    assert.equal((await fresh.get('/api/office/session')).status, 200);
    clock += 60_000;
    assert.equal((await attempt(service, { username: 'amina', password: next, code: totpCode(owner.totpSecret!, clock) })).status, 200);
  });

  it('seals the TOTP secrets stored before sealing when the service starts, and again under OFFICE_SECRET_KEY once it is set', async () => {
    const first = await backend.start();
    const owner = await storeAccount(first, { username: 'amina', role: 'owner', plainSecret: true });
    const stored = async (service: TestService) => (await rowsOf<{ totp_secret: string }>(service, sql`SELECT totp_secret FROM office_accounts`))[0]!.totp_secret;
    assert.equal(await stored(first), owner.totpSecret);
    // A plain secret still signs in meanwhile.
    assert.equal((await attempt(first, { username: 'amina', password: TEST_PASSWORD, code: totpCode(owner.totpSecret!, Date.now()) })).status, 200);
    await first.close();

    const eventuallySealed = async (service: TestService, other: string | null) => {
      for (let tries = 0; tries < 100; tries += 1) {
        const value = await stored(service);
        if (value.startsWith('v1:') && value !== other) return value;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the secret was not sealed');
    };
    const second = await backend.start({ target: first.target });
    const sealedByDevelopmentKey = await eventuallySealed(second, null);
    assert.ok(!sealedByDevelopmentKey.includes(owner.totpSecret!));
    await second.close();

    const third = await backend.start({ target: first.target, config: { office: { ...configFromEnv({}).office, secretKey: randomBytes(32) } } });
    await eventuallySealed(third, sealedByDevelopmentKey);
    assert.equal((await attempt(third, { username: 'amina', password: TEST_PASSWORD, code: totpCode(owner.totpSecret!, Date.now() + 30_000) })).status, 200);
  });
});
