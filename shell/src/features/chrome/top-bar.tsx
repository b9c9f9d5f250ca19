import { Box, Link } from '@mimea/shared/ui/core';
import { CHAT_GREETING, ChatIcon, PhoneIcon, chatLink, phoneLink, shopContacts } from '@mimea/shared';

/** The thin bar above everything: the phone number and a chat link. */
export function TopBar() {
  return (
    <Box
      sx={{
        bgcolor: 'primary.dark',
        color: '#fff',
        fontSize: '0.8125rem',
        px: 2,
        py: 0.5,
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        '& a': { color: '#fff', display: 'inline-flex', alignItems: 'center', gap: 0.5 },
      }}
    >
      <Link href={phoneLink()} underline="hover">
        <PhoneIcon sx={{ fontSize: 16 }} />
        <span>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>Call us: </Box>
          {shopContacts.phoneDisplay}
        </span>
      </Link>
      <Link href={chatLink(CHAT_GREETING)} target="_blank" rel="noopener noreferrer" underline="hover">
        <ChatIcon sx={{ fontSize: 16 }} />
        Chat on WhatsApp
      </Link>
    </Box>
  );
}
