import { chatLink, CHAT_GREETING, phoneLink, productOrderText, emailLink } from './contact-links';
import { shopContacts } from './shop-contacts';

describe('contact links', () => {
  it('opens a chat with the shop number and the text prefilled and encoded', () => {
    const link = new URL(chatLink('Hello & welcome?'));
    expect(link.pathname).toBe(`/${shopContacts.whatsappNumber}`);
    expect(link.searchParams.get('text')).toBe('Hello & welcome?');
  });

  it('has a greeting about the products and an order text naming the product', () => {
    expect(CHAT_GREETING).toMatch(/products/);
    expect(productOrderText('Olive Soap', 2)).toContain('2 x Olive Soap');
  });

  it('builds tel: and mailto: links from the one config', () => {
    expect(phoneLink()).toBe(`tel:${shopContacts.phoneE164}`);
    expect(shopContacts.phoneE164).toMatch(/^\+2547\d{8}$/);
    expect(emailLink('Order')).toBe(`mailto:${shopContacts.email}?subject=Order`);
  });

  it('keeps the M-Pesa till and store numbers of the spec', () => {
    expect(shopContacts.mpesa).toEqual({ till: '3481712', store: '5877276' });
  });
});
