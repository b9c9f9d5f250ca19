import { Box, Typography } from '@mimea/shared/ui/core';
import { ShopButton, formatKES } from '@mimea/shared';
import type { ProductSummary } from '../../domain/product-types';
import { effectivePrice } from '../../domain/pricing';
import { renderWhenNear } from './home-section';

/** The Special Immunity Booster Package: these three products at 15% off (spec sections 2 and 9). */
export const IMMUNITY_BUNDLE = { productIds: ['a-power-capsules', 'kuding-plus-tea', 'blueberry-powder'], discountPercent: 15 } as const;

/** The bundle's regular total and its price after the discount, from the products' current prices. */
export function immunityBundlePrice(products: readonly ProductSummary[]): { total: number; bundle: number } | null {
  const items = IMMUNITY_BUNDLE.productIds.map((id) => products.find((product) => product.id === id));
  if (items.some((item) => item === undefined)) return null;
  const total = items.reduce((sum, item) => sum + effectivePrice(item!), 0);
  return { total, bundle: Math.round((total * (100 - IMMUNITY_BUNDLE.discountPercent)) / 100) };
}

export function ImmunityBanner({ products }: { products: readonly ProductSummary[] }) {
  const price = immunityBundlePrice(products);
  return (
    <Box
      component="section"
      aria-labelledby="immunity-banner-title"
      sx={{ mt: { xs: 4, md: 6 }, borderRadius: 2, p: { xs: 2.5, md: 4 }, color: '#fff', background: 'linear-gradient(120deg, #143F20 0%, #1E5B2E 60%, #2E7D3F 100%)', ...renderWhenNear }}
    >
      <Typography component="p" sx={{ color: 'secondary.light', fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', fontSize: '0.8rem' }}>
        Save {IMMUNITY_BUNDLE.discountPercent}%
      </Typography>
      <Typography id="immunity-banner-title" variant="h4" component="h2" sx={{ fontWeight: 800, fontSize: { xs: '1.4rem', md: '2rem' }, mt: 0.5 }}>
        Special Immunity Booster Package
      </Typography>
      <Typography sx={{ mt: 1, maxWidth: 640 }}>
        A-Power Capsules, Kuding Plus Tea and Blueberry Powder together, with a {IMMUNITY_BUNDLE.discountPercent}% discount on the bundle.
      </Typography>
      {price && (
        <Typography sx={{ mt: 1, fontWeight: 700 }}>
          {formatKES(price.bundle)} <Box component="del" sx={{ opacity: 0.85, fontWeight: 400, ml: 1 }}>{formatKES(price.total)}</Box>
        </Typography>
      )}
      <ShopButton to="/shop/health-packages" variant="contained" color="secondary" style={{ marginTop: 16 }}>
        Shop Health Packages
      </ShopButton>
    </Box>
  );
}
