// The office's sign-in and sessions (docs/office.md, "Security"), over real HTTP on each engine.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { configFromEnv, type OfficeConfig } from '../../config';
import { onEachEngine, type TestService } from '../../test-support/test-service';
import { auditRows, browserOf, signIn, storeAccount, TEST_PASSWORD } from './office-sign-in-fixture';
import { tokenHash } from './session-cookie';
import { totpCode } from './totp';

const office = (settings: Partial<OfficeConfig>): { office: OfficeConfig } => ({ office: { ...configFromEnv({}).office, signInPerMinute: 100, ...settings } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const attempt = (service: TestService, body: Record<string, unknown>) => service.request('POST', '/api/office/session', body);

onEachEngine('office sign-in', (backend) => {
  it('signs staff in with the right password only; an unknown username gets the same answer as a wrong password', async () => {
    const service = await backend.start();
    const account = await storeAccount(service, { username: 'wanjiru', name: 'Wanjiru Otieno' });
    const wrong = await attempt(service, { username: 'wanjiru', password: 'not the password at all' });
    const unknown = await attempt(service, { username: 'nobody', password: 'not the password at all' });
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.body, { error: 'The username, password or code is wrong.', code: 'invalid' });
    assert.deepEqual([unknown.status, unknown.body], [401, wrong.body]);
    assert.equal(wrong.headers.get('set-cookie'), null);

    const right = await attempt(service, { username: 'WanJiru', password: account.password });
    assert.equal(right.status, 200);
    assert.match(right.headers.get('set-cookie') ?? '', /^mimea_office=[A-Za-z0-9_-]{43}; HttpOnly; Secure; SameSite=Strict; Path=\/api\/office; Max-Age=43200$/);
    assert.equal(right.headers.get('cache-control'), 'no-store');
    const body = right.body as { account: unknown; csrfToken: string; expiresAt: string; mustChangePassword: boolean; mustEnrol: boolean };
    assert.deepEqual(body.account, { username: 'wanjiru', name: 'Wanjiru Otieno', role: 'staff', secondFactor: false });
    assert.equal(body.mustEnrol, false);
    assert.match(body.csrfToken, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(body.mustChangePassword, false);
    assert.ok(Math.abs(Date.parse(body.expiresAt) - (Date.now() + 12 * 3_600_000)) < 60_000);

    const browser = browserOf(service, right);
    const again = await browser.get('/api/office/session');
    assert.equal(again.status, 200);
    assert.deepEqual(again.body, { account: body.account, csrfToken: body.csrfToken, expiresAt: body.expiresAt, mustChangePassword: false, mustEnrol: false });
    // Only the token's hash is stored.
    const token = browser.cookie.split('=')[1]!;
    const stored = await service.database.db.execute(sql`SELECT id_hash FROM office_sessions`);
    assert.deepEqual((stored as unknown as { rows: unknown[] }).rows, [{ id_hash: tokenHash(token) }]);
    assert.equal((await service.request('GET', '/api/office/session')).status, 401);
    assert.deepEqual((await service.request('GET', '/api/office/session', undefined, { Cookie: `mimea_office=${'A'.repeat(43)}` })).body, { error: 'Please sign in again.', code: 'signed-out' });
  });

  it("asks the owner for the second factor's code, refuses a wrong one and one used already, with the wrong password's answer", async () => {
    const service = await backend.start();
    const owner = await storeAccount(service, { username: 'amina', role: 'owner', name: 'Amina Wanjiru' });
    const secret = owner.totpSecret!;
    const noCode = await attempt(service, { username: 'amina', password: owner.password });
    assert.deepEqual([noCode.status, (noCode.body as { code: string }).code], [401, 'code-required']);
    const code = totpCode(secret, Date.now());
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await attempt(service, { username: 'amina', password: owner.password, code: wrongCode });
    assert.deepEqual([wrong.status, wrong.body], [401, { error: 'The username, password or code is wrong.', code: 'invalid' }]);
    // A right code with a wrong password: the same answer.
    assert.equal(((await attempt(service, { username: 'amina', password: 'wrong wrong wrong', code })).body as { code: string }).code, 'invalid');
    const right = await attempt(service, { username: 'amina', password: owner.password, code });
    assert.equal(right.status, 200);
    assert.deepEqual((right.body as { account: unknown }).account, { username: 'amina', name: 'Amina Wanjiru', role: 'owner', secondFactor: true });
    const replayed = await attempt(service, { username: 'amina', password: owner.password, code });
    assert.deepEqual([replayed.status, (replayed.body as { code: string }).code], [401, 'invalid']);
    const reasons = (await auditRows(service)).filter((row) => row.action === 'sign-in-failed').map((row) => (row.detail as { reason: string }).reason);
    assert.deepEqual(reasons, ['wrong-code', 'wrong-password', 'wrong-code']);
  });

  it('lets an owner without a second factor in only to set one up', async () => {
    const service = await backend.start();
    await storeAccount(service, { username: 'baraka', role: 'owner', totp: false });
    const signedIn = await attempt(service, { username: 'baraka', password: TEST_PASSWORD });
    assert.equal(signedIn.status, 200);
    assert.equal((signedIn.body as { mustEnrol: boolean }).mustEnrol, true);
    const browser = browserOf(service, signedIn);
    const refused = await browser.get('/api/office/dashboard');
    assert.deepEqual([refused.status, refused.body], [403, { error: 'Set up your second factor first.', code: 'enrol' }]);
    assert.equal(((await browser.get('/api/office/session')).body as { mustEnrol: boolean }).mustEnrol, true);
    const refusal = (await auditRows(service)).find((row) => row.action === 'refused');
    assert.deepEqual(refusal?.detail, { route: 'GET /api/office/dashboard', code: 'enrol' });
  });

  it('throttles sign-in attempts per client', async () => {
    const service = await backend.start({ config: office({ signInPerMinute: 3 }) });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt(service, { username: 'x' + i, password: 'whatever it is' })).status);
    assert.deepEqual(statuses, [401, 401, 401, 429]);
  });

  it('ends a session after the idle time, each call putting that end off', async () => {
    // 0.02 minutes: 1.2 s without a call.
    const service = await backend.start({ config: office({ idleMinutes: 0.02 }) });
    const browser = await signIn(service, await storeAccount(service, { username: 'akinyi' }));
    for (let i = 0; i < 3; i += 1) {
      await sleep(700);
      assert.equal((await browser.get('/api/office/session')).status, 200);
    }
    await sleep(1400);
    assert.equal((await browser.get('/api/office/session')).status, 401);
  });

  it('ends a session at its absolute end, however busy', async () => {
    // 0.0005 hours: 1.8 s after sign-in.
    const service = await backend.start({ config: office({ sessionHours: 0.0005 }) });
    const signedIn = await attempt(service, { username: (await storeAccount(service, { username: 'njeri' })).username, password: TEST_PASSWORD });
    assert.match(signedIn.headers.get('set-cookie') ?? '', /Max-Age=1;?/);
    const browser = browserOf(service, signedIn);
    await sleep(900);
    assert.equal((await browser.get('/api/office/session')).status, 200);
    await sleep(1100);
    assert.equal((await browser.get('/api/office/session')).status, 401);
  });

  it('signs out this browser, or every browser of the account', async () => {
    const service = await backend.start();
    const account = await storeAccount(service, { username: 'mutua' });
    const [phone, laptop, tablet] = [await signIn(service, account), await signIn(service, account), await signIn(service, account)];
    const out = await phone.send('DELETE', '/api/office/session');
    assert.equal(out.status, 204);
    assert.equal(out.headers.get('set-cookie'), 'mimea_office=; HttpOnly; Secure; SameSite=Strict; Path=/api/office; Max-Age=0');
    assert.equal((await phone.get('/api/office/session')).status, 401);
    assert.equal((await laptop.get('/api/office/session')).status, 200);

    assert.equal((await laptop.send('POST', '/api/office/session/everywhere')).status, 204);
    assert.equal((await laptop.get('/api/office/session')).status, 401);
    assert.deepEqual((await tablet.get('/api/office/session')).body, { error: 'Please sign in again.', code: 'signed-out' });
    const actions = (await auditRows(service)).map((row) => row.action);
    assert.deepEqual(actions, ['sign-in', 'sign-in', 'sign-in', 'sign-out', 'sign-out-everywhere']);
  });

  it('refuses a change without the CSRF token, with a wrong one, or from another origin', async () => {
    const service = await backend.start();
    const account = await storeAccount(service, { username: 'chebet' });
    const browser = await signIn(service, account);
    const refused = { error: 'This request did not come from the office page. Reload it and try again.', code: 'csrf' };
    const noToken = await service.request('DELETE', '/api/office/session', undefined, { Cookie: browser.cookie });
    assert.deepEqual([noToken.status, noToken.body], [403, refused]);
    const wrongToken = await service.request('DELETE', '/api/office/session', undefined, { Cookie: browser.cookie, 'X-CSRF-Token': 'A'.repeat(43) });
    assert.deepEqual([wrongToken.status, wrongToken.body], [403, refused]);
    assert.equal((await browser.send('DELETE', '/api/office/session', undefined, { Origin: 'https://evil.example' })).status, 403);
    assert.equal((await browser.send('DELETE', '/api/office/session', undefined, { 'Sec-Fetch-Site': 'cross-site' })).status, 403);
    // Another site's page cannot sign a browser in either.
    const foreignSignIn = await service.request('POST', '/api/office/session', { username: 'chebet', password: TEST_PASSWORD }, { Origin: 'https://evil.example' });
    assert.equal(foreignSignIn.status, 403);
    assert.equal((await browser.get('/api/office/session')).status, 200);
    assert.equal((await browser.send('DELETE', '/api/office/session', undefined, { Origin: new URL(service.url).origin, 'Sec-Fetch-Site': 'same-origin' })).status, 204);
  });

  it('makes a one-time password be changed before anything but the session calls', async () => {
    const service = await backend.start();
    const account = await storeAccount(service, { username: 'otieno', mustChangePassword: true });
    const browser = await signIn(service, account);
    assert.equal(browser.body.mustChangePassword, true);
    const blocked = await browser.get('/api/office/accounts');
    assert.deepEqual([blocked.status, (blocked.body as { code: string }).code], [403, 'password-change']);
    assert.equal(((await browser.get('/api/office/session')).body as { mustChangePassword: boolean }).mustChangePassword, true);

    const problems = async (body: unknown) => ((await browser.send('POST', '/api/office/password', body)).body as { problems: { field: string }[] }).problems.map((problem) => problem.field);
    assert.deepEqual(await problems({ current: 'not it at all', next: 'a brand new password' }), ['current']);
    assert.deepEqual(await problems({ current: TEST_PASSWORD, next: 'short' }), ['next']);
    assert.deepEqual(await problems({ current: TEST_PASSWORD, next: TEST_PASSWORD }), ['next']);
    const other = await signIn(service, account);
    assert.equal((await browser.send('POST', '/api/office/password', { current: TEST_PASSWORD, next: 'a brand new password' })).status, 204);
    assert.equal(((await browser.get('/api/office/session')).body as { mustChangePassword: boolean }).mustChangePassword, false);
    // Whoever else had the old password is signed out.
    assert.equal((await other.get('/api/office/session')).status, 401);
    assert.equal((await attempt(service, { username: 'otieno', password: TEST_PASSWORD })).status, 401);
    assert.equal((await attempt(service, { username: 'otieno', password: 'a brand new password' })).status, 200);
    assert.ok((await auditRows(service)).some((row) => row.action === 'password.change'));
  });
});
