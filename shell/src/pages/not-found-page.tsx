import { ShopButton, pageTitle, useLocation, usePageMeta } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';

/** The not-found page's metadata, but its path (also written ahead into its HTML, src/build-time/prerender-pages.tsx). */
export const notFoundMeta = {
  title: pageTitle('Page not found'),
  description: 'This page does not exist. Browse natural health products at Mimea Naturals.',
  noindex: true,
} as const;

/** Any path no app owns (storefront spec section 8: 404, 'Oops! Page not found'). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({ path: pathname, ...notFoundMeta });
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography component="p" sx={{ fontSize: '5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 3 }}>
        Oops! Page not found
      </Typography>
      <ShopButton to="/" variant="contained">
        Return to Home
      </ShopButton>
    </Box>
  );
}
