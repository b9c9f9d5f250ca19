// Orders and the catalogue's stock (docs/order-service.md, "Stock"): an order holds its units
// in the transaction that stores it, a cancellation gives them back, a collection sells them,
// an M-Pesa wait lapses, and a payment after the lapse takes them again or flags the order.
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { OrderSubmission } from '@mimea/order-rules';
import { catalogueHolds } from '../db/schema';
import { readProduct, readRevision, updateProduct } from '../catalogue/catalogue-store';
import { lapseHolds } from '../catalogue/stock';
import { validOrder } from '../test-support/order-fixture';
import { officeAction, officeOf } from '../test-support/office-client';
import { onEachEngine, type TestService } from '../test-support/test-service';
import { setStock } from '../test-support/stock';

const TIMEOUT = 5000;
const PRICES: Record<string, { name: string; price: number }> = {
  'olive-soap': { name: 'Olive Soap', price: 500 },
  'herbs-toothpaste': { name: 'Herbs Toothpaste', price: 650 },
  'tourmaline-flask': { name: 'Tourmaline Flask', price: 3500 },
};

let phones = 0;

/**
 * `quantity` of one product to Nairobi, as the checkout sends it; M-Pesa on the prompt path (no
 * code, awaiting its payment) or cash on delivery. Each from its own phone: two cash orders of
 * the same purchase from one phone are taken for one (order-store.ts purchaseKey).
 */
function orderOf(id: string, quantity: number, paymentMethod: 'mpesa' | 'cod' = 'cod', overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  const { name, price } = PRICES[id]!;
  const subtotal = price * quantity;
  const shipping = subtotal >= 10_000 ? 0 : 240;
  phones += 1;
  return validOrder({
    phoneNumber: `+2547221${String(phones % 100_000).padStart(5, '0')}`,
    lines: [{ id, name, unitPrice: price, quantity, lineTotal: subtotal }],
    products: `${name} (${quantity}x)`,
    subtotal,
    discount: 0,
    coupon: null,
    shipping,
    orderAmount: subtotal + shipping,
    county: 'Nairobi',
    pickupStation: { id: 'nairobi-cbd-kenyatta-avenue', name: 'Nairobi CBD - Kenyatta Avenue', fee: 240 },
    paymentMethod,
    mpesaTransactionId: null,
    paymentStatus: 'pending',
    ...overrides,
  });
}

async function stockOf(service: TestService, id: string): Promise<number> {
  return (await readProduct(service.database.db, id))!.stock;
}

async function holdsOf(service: TestService, orderId: string) {
  return service.database.db.select().from(catalogueHolds).where(eq(catalogueHolds.orderId, orderId));
}

