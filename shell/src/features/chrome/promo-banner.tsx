import { Box } from '@mimea/shared/ui/core';

/** The promotion every page carries (storefront spec section 2). */
export function PromoBanner() {
  return (
    <Box sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', textAlign: 'center', fontSize: '0.875rem', fontWeight: 600, px: 2, py: 0.75 }}>
      Free Shipping on Orders Over KES 10,000 with code <Box component="span" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>FREESHIPPING-MAR25</Box>
    </Box>
  );
}
