import { parseAuditPage, parseDashboard, parseEnrolment, parseOrder, parseOrdersPage, parseRecoveryCodes, parseSession, parseTeam } from './office-parsers';
import { filterFromParams, paramsFromFilter } from './orders-query';

describe('reading the office API’s answers, which are never trusted', () => {
  it('refuses a session without its CSRF token or with an unknown role', () => {
    const account = { username: 'amina', name: 'Amina', role: 'owner' };
    expect(parseSession({ account, csrfToken: 'token', expiresAt: 'x' })).toMatchObject({ account, csrfToken: 'token', mustChangePassword: false });
    expect(parseSession({ account, expiresAt: 'x' })).toBeNull();
    expect(parseSession({ account: { ...account, role: 'admin' }, csrfToken: 'token' })).toBeNull();
    expect(parseSession('<html>')).toBeNull();
    expect(parseSession({ account: { ...account, role: 'manager', secondFactor: true }, csrfToken: 't', mustEnrol: true, recoveryCodesLeft: 4 })).toMatchObject({
      account: { role: 'manager', secondFactor: true },
      mustEnrol: true,
      recoveryCodesLeft: 4,
    });
    expect(parseSession({ account, csrfToken: 't', mustEnrol: 'yes', recoveryCodesLeft: -1 })).toMatchObject({ mustEnrol: false, recoveryCodesLeft: null });
  });

  it('takes an enrolment only with a base32 secret, an otpauth address and an SVG', () => {
    const good = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Mimea%20Naturals:amina?secret=X', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>\n' };
    expect(parseEnrolment(good)).toEqual({ ...good, qrSvg: good.qrSvg.trim() });
    expect(parseEnrolment({ ...good, secret: 'not base32!' })).toBeNull();
    expect(parseEnrolment({ ...good, uri: 'https://example.com' })).toBeNull();
    expect(parseEnrolment({ ...good, qrSvg: '<script>alert(1)</script>' })).toBeNull();
  });

  it('takes the recovery codes only when every one is well formed', () => {
    expect(parseRecoveryCodes({ recoveryCodes: ['ABCDE-FGHJK', '12345-67890'] })).toEqual(['ABCDE-FGHJK', '12345-67890']);
    expect(parseRecoveryCodes({ recoveryCodes: ['ABCDE-FGHJK', '<b>x</b>'] })).toBeNull();
    expect(parseRecoveryCodes({ recoveryCodes: [] })).toBeNull();
    expect(parseRecoveryCodes({})).toBeNull();
  });

  it('reads the record’s entries with their detail and its chain, broken only with where', () => {
    const entry = { id: 7, at: '2026-11-26T10:00:00Z', username: null, role: null, action: 'orders.export', orderId: null, detail: { via: 'token', rows: 3 }, network: null };
    const page = parseAuditPage({ entries: [entry, { id: 8 }], page: 1, pageSize: 50, total: 1, chain: { ok: false, rows: 40, brokenAt: 12 } });
    expect(page).toEqual({ entries: [{ ...entry, id: '7' }], page: 1, pageSize: 50, total: 1, chain: { ok: false, rows: 40, brokenAt: 12 } });
    expect(parseAuditPage({ entries: [], chain: { ok: false, rows: 40 } })?.chain).toBeNull();
    expect(parseAuditPage({ entries: [], chain: { ok: true, rows: 40, brokenAt: null } })?.chain).toEqual({ ok: true, rows: 40, brokenAt: null });
  });

  it('reads Team’s accounts with their second factor, codes left and failures', () => {
    const team = parseTeam({
      accounts: [
        { username: 'njeri', name: 'Njeri', role: 'manager', createdAt: 'c', disabledAt: null, mustChangePassword: true, oneTimePasswordExpiresAt: 'e', secondFactor: true, recoveryCodesLeft: 3, failedSignInsLastHour: 4 },
        { username: 'x', role: 'admin' },
      ],
    });
    expect(team).toEqual([
      { username: 'njeri', name: 'Njeri', role: 'manager', createdAt: 'c', disabledAt: null, mustChangePassword: true, oneTimePasswordExpiresAt: 'e', secondFactor: true, recoveryCodesLeft: 3, failedSignInsLastHour: 4 },
    ]);
  });

  it('refuses an order without a whole version, and drops actions it does not know', () => {
    expect(parseOrder({ orderId: 'MN-1', version: '3' })).toBeNull();
    const order = parseOrder({ orderId: 'MN-1', version: 3, actions: ['cancel', 'delete-everything', 7], history: [null, { at: 'a', event: 'placed', actor: 'the shopper' }], pickupStation: { id: 'x', name: 'Kabarnet' } });
    expect(order).toMatchObject({ orderId: 'MN-1', version: 3, actions: ['cancel'], station: 'Kabarnet', history: [{ at: 'a', event: 'placed', actor: 'the shopper', note: null }] });
  });

  it('reads a list whose counts lack tabs as zero, and a list without orders as no answer', () => {
    const page = parseOrdersPage({ orders: [{ orderId: 'MN-1', total: 'lots' }, { total: 5 }], counts: { ready: 2 } });
    expect(page?.orders).toHaveLength(1);
    expect(page?.orders[0]?.total).toBe(0);
    expect(page?.counts).toEqual({ 'awaiting-payment': 0, 'to-prepare': 0, ready: 2, collected: 0, cancelled: 0, flagged: 0 });
    expect(parseOrdersPage({ counts: {} })).toBeNull();
  });

  it('reads the failed sign-ins’ alarm of the dashboard, none when absent', () => {
    expect(parseDashboard({ signIns: { failedLastHour: 2, failedLast24Hours: 43, alarm: '43 failed sign-ins' } })?.signIns).toEqual({ failedLastHour: 2, failedLast24Hours: 43, alarm: '43 failed sign-ins' });
    expect(parseDashboard({})?.signIns).toEqual({ failedLastHour: 0, failedLast24Hours: 0, alarm: null });
  });

  it('reads the figures by method as a list or as an object', () => {
    expect(parseDashboard({ byMethod: { mpesa: { orders: 2, revenue: 10 } } })?.byMethod).toEqual([{ key: 'mpesa', orders: 2, revenue: 10 }]);
    expect(parseDashboard({ byMethod: [{ key: 'cod', orders: 1, revenue: 5 }] })?.byMethod).toEqual([{ key: 'cod', orders: 1, revenue: 5 }]);
  });
});

describe('the orders list’s URL', () => {
  it('keeps the filters and a known tab, and never a search', () => {
    const filter = filterFromParams(new URLSearchParams('tab=ready&day=2026-11-26&county=Nairobi&method=cod&page=2&q=0712345678'));
    expect(filter).toEqual({ tab: 'ready', day: '2026-11-26', county: 'Nairobi', station: '', method: 'cod', page: 2 });
    expect(paramsFromFilter(filter).toString()).toBe('tab=ready&day=2026-11-26&county=Nairobi&method=cod&page=2');
    expect(filterFromParams(new URLSearchParams('tab=everything&day=yesterday&method=cash'))).toEqual({ tab: 'to-prepare', day: '', county: '', station: '', method: '', page: 1 });
  });
});
