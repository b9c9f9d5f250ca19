import { Box, Typography } from '@mimea/shared/ui/core';
import type { ProductSummary } from '../../domain/product-types';
import { StarRow } from './star-row';

/** Read-only stars with the average and the number of reviews. */
export function RatingStars({ ratings, size = 'small' }: { ratings: ProductSummary['ratings']; size?: 'small' | 'medium' }) {
  const label = `Rated ${ratings.average.toFixed(1)} out of 5 from ${ratings.count} reviews`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} role="img" aria-label={label}>
      <StarRow value={ratings.average} size={size} />
      <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
        ({ratings.count})
      </Typography>
    </Box>
  );
}
