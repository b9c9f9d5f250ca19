import { styled } from '@mimea/shared/ui/core';
import { CHAT_GREETING, ChatIcon, PhoneIcon, chatLink, phoneLink, shopContacts } from '@mimea/shared';

// On every page: the browser's elements, styled from one root (no MUI component per link).
const Bar = styled('div')(({ theme }) => ({
  backgroundColor: theme.palette.primary.dark,
  color: '#fff',
  fontSize: '0.8125rem',
  padding: theme.spacing(0.5, 2),
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  '& a': { color: '#fff', display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.5), textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
  '& svg': { fontSize: 16 },
  '.wide-only': { display: 'none', [theme.breakpoints.up('sm')]: { display: 'inline' } },
}));

/** The thin bar above everything: the phone number and a chat link. */
export function TopBar() {
  return (
    <Bar>
      <a href={phoneLink()}>
        <PhoneIcon />
        <span>
          <span className="wide-only">Call us: </span>
          {shopContacts.phoneDisplay}
        </span>
      </a>
      <a href={chatLink(CHAT_GREETING)} target="_blank" rel="noopener noreferrer">
        <ChatIcon />
        Chat on WhatsApp
      </a>
    </Bar>
  );
}
