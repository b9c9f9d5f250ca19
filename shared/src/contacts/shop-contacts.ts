import { hoursAmPm } from './opening-hours';

/** When the shop and its phone and WhatsApp line are open, East Africa Time: the one source of every "hours" text. */
const businessHours = [
  { days: 'Mon-Fri', hours: '8:00-18:00' },
  { days: 'Sat', hours: '9:00-16:00' },
  { days: 'Sun', hours: 'Closed' },
] as const;

/**
 * Every way to reach the shop, in one place: a shop owner edits this file and every app follows.
 * Phone and WhatsApp share one Kenyan number (purchase spec section 9).
 */
export const shopContacts = {
  brand: 'Mimea Naturals',
  /** As shown to shoppers. */
  phoneDisplay: '+254 720 123 456',
  /** E.164, for tel: links. */
  phoneE164: '+254720123456',
  /** Digits only, as chat links want it. */
  whatsappNumber: '254720123456',
  email: 'info@mimeanaturals.co.ke',
  address: {
    street: 'Kimathi House, Kimathi Street',
    area: 'Nairobi CBD',
    city: 'Nairobi',
    country: 'Kenya',
    /** Where the map is centred (Kimathi Street, Nairobi CBD). */
    geo: { latitude: -1.2841, longitude: 36.8233 },
  },
  mpesa: {
    till: '3481712',
    store: '5877276',
  },
  /** 24-hour style, as storefront spec section 9 lists them (footer, About). */
  businessHours,
  /** The same hours as the contact page says them: 'Mon-Fri 8am-6pm', 'Sat 9am-4pm', 'Sunday closed'. */
  openingHours: hoursAmPm(businessHours),
  /** Phone and WhatsApp support, the same hours in one line: 'Mon-Fri 8am-6pm, Sat 9am-4pm EAT'. */
  supportHours: `${hoursAmPm(businessHours.filter((slot) => slot.hours !== 'Closed')).join(', ')} EAT`,
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/mimeanaturals' },
    { name: 'Instagram', url: 'https://www.instagram.com/mimeanaturals' },
    { name: 'X', url: 'https://x.com/mimeanaturals' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@mimeanaturals' },
  ],
} as const;

export type ShopContacts = typeof shopContacts;

export function fullAddress(): string {
  const { street, area, country } = shopContacts.address;
  return `${street}, ${area}, ${country}`;
}
