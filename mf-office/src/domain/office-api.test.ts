import { OfficeApi } from './office-api';
import { OfficeError, SERVICE_DOWN_MESSAGE, faultMessage } from './office-fault';
import { EXPIRED, NATIONAL_ID, OWNER, RECOVERY_CODES, STAFF, THROTTLED_USERNAME, standInOfficeService } from '../test/office-service-stub';

const service = standInOfficeService();

async function faultOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OfficeError) return error.fault;
    throw error;
  }
  throw new Error('The call did not fail');
}

describe('the office API client against a stand-in service', () => {
  it('asks for the owner’s code, then signs in and keeps the CSRF token for the calls that change things', async () => {
    const api = new OfficeApi();
    expect(await faultOf(api.signIn({ username: OWNER.username, password: OWNER.password }))).toEqual({ kind: 'sign-in', refusal: 'code-required', retryAfterSeconds: null });
    expect(await faultOf(api.signIn({ username: OWNER.username, password: OWNER.password, code: '000000' }))).toMatchObject({ refusal: 'invalid' });
    const session = await api.signIn({ username: OWNER.username, password: OWNER.password, code: OWNER.code });
    expect(session.account).toEqual({ username: 'amina', name: 'Amina Wanjiru', role: 'owner', secondFactor: true });
    expect(session).toMatchObject({ mustEnrol: false, recoveryCodesLeft: null });

    const order = await api.order('MN-20261126-AAAA');
    const changed = await api.act(order.orderId, { action: 'mark-ready', expectedVersion: order.version });
    expect(changed).toMatchObject({ status: 'ready', version: order.version + 1 });
    // The stand-in refuses a POST without the session's token: this one carried it.
    expect(service().calls).toContain('POST /api/office/orders/MN-20261126-AAAA/actions');
  });

  it('signs in with a recovery code instead, and says how many are left', async () => {
    const api = new OfficeApi();
    const session = await api.signIn({ username: OWNER.username, password: OWNER.password, code: '999999', recoveryCode: ` ${RECOVERY_CODES[3].toLowerCase()} ` });
    expect(session.recoveryCodesLeft).toBe(9);
    expect(service().bodies.at(-1)?.body).toEqual({ username: OWNER.username, password: OWNER.password, recoveryCode: RECOVERY_CODES[3].toLowerCase() });
    expect(await faultOf(new OfficeApi().signIn({ username: OWNER.username, password: OWNER.password, recoveryCode: RECOVERY_CODES[3] }))).toMatchObject({ refusal: 'invalid' });
  });

  it('reads a wrong password, an expired one-time password, too many failures (with the wait) and a session that ended', async () => {
    const api = new OfficeApi();
    expect(await faultOf(api.signIn({ username: STAFF.username, password: 'wrong password' }))).toMatchObject({ refusal: 'invalid' });
    const expired = await faultOf(api.signIn({ username: EXPIRED.username, password: EXPIRED.password }));
    expect(faultMessage(new OfficeError(expired))).toBe('This one-time password has expired. Ask the owner for a new one.');
    const throttled = await faultOf(api.signIn({ username: THROTTLED_USERNAME, password: 'whatever it is' }));
    expect(throttled).toEqual({ kind: 'sign-in', refusal: 'throttled', retryAfterSeconds: 840 });
    expect(faultMessage(new OfficeError(throttled))).toBe('Too many failed sign-ins. Try again in 14 minutes.');

    expect(await api.session()).toBeNull();
    await api.signIn({ username: STAFF.username, password: STAFF.password });
    expect(await api.session()).toMatchObject({ account: { role: 'staff' } });
    service().endSessions();
    expect(await faultOf(api.overview())).toEqual({ kind: 'signed-out' });
  });

  it('gives a 409 `changed` with the order as it is now', async () => {
    const api = new OfficeApi();
    await api.signIn({ username: STAFF.username, password: STAFF.password });
    const order = await api.order('MN-20261126-AAAA');
    service().changeBehind(order.orderId, 'ready', 'ready', 'Wanjiru');
    const fault = await faultOf(api.act(order.orderId, { action: 'collect', expectedVersion: order.version }));
    expect(fault).toMatchObject({ kind: 'changed', message: 'Wanjiru changed this order at 14:02. Look at it again before you change it.', order: { status: 'ready', version: order.version + 1 } });
  });

  it('calls the service down when it answers 503 or not at all', async () => {
    const api = new OfficeApi();
    await api.signIn({ username: STAFF.username, password: STAFF.password });
    service().goDown();
    const fault = await faultOf(api.orders({ tab: 'to-prepare' }));
    expect(fault).toEqual({ kind: 'service-down' });
    expect(faultMessage(new OfficeError(fault))).toBe(SERVICE_DOWN_MESSAGE);
    await service().close();
    expect(await faultOf(api.overview())).toEqual({ kind: 'service-down' });
  });

  it('sends the search in a body, never a URL, and parses the list, its counts and the bulk results', async () => {
    const api = new OfficeApi();
    await api.signIn({ username: STAFF.username, password: STAFF.password });
    const list = await api.orders({ tab: 'to-prepare', q: '0712 345' });
    expect(service().bodies.at(-1)).toEqual({ path: '/orders/search', body: { tab: 'to-prepare', q: '0712 345' } });
    expect(service().calls.filter((call) => call.includes('0712') || call.includes('q='))).toEqual([]);
    expect(list.orders.map((order) => order.orderId)).toEqual(['MN-20261126-AAAA']);
    expect(list.orders[0]?.phone).toBe('0712 *** 678');
    expect(list.counts['to-prepare']).toBe(1);
    const results = await api.bulk('cancel', [{ orderId: 'MN-20261126-BBBB', expectedVersion: 1 }, { orderId: 'MN-20261126-DDDD', expectedVersion: 7 }], 'Out of stock');
    expect(results).toEqual([
      { orderId: 'MN-20261126-BBBB', ok: true, message: null },
      { orderId: 'MN-20261126-DDDD', ok: false, message: expect.stringContaining('changed this order') },
    ]);
  });

  it('reads a hand-over refused in the service’s words, and a role refused with its own', async () => {
    const api = new OfficeApi();
    await api.signIn({ username: STAFF.username, password: STAFF.password });
    const order = await api.order('MN-20261126-DDDD');
    const mismatch = await faultOf(api.act(order.orderId, { action: 'collect', expectedVersion: order.version, handover: { orderId: order.orderId, nationalId: '11111111' } }));
    expect(mismatch).toEqual({ kind: 'handover-mismatch', message: "The national ID does not match this order's. Do not hand it over." });
    const handed = await api.act(order.orderId, { action: 'collect', expectedVersion: order.version, handover: { orderId: order.orderId.toLowerCase(), nationalId: ` ${NATIONAL_ID} ` } });
    expect(handed.status).toBe('collected');

    const unpaid = await api.order('MN-20261126-CCCC');
    expect(unpaid.actions).not.toContain('verify-payment');
    const refused = await faultOf(api.act(unpaid.orderId, { action: 'verify-payment', expectedVersion: unpaid.version, reason: 'Saw the SMS' }));
    expect(refused).toEqual({ kind: 'forbidden', code: 'role', message: 'Only the owner or a manager may do this.' });
    expect(faultMessage(new OfficeError(refused))).toBe('Only the owner or a manager may do this.');
  });
});
