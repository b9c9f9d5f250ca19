// The contact form's fields and rules (purchase spec sections 3 and 5): name, e-mail and message
// required, the e-mail in e-mail format; phone and product of interest optional. The order
// service checks the same rules again (services/order-service/src/messages/message-schema.ts): keep
// the two in step.

import { isEmailAddress, normaliseKenyanPhone } from '@mimea/shared';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  productInterest: string;
  message: string;
}

export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { name: '', email: '', phone: '', productInterest: '', message: '' };

/** The spec's ten products of interest, by catalogue id, with the names shoppers know them by. */
export const PRODUCT_INTEREST_OPTIONS = [
  { value: 'a-power-capsules', label: 'A-Power Capsules' },
  { value: 'kuding-plus-tea', label: 'Kuding Plus Tea' },
  { value: 'blueberry-powder', label: 'Blueberry Powder' },
  { value: 'olive-soap', label: 'Olive Soap' },
  { value: 'herbs-toothpaste', label: 'Herbs Toothpaste' },
  { value: 'female-sexual-wellness-package', label: 'Female Sexual Wellness Package' },
  { value: 'tourmaline-flask', label: 'Tourmaline Flask' },
  { value: 'nutriplant-fertilizer', label: 'NutriPlant Organic Plus Fertilizer (NOPF)' },
  { value: 'diabetes-support-package', label: 'Diabetes Support Package' },
  { value: 'other', label: 'Other' },
] as const;

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, message: 2000 } as const;

export const CONTACT_PHONE_INVALID = 'Please enter a Kenyan mobile number like 0712 345 678, or leave it empty.';

/** What is wrong with each field, in words for the shopper; {} when the message can be sent. */
export function validateContactMessage(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  if (!name) errors.name = 'Please enter your name.';
  else if (name.length > CONTACT_LIMITS.name) errors.name = `Please keep your name under ${CONTACT_LIMITS.name} characters.`;
  if (!email) errors.email = 'Please enter your e-mail address.';
  else if (!isEmailAddress(email) || email.length > CONTACT_LIMITS.email) errors.email = 'Please enter a valid e-mail address, like name@example.com.';
  // The shop calls back on a Kenyan mobile: the one rule of the checkout and the order service.
  if (phone && !normaliseKenyanPhone(phone)) errors.phone = CONTACT_PHONE_INVALID;
  if (values.productInterest && !PRODUCT_INTEREST_OPTIONS.some((option) => option.value === values.productInterest))
    errors.productInterest = 'Please choose a product from the list.';
  if (!message) errors.message = 'Please write your message.';
  else if (message.length > CONTACT_LIMITS.message) errors.message = `Please keep your message under ${CONTACT_LIMITS.message} characters.`;
  return errors;
}
