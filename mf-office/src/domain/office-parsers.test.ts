import { parseDashboard, parseOrder, parseOrdersPage, parseSession } from './office-parsers';
import { filterFromParams, paramsFromFilter } from './orders-query';

describe('reading the office API’s answers, which are never trusted', () => {
  it('refuses a session without its CSRF token or with an unknown role', () => {
    const account = { username: 'amina', name: 'Amina', role: 'owner' };
    expect(parseSession({ account, csrfToken: 'token', expiresAt: 'x' })).toMatchObject({ account, csrfToken: 'token', mustChangePassword: false });
    expect(parseSession({ account, expiresAt: 'x' })).toBeNull();
    expect(parseSession({ account: { ...account, role: 'admin' }, csrfToken: 'token' })).toBeNull();
    expect(parseSession('<html>')).toBeNull();
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
