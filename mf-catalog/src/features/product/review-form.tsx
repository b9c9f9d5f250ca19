import { useState, type FormEvent } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Rating } from '@mimea/shared/ui/details';
import { isEmailAddress, LabelledInput, ShopButton, showToast, useDrawingServerHtml } from '@mimea/shared';
import { STAR_COLOR } from '../../components/ratings/star-row';

export const REVIEW_SUBMITTED = {
  title: 'Review Submitted',
  text: 'Thank you for your feedback! Your review will be published after moderation.',
} as const;

const DEFAULT_RATING = 5;

interface Fields {
  name: string;
  email: string;
  comment: string;
}

type Errors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { name: '', email: '', comment: '' };

export function validateReview(fields: Fields): Errors {
  const errors: Errors = {};
  if (fields.name.trim() === '') errors.name = 'Please enter your name';
  if (fields.email.trim() === '') errors.email = 'Please enter your email';
  else if (!isEmailAddress(fields.email)) errors.email = 'Please enter a valid email address';
  if (fields.comment.trim() === '') errors.comment = 'Please write your review';
  return errors;
}

/**
 * Submit Review, not before the page is live: the browser would send the form itself, and
 * reload. A component of its own, so the end of hydration (a synchronous render) redraws this
 * button alone, not the form.
 */
function SubmitReviewButton() {
  const serverHtml = useDrawingServerHtml();
  return (
    <ShopButton type="submit" variant="contained" disabled={serverHtml}>
      Submit Review
    </ShopButton>
  );
}

/**
 * Write a review: name, e-mail and text are required, the rating goes from 1 to 5 (5 at first).
 * Reviews are moderated by hand, so nothing is sent yet (spec section 4): submitting thanks the
 * shopper and clears the form.
 */
export function ReviewForm({ productName }: { productName: string }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReview(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    showToast(REVIEW_SUBMITTED, 'success');
    setFields(EMPTY);
    setRating(DEFAULT_RATING);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="write-review-title" sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Typography id="write-review-title" component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        Write a review of {productName}
      </Typography>
      <Box>
        <Typography component="span" id="review-rating-label" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
          Your rating
        </Typography>
        <Rating
          name="review-rating"
          value={rating}
          onChange={(_event, value) => setRating(value ?? DEFAULT_RATING)}
          aria-labelledby="review-rating-label"
          sx={{ color: STAR_COLOR }}
        />
      </Box>
      <LabelledInput label="Your name" required value={fields.name} onChange={set('name')} error={errors.name} autoComplete="name" />
      <LabelledInput label="Your email" type="email" required value={fields.email} onChange={set('email')} error={errors.email} helperText="Never shown with your review" autoComplete="email" />
      <LabelledInput label="Your review" required rows={4} value={fields.comment} onChange={set('comment')} error={errors.comment} maxLength={2000} />
      <Box>
        <SubmitReviewButton />
      </Box>
    </Box>
  );
}
