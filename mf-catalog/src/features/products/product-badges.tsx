import { Box } from '@mimea/shared/ui/core';
import type { ProductSummary } from '../../domain/product-types';
import { isOnSale } from '../../domain/pricing';

const BADGE_STYLES = {
  'Best Seller': { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  New: { bgcolor: 'primary.main', color: '#fff' },
  Sale: { bgcolor: '#A4262C', color: '#fff' },
} as const;

type BadgeName = keyof typeof BADGE_STYLES;

export function productBadges(product: ProductSummary): BadgeName[] {
  const badges: BadgeName[] = [];
  if (product.bestSeller) badges.push('Best Seller');
  if (product.newArrival) badges.push('New');
  if (isOnSale(product)) badges.push('Sale');
  return badges;
}

/** Best Seller, New and Sale, as small labels over a product's image. */
export function ProductBadges({ product }: { product: ProductSummary }) {
  const badges = productBadges(product);
  if (badges.length === 0) return null;
  return (
    <Box component="ul" aria-label="Badges" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {badges.map((badge) => (
        <Box component="li" key={badge} sx={{ ...BADGE_STYLES[badge], px: 0.75, py: 0.25, borderRadius: 1, fontSize: '0.72rem', fontWeight: 700 }}>
          {badge}
        </Box>
      ))}
    </Box>
  );
}
