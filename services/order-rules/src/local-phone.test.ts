import { localPhone, maskedPhone } from './local-phone';

describe('a phone as shoppers write it', () => {
  it('is 07XX XXX XXX, and masked as the service masks it', () => {
    expect(localPhone('+254712345678')).toBe('0712 345 678');
    expect(localPhone('+254110345678')).toBe('0110 345 678');
    expect(maskedPhone('+254712345678')).toBe('0712 *** 678');
  });
});
