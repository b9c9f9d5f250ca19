import { isEmailAddress, normaliseKenyanPhone } from '@mimea/shared';
import { hasHiddenCharacters } from './hidden-characters';

/** The shipping form of the checkout (purchase spec section 3). Kept in memory only: it is personal data. */
export interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  idNumber: string;
  county: string;
  /** The station's id in the pickup-station table. */
  pickupStation: string;
  paymentMethod: PaymentMethod;
  notes: string;
}

export type PaymentMethod = 'mpesa' | 'cod';
export type CheckoutField = Exclude<keyof CheckoutValues, 'paymentMethod'>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const emptyCheckoutValues: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  idNumber: '',
  county: '',
  pickupStation: '',
  paymentMethod: 'mpesa',
  notes: '',
};

/** Longest text each typed box takes, so a paste cannot flood the order (county and station are chosen). */
export const FIELD_MAX_LENGTH: Partial<Record<CheckoutField, number>> = {
  firstName: 50,
  lastName: 50,
  email: 100,
  phone: 20,
  idNumber: 12,
  notes: 500,
};

/** Cash on delivery is offered in Nairobi only (labelled Nairobi CBD only, spec section 2.3). */
export const CASH_ON_DELIVERY_COUNTY = 'Nairobi';

/** Kenyan national ID numbers (and the newer Maisha Namba) have 6 to 9 digits. */
export const NATIONAL_ID_FORMAT = /^\d{6,9}$/;

export const checkoutMessages = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  email: 'Enter a valid e-mail address, like name@example.com.',
  phoneMissing: 'Enter your phone number.',
  phoneInvalid: 'Enter a Kenyan mobile number, like 0712 345 678 or +254712345678.',
  idMissing: 'Enter your national ID number.',
  idInvalid: 'A national ID number has 6 to 9 digits.',
  county: 'Choose your county.',
  pickupStation: 'Choose a pickup station.',
  notesHidden: 'Remove the invisible characters from the notes.',
} as const;

/** Required: names, phone, national ID, county and station; e-mail only when given must be valid. */
export function validateCheckout(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!values.firstName.trim()) errors.firstName = checkoutMessages.firstName;
  if (!values.lastName.trim()) errors.lastName = checkoutMessages.lastName;
  if (values.email.trim() && !isEmailAddress(values.email)) errors.email = checkoutMessages.email;
  if (!values.phone.trim()) errors.phone = checkoutMessages.phoneMissing;
  else if (!normaliseKenyanPhone(values.phone)) errors.phone = checkoutMessages.phoneInvalid;
  const id = values.idNumber.replace(/\s/g, '');
  if (!id) errors.idNumber = checkoutMessages.idMissing;
  else if (!NATIONAL_ID_FORMAT.test(id)) errors.idNumber = checkoutMessages.idInvalid;
  if (!values.county) errors.county = checkoutMessages.county;
  if (!values.pickupStation) errors.pickupStation = checkoutMessages.pickupStation;
  if (hasHiddenCharacters(values.notes)) errors.notes = checkoutMessages.notesHidden;
  return errors;
}

/** The fields in the order the form shows them, to focus the first one that needs attention. */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'idNumber',
  'county',
  'pickupStation',
  'notes',
];
