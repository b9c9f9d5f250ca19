import { styled } from '@mimea/shared/ui/core';
import { formatKES, VisuallyHidden } from '@mimea/shared';
import type { ProductSummary } from '../../domain/product-types';
import { effectivePrice, isOnSale } from '../../domain/pricing';

/** The price's look, by size; a sale price is red beside the struck-out regular price. */
const Price = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  gap: theme.spacing(1),
  flexWrap: 'wrap',
  '& > span': { ...theme.typography.body1, fontWeight: 800, fontSize: '1.05rem', color: theme.palette.text.primary },
  '& > span.sale': { color: '#A4262C' },
  '& > del': { ...theme.typography.body1, color: theme.palette.text.secondary, fontSize: '0.85rem' },
  '&.large > span': { fontSize: '1.6rem' },
  '&.large > del': { fontSize: '1.1rem' },
}));

/** The price, or the sale price beside the struck-out regular price. */
export function PriceTag({ product, size = 'medium' }: { product: Pick<ProductSummary, 'price' | 'salePrice'>; size?: 'medium' | 'large' }) {
  const onSale = isOnSale(product);
  return (
    <Price className={size === 'large' ? 'large' : undefined}>
      <span className={onSale ? 'sale' : undefined}>
        {onSale && <VisuallyHidden>Sale price </VisuallyHidden>}
        {formatKES(effectivePrice(product))}
      </span>
      {onSale && (
        <del>
          <VisuallyHidden>Regular price </VisuallyHidden>
          {formatKES(product.price)}
        </del>
      )}
    </Price>
  );
}
