import { Box, Typography } from '@mimea/shared/ui/core';
import type { Testimonial } from '../../domain/product-types';
import { HomeSection } from './home-section';
import { GridList } from '@mimea/shared';
import { StarRow } from '../../components/ratings/star-row';

/** Three testimonials from shoppers. */
export function ReviewCards({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <HomeSection id="reviews-title" title="What Our Customers Say">
      <GridList columns={{ xs: 1, md: 3 }} gap={2}>
        {testimonials.slice(0, 3).map((testimonial) => (
          <li key={testimonial.id}>
            {/* MUI's outlined Card and CardContent */}
            <Box component="figure" sx={{ m: 0, height: '100%', overflow: 'hidden', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Box sx={{ p: 2, pb: 3 }}>
                <Box role="img" aria-label={`${testimonial.rating} out of 5 stars`} sx={{ width: 'fit-content' }}>
                  <StarRow value={testimonial.rating} />
                </Box>
                <Typography component="blockquote" sx={{ m: 0, mt: 1, fontStyle: 'italic' }}>
                  “{testimonial.testimonial}”
                </Typography>
                <Typography component="figcaption" sx={{ mt: 1.5, fontWeight: 700 }}>
                  {testimonial.name}
                  <Typography component="span" color="textSecondary" sx={{ fontWeight: 400 }}>
                    {' '}· {testimonial.location}
                  </Typography>
                </Typography>
              </Box>
            </Box>
          </li>
        ))}
      </GridList>
    </HomeSection>
  );
}
