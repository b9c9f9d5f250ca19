import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { onEachEngine, type TestService } from '../test-support/test-service';
import { signInOffice } from '../test-support/office-client';
import { applyRetention } from '../retention';
import { recordVitals, type VitalsReadout } from './vitals-store';
import { VITALS_BODY_LIMIT } from './vitals-schema';

const DAY_MS = 86_400_000;
const beacon = (page: string, metrics: { name: string; value: number }[]) => ({ page, metrics });

const post = (service: TestService, body: unknown, contentType = 'application/json') =>
  service.request('POST', '/api/vitals', typeof body === 'string' ? body : JSON.stringify(body), { 'Content-Type': contentType });

const problemsOf = (answer: { body: unknown }) => (answer.body as { problems: { field: string; message: string }[] }).problems;

async function readout(service: TestService): Promise<VitalsReadout> {
  const owner = await signInOffice(service, 'owner');
  const answer = await owner.get('/api/office/vitals');
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as VitalsReadout;
}

const storedRows = async (service: TestService) =>
  (await service.database.db.execute(sql`SELECT * FROM field_vitals ORDER BY day, page, metric, bucket`)) as unknown as { rows: Record<string, unknown>[] };

const figure = (read: VitalsReadout, page: string, metric: string, days: number) =>
  read.pages.find((entry) => entry.page === page)?.metrics.find((entry) => entry.metric === metric)?.windows.find((window) => window.days === days);

