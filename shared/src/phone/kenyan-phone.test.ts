/**
 * @jest-environment node
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/metadata.max.json';
import { KENYAN_MOBILE_PATTERN, normaliseKenyanPhone } from './kenyan-phone';

describe('Kenyan mobile numbers', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0712 345 678', '+254712345678'],
    ['712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['+254712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['+254 0712 345 678', '+254712345678'],
    ['+254 (0)712-345.678', '+254712345678'],
    ['(0712) 345-678', '+254712345678'],
    ['00254712345678', '+254712345678'],
    ['000254 712 345 678', '+254712345678'],
    ['0722 123 456', '+254722123456'],
    ['0110 345 678', '+254110345678'],
    ['0100 123 456', '+254100123456'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseKenyanPhone(input)).toBe(expected);
  });

  it.each(['', '07123', '07123456789', '+255712345678', '0812345678', '0190000000', '0201234567', '0150123456', 'call me', '<b>0712345678</b>', '0712345678'.repeat(5)])(
    'refuses %j',
    (input) => {
      expect(normaliseKenyanPhone(input)).toBeNull();
    },
  );

  it('is the mobile pattern of the installed libphonenumber-js metadata', () => {
    const types = (metadata.countries as unknown as Record<string, unknown[]>).KE![11] as [unknown, [string, number[]]];
    expect(KENYAN_MOBILE_PATTERN).toBe(types[1][0]);
  });

  it('agrees with libphonenumber-js on every 3-digit start, written five ways', () => {
    const disagreements: string[] = [];
    for (let start = 0; start < 1000; start += 1) {
      const national = `${String(start).padStart(3, '0')}345678`;
      const library = parsePhoneNumberFromString(`0${national}`, 'KE');
      const expected = library?.getType() === 'MOBILE' && library.country === 'KE' ? library.number : null;
      for (const written of [`0${national}`, national, `254${national}`, `+254 0${national}`, `+254 ${national.slice(0, 3)} ${national.slice(3)}`]) {
        if (normaliseKenyanPhone(written) !== expected) disagreements.push(written);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
