import { Box, Typography } from '@mimea/shared/ui/core';
import { stockNote } from '../../domain/stock-level';

/** In stock when stock is above 0 (spec section 4); few left (stock-level.ts) is said plainly. */
export function StockIndicator({ stock }: { stock: number }) {
  const inStock = stock > 0;
  const note = stockNote(stock);
  return (
    <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, color: inStock ? 'primary.main' : '#A4262C' }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'currentColor' }} />
      {note ?? `In Stock (${stock} available)`}
    </Typography>
  );
}
