import { styled } from '@mimea/shared/ui/core';
import type { ProductSummary } from '../../domain/product-types';
import { StarRow } from './star-row';

const Rating = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  '& > span': { ...theme.typography.body2, color: theme.palette.text.secondary },
}));

/** Read-only stars with the average and the number of reviews. */
export function RatingStars({ ratings, size = 'small' }: { ratings: ProductSummary['ratings']; size?: 'small' | 'medium' }) {
  const label = `Rated ${ratings.average.toFixed(1)} out of 5 from ${ratings.count} reviews`;
  return (
    <Rating role="img" aria-label={label}>
      <StarRow value={ratings.average} size={size} />
      <span aria-hidden>({ratings.count})</span>
    </Rating>
  );
}
