import { normaliseKenyanPhone } from './kenyan-phone';

describe('Kenyan phone numbers', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0112345678', '+254112345678'],
    ['712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['0722 123 456', '+254722123456'],
    ['+254 (0)7-22.123.456'.replace('(0)', ''), '+254722123456'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseKenyanPhone(input)).toBe(expected);
  });

  it.each(['', '07123', '07123456789', '+255712345678', '0812345678', '+2540712345678', 'call me', '<b>0712345678</b>'])(
    'rejects %j',
    (input) => {
      expect(normaliseKenyanPhone(input)).toBeNull();
    },
  );
});