onEachEngine('orders and stock', (backend) => {
  let service: TestService;
  before(async () => {
    service = await backend.start();
  });

  it('50 orders at once for the last 3 units: exactly 3 stored, the others 409 naming the line', async () => {
    await setStock(service, 'olive-soap', 3);
    const answers = await Promise.all(Array.from({ length: 50 }, () => service.request('POST', '/api/orders', orderOf('olive-soap', 1, 'mpesa'))));
    assert.equal(answers.filter((answer) => answer.status === 201).length, 3);
    const refused = answers.filter((answer) => answer.status !== 201);
    assert.equal(refused.length, 47);
    for (const answer of refused) {
      assert.equal(answer.status, 409);
      assert.deepEqual(answer.body, {
        error: 'Olive Soap is out of stock.',
        code: 'out-of-stock',
        line: { id: 'olive-soap', name: 'Olive Soap', requested: 1, available: 0 },
      });
    }
    assert.equal(await stockOf(service, 'olive-soap'), 0);
    const [held] = await service.database.db
      .select({ units: sql<number>`sum(${catalogueHolds.quantity})::int` })
      .from(catalogueHolds)
      .where(eq(catalogueHolds.productId, 'olive-soap'));
    assert.equal(held?.units, 3);
  });

  it('a line wanting more than is left is refused with how many are left, and nothing is stored or held', async () => {
    await setStock(service, 'herbs-toothpaste', 2);
    const revision = await readRevision(service.database.db);
    const order = orderOf('herbs-toothpaste', 3);
    const answer = await service.request('POST', '/api/orders', order);
    assert.equal(answer.status, 409);
    assert.equal((answer.body as { error: string }).error, 'Only 2 left of Herbs Toothpaste. Change the quantity in your cart.');
    assert.equal(await stockOf(service, 'herbs-toothpaste'), 2);
    assert.deepEqual(await holdsOf(service, order.orderId), []);
    assert.equal(await readRevision(service.database.db), revision);
    // The same order sent again once the quantity fits is a new order, stored.
    assert.equal((await service.request('POST', '/api/orders', orderOf('herbs-toothpaste', 2))).status, 201);
    assert.equal(await stockOf(service, 'herbs-toothpaste'), 0);
  });

  it('cancelling gives the units back; collecting sells them', async () => {
    await setStock(service, 'tourmaline-flask', 10);
    const office = await officeOf(service);
    const cancelled = orderOf('tourmaline-flask', 3);
    const collected = orderOf('tourmaline-flask', 2);
    for (const order of [cancelled, collected]) assert.equal((await service.request('POST', '/api/orders', order)).status, 201);
    assert.equal(await stockOf(service, 'tourmaline-flask'), 5);
    // Cash on delivery holds until it is collected or cancelled.
    assert.equal((await holdsOf(service, cancelled.orderId))[0]!.expiresAt, null);

    assert.equal((await officeAction(office, cancelled.orderId, 'cancel', 'the shopper called it off')).status, 200);
    assert.equal(await stockOf(service, 'tourmaline-flask'), 8);
    assert.notEqual((await holdsOf(service, cancelled.orderId))[0]!.releasedAt, null);

    assert.equal((await officeAction(office, collected.orderId, 'mark-ready')).status, 200);
    assert.equal((await officeAction(office, collected.orderId, 'collect')).status, 200);
    assert.equal(await stockOf(service, 'tourmaline-flask'), 8);
    const [sold] = await holdsOf(service, collected.orderId);
    assert.equal(sold!.sold, true);
    assert.notEqual(sold!.releasedAt, null);
  });

  it("an M-Pesa order's hold lapses; paid later, it takes the units again if they are there, else it is flagged paid, out of stock", async () => {
    await setStock(service, 'herbs-toothpaste', 5);
    const office = await officeOf(service);
    const retaken = orderOf('herbs-toothpaste', 2, 'mpesa');
    const gone = orderOf('herbs-toothpaste', 3, 'mpesa');
    for (const order of [retaken, gone]) assert.equal((await service.request('POST', '/api/orders', order)).status, 201);
    assert.equal(await stockOf(service, 'herbs-toothpaste'), 0);
    // Awaiting its payment: held for the office's hold_minutes (60 by default).
    const expiresAt = (await holdsOf(service, retaken.orderId))[0]!.expiresAt!;
    assert.ok(Math.abs(expiresAt.getTime() - (Date.now() + 60 * 60_000)) < 60_000);

    // Nothing lapses before its time; then both do (their time moved into the past).
    assert.equal(await service.database.transaction(TIMEOUT, (tx) => lapseHolds(tx)), 0);
    await service.database.db
      .update(catalogueHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${catalogueHolds.orderId} IN (${retaken.orderId}, ${gone.orderId})`);
    assert.equal(await service.database.transaction(TIMEOUT, (tx) => lapseHolds(tx)), 2);
    assert.equal(await stockOf(service, 'herbs-toothpaste'), 5);

    // Someone else buys 2 of the 5 meanwhile.
    assert.equal((await service.request('POST', '/api/orders', orderOf('herbs-toothpaste', 2))).status, 201);
    assert.equal((await officeAction(office, retaken.orderId, 'verify-payment', 'paid at the till, checked')).status, 200);
    assert.equal(await stockOf(service, 'herbs-toothpaste'), 1);
    const [kept] = await holdsOf(service, retaken.orderId);
    assert.deepEqual([kept!.releasedAt, kept!.expiresAt], [null, null]);

    const paidLate = await officeAction(office, gone.orderId, 'verify-payment', 'paid at the till, checked');
    assert.equal(paidLate.status, 200);
    const { order } = paidLate.body as { order: { status: string; payment: { flag: string | null }; history: { event: string; note: string | null }[] } };
    assert.equal(order.status, 'payment-verified');
    assert.equal(order.payment.flag, 'paid-out-of-stock');
    assert.equal(order.history.at(-1)!.note, 'Paid after its hold lapsed: Only 1 left of Herbs Toothpaste. Change the quantity in your cart. (3 ordered)');
    assert.equal(await stockOf(service, 'herbs-toothpaste'), 1);

    // Verified again while still short: still flagged, nothing taken.
    type Answer = { order: { payment: { flag: string | null } } };
    const stillShort = await officeAction(office, gone.orderId, 'verify-payment', 'checked again');
    assert.equal((stillShort.body as Answer).order.payment.flag, 'paid-out-of-stock');
    assert.equal(await stockOf(service, 'herbs-toothpaste'), 1);
    // The owner restocks 4: verified, the order takes its 3 again and the flag goes.
    await setStock(service, 'herbs-toothpaste', 5);
    const restocked = await officeAction(office, gone.orderId, 'verify-payment', 'restocked, units set aside');
    assert.equal(restocked.status, 200);
    assert.equal((restocked.body as Answer).order.payment.flag, null);
    assert.equal(await stockOf(service, 'herbs-toothpaste'), 2);
    const holds = await holdsOf(service, gone.orderId);
    assert.deepEqual(holds.map((hold) => [hold.quantity, hold.releasedAt, hold.expiresAt]), [[3, null, null]]);
  });

  it("prices an order at the catalogue's current price, its sale price when set; a hidden product is refused", async () => {
    const { database } = service;
    const flask = (await readProduct(database.db, 'tourmaline-flask'))!;
    await database.transaction(TIMEOUT, (tx) => updateProduct(tx, 'tourmaline-flask', flask.version, { price: 4000 }));
    const atNewPrice = await service.request('POST', '/api/orders', orderOf('tourmaline-flask', 1));
    assert.equal(atNewPrice.status, 201);
    assert.deepEqual([(atNewPrice.body as { total: number }).total, (atNewPrice.body as { priceCheck: string }).priceCheck], [4240, 'mismatch']);

    await database.transaction(TIMEOUT, (tx) => updateProduct(tx, 'tourmaline-flask', flask.version + 1, { salePrice: 3000 }));
    assert.equal(((await service.request('POST', '/api/orders', orderOf('tourmaline-flask', 1))).body as { total: number }).total, 3240);

    await database.transaction(TIMEOUT, (tx) => updateProduct(tx, 'tourmaline-flask', flask.version + 2, { hidden: true }));
    const hidden = await service.request('POST', '/api/orders', orderOf('tourmaline-flask', 1));
    assert.equal(hidden.status, 400);
    assert.equal((hidden.body as { problems: { field: string }[] }).problems[0]!.field, 'lines.0.id');
  });
});
