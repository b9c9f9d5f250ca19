import type { AnchorHTMLAttributes } from 'react';
import { Typography } from '@mimea/shared/ui/core';
import { CHAT_GREETING, chatLink, emailLink, phoneLink, shopContacts } from '@mimea/shared';

/** A link in the text, in MUI Link's look: the browser's <a> (MUI's Link loaded its controls group with every policy page). */
function TextLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Typography component="a" color="primary" {...props} sx={{ font: 'inherit', textDecorationColor: (theme) => theme.alpha(theme.palette.primary.main, 0.4) }} />;
}

/** How to reach the shop, in one sentence. */
export function ContactOptions() {
  return (
    <p>
      Call <TextLink href={phoneLink()}>{shopContacts.phoneDisplay}</TextLink>, chat with us{' '}
      <TextLink href={chatLink(CHAT_GREETING)} target="_blank" rel="noopener noreferrer">
        on WhatsApp
      </TextLink>{' '}
      ({shopContacts.supportHours}) or e-mail <TextLink href={emailLink()}>{shopContacts.email}</TextLink>; we answer e-mail within 24 hours.
    </p>
  );
}
