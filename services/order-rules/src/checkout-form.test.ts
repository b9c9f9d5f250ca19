import { checkoutMessages, emptyCheckoutValues, validateCheckout, type CheckoutValues } from './checkout-form';

const filled: CheckoutValues = {
  ...emptyCheckoutValues,
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  phone: '0722 123 456',
  idNumber: '12345678',
  county: 'Nairobi',
  pickupStation: 'nairobi-cbd-kenyatta-avenue',
};

describe('checkout form rules', () => {
  it('accepts a complete form, with e-mail and notes optional', () => {
    expect(validateCheckout(filled)).toEqual({});
  });

  it('requires names, phone, national ID, county and pickup station', () => {
    expect(validateCheckout(emptyCheckoutValues)).toEqual({
      firstName: checkoutMessages.firstName,
      lastName: checkoutMessages.lastName,
      phone: checkoutMessages.phoneMissing,
      idNumber: checkoutMessages.idMissing,
      county: checkoutMessages.county,
      pickupStation: checkoutMessages.pickupStation,
    });
    expect(validateCheckout({ ...filled, firstName: '   ' }).firstName).toBe(checkoutMessages.firstName);
  });

  it('checks the e-mail format only when one is given', () => {
    expect(validateCheckout({ ...filled, email: 'wanjiku@example' }).email).toBe(checkoutMessages.email);
    expect(validateCheckout({ ...filled, email: 'wanjiku@example.co.ke' }).email).toBeUndefined();
  });

  it('wants a Kenyan mobile number and a national ID of 6 to 9 digits', () => {
    expect(validateCheckout({ ...filled, phone: '0812 345 678' }).phone).toBe(checkoutMessages.phoneInvalid);
    expect(validateCheckout({ ...filled, idNumber: '12AB' }).idNumber).toBe(checkoutMessages.idInvalid);
    expect(validateCheckout({ ...filled, idNumber: '1234567890' }).idNumber).toBe(checkoutMessages.idInvalid);
  });

  it('refuses notes that would read otherwise than typed, keeping line breaks and emoji', () => {
    expect(validateCheckout({ ...filled, notes: 'Call me \u202Eevas\u202C first' }).notes).toBe(checkoutMessages.notesHidden);
    expect(validateCheckout({ ...filled, notes: 'zero\u200Bwidth' }).notes).toBe(checkoutMessages.notesHidden);
    expect(validateCheckout({ ...filled, notes: 'Line one\nLine two 👩\u200D👧' }).notes).toBeUndefined();
  });
});
