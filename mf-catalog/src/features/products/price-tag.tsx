import { Box, Typography } from '@mimea/shared/ui/core';
import { formatKES, VisuallyHidden } from '@mimea/shared';
import type { ProductSummary } from '../../domain/product-types';
import { effectivePrice, isOnSale } from '../../domain/pricing';

/** The price, or the sale price beside the struck-out regular price. */
export function PriceTag({ product, size = 'medium' }: { product: Pick<ProductSummary, 'price' | 'salePrice'>; size?: 'medium' | 'large' }) {
  const onSale = isOnSale(product);
  const fontSize = size === 'large' ? '1.6rem' : '1.05rem';
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 800, fontSize, color: onSale ? '#A4262C' : 'text.primary' }}>
        {onSale && <VisuallyHidden>Sale price </VisuallyHidden>}
        {formatKES(effectivePrice(product))}
      </Typography>
      {onSale && (
        <Typography component="del" sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1.1rem' : '0.85rem' }}>
          <VisuallyHidden>Regular price </VisuallyHidden>
          {formatKES(product.price)}
        </Typography>
      )}
    </Box>
  );
}
