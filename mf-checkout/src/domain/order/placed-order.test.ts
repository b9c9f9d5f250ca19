import { parsePlacedOrder, type PlacedOrder } from './placed-order';

const placed: PlacedOrder = {
  orderId: 'ORDER1764000000000123',
  paymentMethod: 'cod',
  mpesaTransactionId: null,
  lines: [{ id: 'olive-soap', name: 'Olive Soap', quantity: 3, lineTotal: 1500 }],
  subtotal: 1500,
  discount: 0,
  shipping: 240,
  total: 1740,
  county: 'Nairobi',
  pickupStation: 'Nairobi - Westlands',
};

describe('the placed order handed to the confirmation page', () => {
  it('is read back from the history state for its own order ID', () => {
    expect(parsePlacedOrder({ placedOrder: placed }, placed.orderId)).toEqual(placed);
  });

  it('is ignored when it belongs to another order or was tampered with', () => {
    expect(parsePlacedOrder({ placedOrder: placed }, 'ORDER1764000000000999')).toBeNull();
    expect(parsePlacedOrder({ placedOrder: { ...placed, total: -5 } }, placed.orderId)).toBeNull();
    expect(parsePlacedOrder({ placedOrder: { ...placed, lines: [{ name: '<img src=x>' }] } }, placed.orderId)).toBeNull();
    expect(parsePlacedOrder({ placedOrder: { ...placed, paymentMethod: 'card' } }, placed.orderId)).toBeNull();
    expect(parsePlacedOrder(null, placed.orderId)).toBeNull();
    expect(parsePlacedOrder('ORDER', placed.orderId)).toBeNull();
  });
});
