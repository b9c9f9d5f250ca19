// No personal data in any log line, on any path: stored, refused, and failed in the database
// (a constraint that refuses every write, a database that is gone), for orders, messages and
// the owner's calls, and the office's sign-in (no password, code or session token). The log may
// say which error class and code; never a parameter, a query string, a header or a full client
// address.
import assert from 'node:assert/strict';
import { requestIdForLog } from './log-safe';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { validOrder } from './test-support/order-fixture';
import { onEachEngine, OWNER_TOKEN, type TestService } from './test-support/test-service';
import { auditRows, signIn, storeAccount, TEST_PASSWORD } from './office/auth/office-sign-in-fixture';
import { totpCode } from './office/auth/totp';
import { officeOf } from './test-support/office-client';
import { CALLBACK_SECRET, eventually, paymentService, paymentView, placeOrder, sendPrompt, simulators } from './test-support/payment-fixture';

const shopper = {
  name: 'Nyambura Wairimu',
  phone: '+254711987654',
  nationalId: '98765432',
  email: 'nyambura.w@example.com',
  mpesaCode: 'QZX9PLM2KT',
  address: '41.90.12.34',
  message: 'Please call me about the diabetes package',
};

const order = () =>
  validOrder({ customerName: shopper.name, phoneNumber: shopper.phone, customerId: shopper.nationalId, email: shopper.email, mpesaTransactionId: shopper.mpesaCode, notes: 'Gate B, near the kiosk' });
const contactMessage = { name: shopper.name, email: shopper.email, phone: '0711 987 654', productInterest: '', message: shopper.message };
const fromShopper = { 'X-Forwarded-For': shopper.address };

/** What no log line may hold: the shopper's data, the owner's token, a client's full address. */
function assertNothingPersonal(logs: string) {
  for (const personal of [shopper.name, 'Nyambura', '711987654', '711 987 654', shopper.nationalId, shopper.email, shopper.mpesaCode, shopper.address, shopper.message, 'Gate B', OWNER_TOKEN])
    assert.equal(logs.includes(personal), false, `"${personal}" is in the logs`);
  for (const line of logs.trim().split('\n')) {
    const entry = JSON.parse(line) as Record<string, unknown>;
    // (pino's own "hostname" is the server's name.)
    for (const key of ['remoteAddress', 'remotePort', 'host', 'headers', 'body', 'stack'])
      assert.equal(JSON.stringify(entry).includes(`"${key}"`), false, `a log line has "${key}": ${line}`);
  }
}

/** Posts the shopper's order and message, and the owner's calls, one with the token in the query string. */
async function everyPath(service: TestService) {
  const answers = [
    await service.request('POST', '/api/orders', order(), fromShopper),
    await service.request('POST', '/api/messages', contactMessage, fromShopper),
    await service.request('POST', '/api/orders', { ...order(), customerName: `${shopper.name}\u0000` }, fromShopper),
    await service.request('POST', '/api/orders', { ...order(), orderAmount: 'x' }, fromShopper),
    await service.request('GET', `/api/orders.csv?token=${OWNER_TOKEN}&status=placed`, undefined, fromShopper),
    await service.owner('GET', '/api/orders.csv'),
  ];
  return answers.map((answer) => answer.status);
}

const newSimulator = simulators();

/** The payer as M-Pesa reports them: never in a log line. */
const payer = { phone: '+254733445566', msisdn: '254733445566', firstName: 'Akinyi' };

