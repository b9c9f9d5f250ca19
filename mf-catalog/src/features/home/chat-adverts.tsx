import { Box, Typography } from '@mimea/shared/ui/core';
import { ChatIcon, ShopButton, chatLink } from '@mimea/shared';

export const CHAT_ADVERTS = [
  {
    id: 'libido',
    title: 'Libido enhancement, discreetly',
    text: 'Talk to our wellness advisers in confidence about natural options for men and women.',
    message: 'Hello Mimea Naturals, I would like advice on your libido enhancement products.',
    colors: { bgcolor: '#5B1A3A', color: '#fff' },
  },
  {
    id: 'fertilizer',
    title: 'Organic fertilizer for bigger harvests',
    text: 'NutriPlant Organic Plus: ask us how much you need for your farm.',
    message: 'Hello Mimea Naturals, I would like to know more about the NutriPlant organic fertilizer.',
    colors: { bgcolor: '#1E5B2E', color: '#fff' },
  },
] as const;

/** Two banners that open a chat with a message already typed. */
export function ChatAdverts() {
  return (
    <Box component="section" aria-label="Chat with us" sx={{ mt: { xs: 4, md: 6 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {CHAT_ADVERTS.map((advert) => (
        <Box key={advert.id} sx={{ ...advert.colors, borderRadius: 2, p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
            {advert.title}
          </Typography>
          <Typography sx={{ opacity: 0.95 }}>{advert.text}</Typography>
          <ShopButton
            href={chatLink(advert.message)}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="secondary"
            startIcon={<ChatIcon />}
            aria-label={`Chat with us on WhatsApp: ${advert.title} (opens in a new tab)`}
          >
            Chat on WhatsApp
          </ShopButton>
        </Box>
      ))}
    </Box>
  );
}
