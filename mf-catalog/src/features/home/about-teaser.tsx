import { Box, Typography } from '@mimea/shared/ui/core';
import { ShopButton, shopContacts } from '@mimea/shared';
import { renderWhenNear } from './home-section';

/** A short "who we are", leading to /about. */
export function AboutTeaser() {
  return (
    <Box component="section" aria-labelledby="about-teaser-title" sx={{ mt: { xs: 4, md: 6 }, p: { xs: 2.5, md: 4 }, bgcolor: '#F1F7F2', borderRadius: 2, ...renderWhenNear }}>
      <Typography id="about-teaser-title" variant="h5" component="h2" sx={{ fontWeight: 800 }}>
        About {shopContacts.brand}
      </Typography>
      <Typography sx={{ mt: 1, maxWidth: 760 }}>
        We are a Nairobi shop for natural health and wellness products: herbal supplements, teas, skincare, dental care and organic
        farm inputs, chosen with care and delivered to pickup stations across Kenya. Our advisers are a call or a chat away.
      </Typography>
      <ShopButton to="/about" variant="outlined" style={{ marginTop: 16 }}>
        Learn more about us
      </ShopButton>
    </Box>
  );
}
