/** An order as the checkout hands it to the confirmation page (its navigation state), for the page's tests. */
export const sampleOrderId = 'ORDER1764000000000123';

export const samplePlacedOrder = {
  orderId: sampleOrderId,
  paymentMethod: 'mpesa',
  mpesaTransactionId: 'QFT4XY7Z2K',
  lines: [{ id: 'olive-soap', name: 'Olive Soap', quantity: 3, lineTotal: 1500 }],
  subtotal: 1500,
  discount: 150,
  shipping: 660,
  total: 2010,
  county: 'Mombasa',
  pickupStation: 'Diani',
};