onEachEngine('POST /api/vitals', (backend) => {
  it('counts a beacon sent as sendBeacon sends it (text/plain) or as JSON, and answers 204', async () => {
    const service = await backend.start();
    const asText = await post(service, beacon('/product/:id', [{ name: 'LCP', value: 1840.5 }, { name: 'TTFB', value: 212 }]), 'text/plain;charset=UTF-8');
    assert.equal(asText.status, 204);
    assert.equal(asText.body, '');
    assert.equal((await post(service, beacon('/product/:id', [{ name: 'CLS', value: 0.02 }, { name: 'INP', value: 96 }]))).status, 204);
    const read = await readout(service);
    assert.deepEqual(read.pages.map((entry) => entry.page), ['/product/:id']);
    for (const metric of ['LCP', 'TTFB', 'CLS', 'INP']) assert.equal(figure(read, '/product/:id', metric, 1)?.count, 1, metric);
    assert.ok(Math.abs(figure(read, '/product/:id', 'LCP', 1)!.p75! - 1840.5) / 1840.5 < 0.025);
  });

  it('refuses, storing nothing, what is not a beacon of a route pattern with sane values', async () => {
    const service = await backend.start();
    const refused: [string, unknown, string][] = [
      ['an address with an order ID', beacon('/order-confirmation/ORDER123', [{ name: 'LCP', value: 900 }]), 'page'],
      ['an address with a search', beacon('/shop?search=tea', [{ name: 'LCP', value: 900 }]), 'page'],
      ['an unknown page', beacon('/admin', [{ name: 'LCP', value: 900 }]), 'page'],
      ['a page that is not text', beacon(42 as unknown as string, [{ name: 'LCP', value: 900 }]), 'page'],
      ['an unknown metric', beacon('/shop', [{ name: 'FID', value: 12 }]), 'metrics.0.name'],
      ['a value as text', beacon('/shop', [{ name: 'LCP', value: '900' as unknown as number }]), 'metrics.0.value'],
      ['a negative value', beacon('/shop', [{ name: 'TTFB', value: -1 }]), 'metrics.0.value'],
      ['an absurd LCP', beacon('/shop', [{ name: 'LCP', value: 3_600_000 }]), 'metrics.0.value'],
      ['an absurd CLS', beacon('/shop', [{ name: 'CLS', value: 50 }]), 'metrics.0.value'],
      ['no metric', beacon('/shop', []), 'metrics'],
      ['too many metrics', beacon('/shop', Array.from({ length: 9 }, () => ({ name: 'CLS', value: 0 }))), 'metrics'],
      ['an e-mail beside the beacon', { ...beacon('/shop', [{ name: 'LCP', value: 900 }]), email: 'achieng@example.com' }, '(body)'],
      ['an ID inside a metric', beacon('/shop', [{ name: 'LCP', value: 900, id: 'v5-1732690000000-123' } as { name: string; value: number }]), 'metrics.0'],
      ['a list', [beacon('/shop', [{ name: 'LCP', value: 900 }])], '(body)'],
    ];
    for (const [what, body, field] of refused) {
      const answer = await post(service, body);
      assert.equal(answer.status, 400, what);
      assert.equal((answer.body as { error: string }).error, 'The beacon has problems: nothing was stored.', what);
      assert.ok(problemsOf(answer).some((problem) => problem.field === field), `${what}: ${JSON.stringify(problemsOf(answer))}`);
    }
    // Infinity and NaN are not JSON: the body is refused as such.
    assert.equal((await post(service, '{"page":"/shop","metrics":[{"name":"LCP","value":Infinity}]}', 'text/plain')).status, 400);
    assert.equal((await post(service, 'not json at all', 'text/plain')).status, 400);
    assert.equal((await post(service, beacon('/shop', [{ name: 'LCP', value: 900 }]), 'application/x-www-form-urlencoded')).status, 415);
    const tooLarge = beacon('/shop', [{ name: 'LCP', value: 900 }]) as Record<string, unknown>;
    tooLarge.padding = 'x'.repeat(VITALS_BODY_LIMIT);
    assert.equal((await post(service, tooLarge, 'text/plain')).status, 413);
    assert.deepEqual((await storedRows(service)).rows, []);
  });

  it('limits the beacons per client a minute (429)', async () => {
    const service = await backend.start({ config: { vitalsPerMinute: 3 } });
    for (let sent = 0; sent < 3; sent += 1) assert.equal((await post(service, beacon('/', [{ name: 'CLS', value: 0 }]))).status, 204);
    const refused = await post(service, beacon('/', [{ name: 'CLS', value: 0 }]));
    assert.equal(refused.status, 429);
    assert.equal(figure(await readout(service), '/', 'CLS', 1)?.count, 3);
  });

  it('keeps nothing but the page pattern, the metric, the shop day and the bucket counts', async () => {
    const service = await backend.start();
    await post(service, beacon('/order-confirmation/:orderId', [{ name: 'LCP', value: 1200 }, { name: 'LCP', value: 1201 }, { name: 'CLS', value: 0 }]), 'text/plain');
    const columns = (await service.database.db.execute(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'field_vitals' ORDER BY column_name`,
    )) as unknown as { rows: { column_name: string }[] };
    assert.deepEqual(columns.rows.map((row) => row.column_name), ['bucket', 'count', 'day', 'metric', 'page']);
    const rows = (await storedRows(service)).rows.map((row): Record<string, unknown> & { day: string } => ({ ...row, day: String(row.day instanceof Date ? row.day.toISOString().slice(0, 10) : row.day) }));
    assert.equal(rows.length, 2);
    for (const row of rows) {
      assert.deepEqual(Object.keys(row).sort(), ['bucket', 'count', 'day', 'metric', 'page']);
      assert.equal(row.page, '/order-confirmation/:orderId');
      assert.match(row.day, /^\d{4}-\d{2}-\d{2}$/);
    }
    // Two LCPs of the same bucket are one row counting two.
    assert.deepEqual(rows.map((row) => [row.metric, Number(row.count)]), [['CLS', 1], ['LCP', 2]]);
    assert.equal(service.logs().includes('1200'), false);
  });
});

onEachEngine('GET /api/office/vitals', (backend) => {
  it('is the owner’s: 401 without a session, 403 for staff', async () => {
    const service = await backend.start();
    assert.equal((await service.request('GET', '/api/office/vitals')).status, 401);
    const staff = await signInOffice(service, 'staff');
    assert.equal((await staff.get('/api/office/vitals')).status, 403);
    const owner = await signInOffice(service, 'owner');
    const answer = await owner.get('/api/office/vitals');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const read = answer.body as VitalsReadout;
    assert.deepEqual(read.pages, []);
    assert.deepEqual(read.windows, [1, 7, 28]);
    assert.deepEqual(read.thresholds, {
      LCP: { unit: 'ms', good: 2500, poor: 4000 },
      INP: { unit: 'ms', good: 200, poor: 500 },
      CLS: { unit: 'score', good: 0.1, poor: 0.25 },
      TTFB: { unit: 'ms', good: 800, poor: 1800 },
    });
  });

  it('gives the 75th percentile and count of each page and metric over the last 1, 7 and 28 shop days', async () => {
    const service = await backend.start();
    const now = Date.now();
    const record = (daysAgo: number, page: string, name: 'LCP' | 'INP', value: number) =>
      service.database.run(5000, (db) => recordVitals(db, { page, metrics: [{ name, value }] }, new Date(now - daysAgo * DAY_MS)));
    // Today, through the route: LCP 1000 … 1800 ms on the shop (p75 of 5: the 4th, 1600).
    for (const value of [1800, 1000, 1600, 1200, 1400]) assert.equal((await post(service, beacon('/shop', [{ name: 'LCP', value }]))).status, 204);
    // Three days ago, slower: with today's, p75 of 8 is the 6th (3000).
    for (const value of [3000, 3200, 3400]) await record(3, '/shop', 'LCP', value);
    // Twenty days ago, slower still: p75 of 12 over 28 days is the 9th (4200).
    for (const value of [4200, 4400, 4600, 4800]) await record(20, '/shop', 'LCP', value);
    // Forty days ago: outside every window.
    await record(40, '/shop', 'LCP', 9000);
    await record(40, '/blog', 'LCP', 9000);
    // An interaction on the product page, 6 days ago: in 7 and 28, not in 1.
    await record(6, '/product/:id', 'INP', 620);

    const read = await readout(service);
    assert.deepEqual(read.pages.map((entry) => entry.page), ['/shop', '/product/:id']);
    const shop = (days: number) => figure(read, '/shop', 'LCP', days)!;
    const near = (value: number | null, expected: number) => assert.ok(value !== null && Math.abs(value - expected) / expected < 0.025, `${value} is not near ${expected}`);
    assert.deepEqual([shop(1).count, shop(7).count, shop(28).count], [5, 8, 12]);
    near(shop(1).p75, 1600);
    near(shop(7).p75, 3000);
    near(shop(28).p75, 4200);
    assert.deepEqual([shop(1).rating, shop(7).rating, shop(28).rating], ['good', 'needs-improvement', 'poor']);
    assert.deepEqual(figure(read, '/shop', 'CLS', 28), { days: 28, count: 0, p75: null, rating: null });
    const inp = (days: number) => figure(read, '/product/:id', 'INP', days)!;
    assert.deepEqual([inp(1).count, inp(7).count, inp(28).count], [0, 1, 1]);
    assert.equal(inp(7).rating, 'poor');
  });

  it('lets the retention job delete the days older than 400', async () => {
    const service = await backend.start();
    const now = Date.now();
    await service.database.run(5000, (db) => recordVitals(db, { page: '/', metrics: [{ name: 'LCP' as const, value: 1000 }] }, new Date(now - 401 * DAY_MS)));
    await service.database.run(5000, (db) => recordVitals(db, { page: '/', metrics: [{ name: 'LCP' as const, value: 1000 }] }, new Date(now - 399 * DAY_MS)));
    const result = await applyRetention(service.database.db, new Date(now));
    assert.equal(result?.vitalRowsDeleted, 1);
    assert.equal((await storedRows(service)).rows.length, 1);
  });
});
