import { Box, Typography } from '@mimea/shared/ui/core';
import { LinearProgress, List, ListItem } from '@mimea/shared/ui/details';
import { formatDay } from '@mimea/shared';
import type { Product } from '../../domain/product-types';
import { ReviewForm } from './review-form';
import { StarRow } from '../../components/ratings/star-row';

/** Reviews tab: the summary, the listed reviews, and the form to write one. */
export function ReviewsPanel({ product }: { product: Product }) {
  const { ratings, reviews } = product;
  const stars = [5, 4, 3, 2, 1] as const;
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1 }}>
            {ratings.average.toFixed(1)}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <StarRow value={ratings.average} size="medium" />
          </Box>
          <Typography variant="body2" color="textSecondary">
            {ratings.count} reviews · {ratings.average.toFixed(1)} out of 5
          </Typography>
        </Box>
        {reviews.length > 0 && (
          <Box component="dl" aria-label="Listed reviews by stars" sx={{ m: 0, flex: '1 1 220px', maxWidth: 360 }}>
            {stars.map((star) => {
              const count = reviews.filter((review) => review.rating === star).length;
              return (
                <Box key={star} sx={{ display: 'grid', gridTemplateColumns: '56px 1fr 24px', alignItems: 'center', gap: 1 }}>
                  <Typography component="dt" variant="body2">
                    {star} stars
                  </Typography>
                  <LinearProgress variant="determinate" value={(count / reviews.length) * 100} aria-hidden sx={{ height: 8, borderRadius: 4 }} />
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {count}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>
      {reviews.length === 0 ? (
        <Typography>No reviews yet. Be the first to review this product.</Typography>
      ) : (
        <List aria-label="Customer reviews" disablePadding>
          {reviews.map((review) => (
            <ListItem key={review.id} divider sx={{ display: 'block', px: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Box role="img" aria-label={`${review.rating} out of 5 stars`}>
                  <StarRow value={review.rating} />
                </Box>
                <Typography sx={{ fontWeight: 700 }}>{review.name}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {review.location} · <time dateTime={review.date}>{formatDay(review.date)}</time>
                </Typography>
              </Box>
              <Typography sx={{ mt: 0.5 }}>{review.comment}</Typography>
            </ListItem>
          ))}
        </List>
      )}
      <ReviewForm productName={product.name} />
    </Box>
  );
}
