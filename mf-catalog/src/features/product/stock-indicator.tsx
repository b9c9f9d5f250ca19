import { Box, Typography } from '@mimea/shared/ui/core';

/** In stock when stock is above 0 (spec section 4); few left is said plainly. */
export function StockIndicator({ stock }: { stock: number }) {
  const inStock = stock > 0;
  return (
    <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, color: inStock ? 'primary.main' : '#A4262C' }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'currentColor' }} />
      {inStock ? `In Stock (${stock} available)` : 'Out of Stock'}
    </Typography>
  );
}
