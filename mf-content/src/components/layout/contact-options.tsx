import { CHAT_GREETING, ShopTextLink, chatLink, emailLink, phoneLink, shopContacts } from '@mimea/shared';

/** How to reach the shop, in one sentence. */
export function ContactOptions() {
  return (
    <p>
      Call <ShopTextLink href={phoneLink()}>{shopContacts.phoneDisplay}</ShopTextLink>, chat with us{' '}
      <ShopTextLink href={chatLink(CHAT_GREETING)} target="_blank" rel="noopener noreferrer">
        on WhatsApp
      </ShopTextLink>{' '}
      ({shopContacts.supportHours}) or e-mail <ShopTextLink href={emailLink()}>{shopContacts.email}</ShopTextLink>; we answer e-mail within 24 hours.
    </p>
  );
}
