import { Box, Rating, Typography } from '@mimea/shared/ui/core';
import type { Product } from '../../data/product-types';

/** Read-only stars with the average and the number of reviews. */
export function RatingStars({ ratings, size = 'small' }: { ratings: Product['ratings']; size?: 'small' | 'medium' }) {
  const label = `Rated ${ratings.average.toFixed(1)} out of 5 from ${ratings.count} reviews`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} role="img" aria-label={label}>
      <Rating value={ratings.average} precision={0.5} readOnly size={size} aria-hidden sx={{ color: '#B7860B' }} />
      <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
        ({ratings.count})
      </Typography>
    </Box>
  );
}
