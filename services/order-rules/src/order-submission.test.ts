import type { CartItem } from '@mimea/shared';
import { emptyCheckoutValues } from './checkout-form';
import { orderTotals } from './order-totals';
import { buildOrderSubmission, productsText, type OrderDraft } from './order-submission';

const lines: CartItem[] = [
  { id: 'a-power-capsules', name: 'A-Power Capsules', price: 2500, currency: 'KES', quantity: 2, image: '' },
  { id: 'olive-soap', name: 'Olive Soap', price: 500, currency: 'KES', quantity: 3, image: '' },
];

const draft: OrderDraft = {
  orderId: 'ORDER1764000000000123',
  form: {
    ...emptyCheckoutValues,
    firstName: ' Wanjiku ',
    lastName: 'Kamau',
    email: '',
    phone: '0722 123 456',
    idNumber: '1234 5678',
    county: 'Mombasa',
    pickupStation: 'diani',
    notes: 'Call before delivery',
  },
  station: { id: 'diani', name: 'Diani', fee: 660 },
  lines,
  totals: orderTotals(6500, 650, 660),
  coupon: 'WELCOME10',
};

const now = new Date('2026-11-22T09:30:00.000Z');

describe('the order submission', () => {
  it("words products as the spec does: 'name (Nx)' joined by commas", () => {
    expect(productsText(lines)).toBe('A-Power Capsules (2x), Olive Soap (3x)');
  });

  it('carries every field of the spec for an M-Pesa payment, plus lines, station, shipping and coupon', () => {
    const order = buildOrderSubmission(draft, { method: 'mpesa', phone: '+254711000111', transactionId: 'QFT4XY7Z2K' }, now);
    expect(order).toEqual({
      orderId: 'ORDER1764000000000123',
      customerName: 'Wanjiku Kamau',
      phoneNumber: '+254711000111',
      customerId: '12345678',
      orderAmount: 6510,
      products: 'A-Power Capsules (2x), Olive Soap (3x)',
      mpesaTransactionId: 'QFT4XY7Z2K',
      paymentStatus: 'paid',
      paymentMethod: 'mpesa',
      paymentDate: '2026-11-22T09:30:00.000Z',
      currency: 'KES',
      lines: [
        { id: 'a-power-capsules', name: 'A-Power Capsules', unitPrice: 2500, quantity: 2, lineTotal: 5000 },
        { id: 'olive-soap', name: 'Olive Soap', unitPrice: 500, quantity: 3, lineTotal: 1500 },
      ],
      subtotal: 6500,
      discount: 650,
      coupon: 'WELCOME10',
      shipping: 660,
      county: 'Mombasa',
      pickupStation: { id: 'diani', name: 'Diani', fee: 660 },
      email: null,
      notes: 'Call before delivery',
    });
  });

  it('marks cash on delivery as pending, with the form phone normalised and no transaction ID', () => {
    const order = buildOrderSubmission(draft, { method: 'cod' }, now);
    expect(order).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending', mpesaTransactionId: null, phoneNumber: '+254722123456' });
  });
});