onEachEngine('the logs', (backend) => {
  it('hold no paying number, payer name or callback secret when M-Pesa prompts, callbacks and till payments are handled', async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim);
    const order = await placeOrder(service, { customerName: shopper.name, phoneNumber: payer.phone, customerId: shopper.nationalId, email: shopper.email, notes: 'Gate B, near the kiosk' });
    await sim.next({ outcome: 'approve', callback: 'thrice' }, payer.msisdn);
    assert.equal((await sendPrompt(service, order, { phoneNumber: payer.phone })).status, 202);
    await eventually(() => paymentView(service, order), (view) => view.status === 'payment-verified');
    // A till payment that matches nothing (Buy Goods: no account), one with another short code, an
    // odd one (kept and accepted: Daraja sends a body once), and one we cannot read (no TransID).
    await sim.call('POST', '/simulator/till-payments', { phone: payer.msisdn, amount: 999 });
    const confirmation = `/api/payments/callbacks/${CALLBACK_SECRET}/c2b/confirmation`;
    const body = { TransactionType: 'Buy Goods', TransID: 'LOGP000001', TransTime: '20261126100000', TransAmount: '5.00', BusinessShortCode: '1234567', BillRefNumber: '', MSISDN: payer.msisdn, FirstName: payer.firstName };
    assert.equal((await service.request('POST', confirmation, body, fromShopper)).status, 200);
    assert.equal((await service.request('POST', confirmation, { ...body, MSISDN: 'not a phone', BusinessShortCode: '5877276' }, fromShopper)).status, 200);
    assert.equal((await service.request('POST', confirmation, { ...body, TransID: null, BusinessShortCode: '5877276' }, fromShopper)).status, 400);
    const office = await officeOf(service);
    await eventually(async () => ((await office.get('/api/office/payments/unmatched')).body as { total: number }).total, (total) => total > 0);
    const logs = service.logs();
    assert.match(logs, /"kind":"stk-result"[^\n]*M-Pesa evidence handled/);
    assert.match(logs, /"kind":"c2b-confirmation"[^\n]*M-Pesa evidence handled/);
    assert.match(logs, /M-Pesa evidence ignored/);
    assert.match(logs, /M-Pesa evidence we could not read/);
    for (const personal of [payer.msisdn, '733445566', '733 445 566', payer.firstName, CALLBACK_SECRET]) assert.equal(logs.includes(personal), false, `"${personal}" is in the logs`);
    assertNothingPersonal(logs);
  });

  it('hold no personal data when orders and messages are stored and refused', async () => {
    const service = await backend.start();
    assert.deepEqual(await everyPath(service), [201, 201, 400, 400, 401, 200]);
    const logs = service.logs();
    assert.match(logs, /order stored/);
    // The client's network, not its address; the path, not the query string.
    assert.match(logs, /"network":"41\.90\.12\.0\/24"/);
    assert.match(logs, /"path":"\/api\/orders"/);
    assertNothingPersonal(logs);
  });

  it('hold no personal data when every write fails in the database', async () => {
    const service = await backend.start();
    // Every write refused by the database itself: its error message would carry every parameter.
    await service.database.db.execute(sql`ALTER TABLE orders ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    await service.database.db.execute(sql`ALTER TABLE messages ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    // The database refusing the data is the service's failure (500), not an outage (503).
    assert.deepEqual(await everyPath(service), [500, 500, 400, 400, 401, 200]);
    const logs = service.logs();
    assert.match(logs, /request failed/);
    // The class and the SQLSTATE code say what happened.
    assert.match(logs, /"code":"23514"/);
    assertNothingPersonal(logs);
  });

  it('hold no personal data when the database is gone', async () => {
    const service = await backend.start({ config: { dbTimeoutMs: 1000 } });
    const cluster = backend.cluster();
    if (cluster) await cluster.stop();
    else await service.database.close();
    try {
      const statuses = await everyPath(service);
      assert.deepEqual(statuses.slice(0, 5), [503, 503, 400, 400, 401]);
      assertNothingPersonal(service.logs());
    } finally {
      await cluster?.start();
    }
  });

  it('hold no password, second-factor code or session token when the office signs in, fails and signs out', async () => {
    const service = await backend.start();
    const owner = await storeAccount(service, { username: 'amina', role: 'owner' });
    const wrongPassword = 'Nyambura-typed-a-wrong-one';
    await service.request('POST', '/api/office/session', { username: 'amina', password: wrongPassword }, fromShopper);
    await service.request('POST', '/api/office/session', { username: wrongPassword, password: TEST_PASSWORD }, fromShopper);
    const code = totpCode(owner.totpSecret!, Date.now());
    const signedIn = await service.request('POST', '/api/office/session', { username: 'amina', password: TEST_PASSWORD, code }, fromShopper);
    assert.equal(signedIn.status, 200);
    const token = /mimea_office=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const { csrfToken } = signedIn.body as { csrfToken: string };
    const staff = await signIn(service, await storeAccount(service, { username: 'wanjiru' }));
    assert.equal((await staff.send('POST', '/api/office/password', { current: TEST_PASSWORD, next: 'Nyambura-new-password' })).status, 204);
    assert.equal((await service.request('DELETE', '/api/office/session', undefined, { Cookie: `mimea_office=${token}`, 'X-CSRF-Token': csrfToken, ...fromShopper })).status, 204);
    const logs = service.logs();
    assert.match(logs, /office sign-in/);
    for (const secret of [TEST_PASSWORD, wrongPassword, 'Nyambura-new-password', code, owner.totpSecret!, token, csrfToken, staff.cookie.split('=')[1]!, staff.csrfToken])
      assert.equal(logs.includes(secret), false, `"${secret}" is in the logs`);
    assertNothingPersonal(logs);
    // The access record holds the network, never the address.
    assert.ok((await auditRows(service)).every((row) => row.network !== shopper.address));
  });
});

it("a CheckoutRequestID in a log line hides the payer's number Daraja's newer IDs end with", () => {
  assert.equal(requestIdForLog('ws_CO_02122026103015722123456'), 'ws_CO_02122026103015…456');
  assert.equal(requestIdForLog('ws_CO_191220191020363925'), 'ws_CO_19122019102036…925');
  assert.equal(requestIdForLog('ws_CO_DMZ_123_20171201170207'), 'ws_CO_DMZ_123_…207');
  assert.equal(requestIdForLog(null), null);
});
