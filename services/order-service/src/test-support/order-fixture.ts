import type { OrderSubmission } from '@mimea/order-rules';
import type { PriceList } from '../orders/price-list';

/** Prices for the tests of pricing on its own: the seeded catalogue's figures for these ids (migration 0010). */
export const testPrices: PriceList = {
  currency: 'KES',
  products: {
    'olive-soap': { name: 'Olive Soap', price: 500 },
    'tourmaline-flask': { name: 'Tourmaline Flask', price: 3500 },
    'herbs-toothpaste': { name: 'Herbs Toothpaste', price: 650 },
  },
};

let sequence = 0;

/** A fresh order ID: ORDER, 13 digits of time and 3 more. */
export function nextOrderId(): string {
  sequence += 1;
  return `ORDER${1_763_900_000_000 + sequence * 1000 + (process.pid % 1000)}${String(sequence % 1000).padStart(3, '0')}`;
}

/**
 * A fresh M-Pesa transaction ID: 10 upper-case letters or digits (T, 4 of the pid, 5 of base 36),
 * unique within a process for 60 million orders (the load script posts tens of thousands).
 */
export function nextTransactionId(): string {
  sequence += 1;
  return `T${String(process.pid % 10_000).padStart(4, '0')}${sequence.toString(36).toUpperCase().padStart(5, '0')}`;
}

/**
 * What the checkout sends for 3 Olive Soap and 1 Tourmaline Flask with WELCOME10 to Diani:
 * KES 5,000 − 500 + 660 = 5,160 (the e2e desktop journey's order).
 */
export function validOrder(overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return {
    orderId: nextOrderId(),
    customerName: 'Wanjiku Kamau',
    phoneNumber: '+254722123456',
    customerId: '12345678',
    orderAmount: 5160,
    products: 'Olive Soap (3x), Tourmaline Flask (1x)',
    mpesaTransactionId: nextTransactionId(),
    paymentStatus: 'paid',
    paymentMethod: 'mpesa',
    paymentDate: new Date().toISOString(),
    currency: 'KES',
    lines: [
      { id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 3, lineTotal: 1500 },
      { id: 'tourmaline-flask', name: 'Tourmaline Flask', unitPrice: 3500, quantity: 1, lineTotal: 3500 },
    ],
    subtotal: 5000,
    discount: 500,
    coupon: 'WELCOME10',
    shipping: 660,
    county: 'Mombasa',
    pickupStation: { id: 'diani', name: 'Diani', fee: 660 },
    email: 'wanjiku@example.com',
    notes: 'Please call on arrival',
    ...overrides,
  };
}

/** One Olive Soap to Diani, the reproduction order: KES 500 + 660 = 1,160. */
export function oneSoap(overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return validOrder({
    lines: [{ id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 1, lineTotal: 500 }],
    products: 'Olive Soap (1x)',
    subtotal: 500,
    discount: 0,
    coupon: null,
    shipping: 660,
    orderAmount: 1160,
    ...overrides,
  });
}

/** A cash-on-delivery order in Nairobi: 3 Tourmaline Flasks, free shipping from KES 10,000. */
export function cashOrder(overrides: Partial<OrderSubmission> = {}): OrderSubmission {
  return validOrder({
    orderAmount: 10_500,
    products: 'Tourmaline Flask (3x)',
    mpesaTransactionId: null,
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    lines: [{ id: 'tourmaline-flask', name: 'Tourmaline Flask', unitPrice: 3500, quantity: 3, lineTotal: 10_500 }],
    subtotal: 10_500,
    discount: 0,
    coupon: null,
    shipping: 0,
    county: 'Nairobi',
    pickupStation: { id: 'nairobi-cbd-kenyatta-avenue', name: 'Nairobi CBD - Kenyatta Avenue', fee: 240 },
    ...overrides,
  });
}
