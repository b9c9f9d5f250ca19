import { styled } from '@mimea/shared/ui/core';
import type { ProductSummary } from '../../domain/product-types';
import { isOnSale } from '../../domain/pricing';

type BadgeName = 'Best Seller' | 'New' | 'Sale';

/** Each badge's colours, by its data-badge attribute. */
const Badges = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: theme.spacing(0.5),
  flexWrap: 'wrap',
  '& > li': { padding: theme.spacing(0.25, 0.75), borderRadius: theme.shape.borderRadius, fontSize: '0.72rem', fontWeight: 700 },
  '& > [data-badge="Best Seller"]': { backgroundColor: theme.palette.secondary.main, color: theme.palette.secondary.contrastText },
  '& > [data-badge="New"]': { backgroundColor: theme.palette.primary.main, color: '#fff' },
  '& > [data-badge="Sale"]': { backgroundColor: '#A4262C', color: '#fff' },
}));

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
    <Badges aria-label="Badges">
      {badges.map((badge) => (
        <li key={badge} data-badge={badge}>
          {badge}
        </li>
      ))}
    </Badges>
  );
}
