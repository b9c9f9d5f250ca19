import { fullAddress, shopContacts } from './shop-contacts';

/** The greeting the floating chat button opens with. */
export const CHAT_GREETING = `Hello ${shopContacts.brand}, I would like to know more about your natural health products.`;

/** A WhatsApp chat with the shop, with the message already typed in. */
export function chatLink(prefilledText: string): string {
  return `https://wa.me/${shopContacts.whatsappNumber}?text=${encodeURIComponent(prefilledText)}`;
}

/** The order message for one product: the product name is always in it. */
export function productOrderText(productName: string, quantity = 1): string {
  return `Hello ${shopContacts.brand}, I would like to order ${quantity} x ${productName}.`;
}

export function phoneLink(): string {
  return `tel:${shopContacts.phoneE164}`;
}

export function emailLink(subject?: string): string {
  return subject ? `mailto:${shopContacts.email}?subject=${encodeURIComponent(subject)}` : `mailto:${shopContacts.email}`;
}

/** A map search for the shop's address (used by Get Directions). */
export function mapLink(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress())}`;
}
