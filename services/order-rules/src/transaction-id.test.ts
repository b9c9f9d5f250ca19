import { isTransactionId, mpesaLimitMessage, payableByMpesa, typedTransactionId } from './transaction-id';

describe('M-Pesa transaction IDs', () => {
  it('upper-cases what is typed and drops spaces', () => {
    expect(typedTransactionId('qft4xy 7z2k')).toBe('QFT4XY7Z2K');
  });

  it('accepts exactly ten upper-case letters or digits', () => {
    expect(isTransactionId('QFT4XY7Z2K')).toBe(true);
    expect(isTransactionId('1234567890')).toBe(true);
    for (const bad of ['QFT4XY7Z2', 'QFT4XY7Z2KX', 'qft4xy7z2k', 'QFT4XY-Z2K', '']) expect(isTransactionId(bad)).toBe(false);
  });
});

describe("M-Pesa's limit for one payment", () => {
  it('takes an order up to KES 250,000 and no more', () => {
    expect(payableByMpesa(250_000)).toBe(true);
    expect(payableByMpesa(250_001)).toBe(false);
    expect(mpesaLimitMessage).toBe('M-Pesa takes at most KES 250,000 in one payment. Please pay on delivery, or call us to split your order.');
  });
});
