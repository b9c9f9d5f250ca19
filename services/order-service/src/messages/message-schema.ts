// The contact form's message (mf-content/src/domain/contact/contact-form-rules.ts holds the shopper's
// side of the same rules: keep the two in step).
import { isEmailAddress, normaliseKenyanPhone } from '@mimea/shared/pure';
import { z } from 'zod';

export const MESSAGE_LIMITS = { name: 100, email: 254, phone: 20, message: 2000 } as const;

/**
 * A product of interest is a catalogue id (the form offers ten) or 'other'. Only its shape is
 * checked here: the list belongs to the content team's form, and a stale list must not lose a
 * shopper's message.
 */
const PRODUCT_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const contactMessageSchema = z.object({
  name: z.string('Your name is required.').trim().min(1, 'Your name is required.').max(MESSAGE_LIMITS.name, `The name is longer than ${MESSAGE_LIMITS.name} characters.`),
  email: z
    .string('Your e-mail address is required.')
    .trim()
    .max(MESSAGE_LIMITS.email, 'The e-mail address is too long.')
    .refine(isEmailAddress, 'The e-mail address is not valid.'),
  phone: z
    .string()
    .trim()
    .max(MESSAGE_LIMITS.phone, 'The phone number is too long.')
    .refine((phone) => phone === '' || normaliseKenyanPhone(phone) !== null, 'The phone number is not a Kenyan mobile number.')
    // Stored as +254 and 9 digits, as orders are.
    .transform((phone) => (phone === '' ? '' : normaliseKenyanPhone(phone)!))
    .default(''),
  productInterest: z
    .string('The product of interest must be text.')
    .trim()
    .max(100, 'The product of interest is not one of the list.')
    .refine((id) => id === '' || PRODUCT_ID.test(id), 'The product of interest is not one of the list.')
    .default(''),
  message: z.string('A message is required.').trim().min(1, 'A message is required.').max(MESSAGE_LIMITS.message, `The message is longer than ${MESSAGE_LIMITS.message} characters.`),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
