import { Link } from '@mimea/shared/ui/controls';
import { CHAT_GREETING, chatLink, emailLink, phoneLink, shopContacts } from '@mimea/shared';

/** How to reach the shop, in one sentence. */
export function ContactOptions() {
  return (
    <p>
      Call <Link href={phoneLink()}>{shopContacts.phoneDisplay}</Link>, chat with us{' '}
      <Link href={chatLink(CHAT_GREETING)} target="_blank" rel="noopener noreferrer">
        on WhatsApp
      </Link>{' '}
      ({shopContacts.supportHours}) or e-mail <Link href={emailLink()}>{shopContacts.email}</Link>; we answer e-mail within 24 hours.
    </p>
  );
}
