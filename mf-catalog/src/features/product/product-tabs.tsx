import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { ShopSpinner, VisuallyHidden } from '@mimea/shared';
import { QuestionList } from '@mimea/shared/ui/parts';
import type { Faq, Product } from '../../domain/product-types';

// The reviews (MUI's rating, bars and list: the details group, ~6 KB gzipped) load when their tab
// is chosen, not with every product page.
const ReviewsPanel = lazy(() => import('./reviews-panel').then((module) => ({ default: module.ReviewsPanel })));

const TAB_NAMES = ['Details', 'Ingredients', 'Reviews', 'FAQs'] as const;
/** The product page shows four questions (spec section 2). */
const PRODUCT_FAQ_COUNT = 4;

/** Details (description, benefits, usage), Ingredients, Reviews and FAQs. */
export function ProductTabs({ product, faqs }: { product: Product; faqs: readonly Faq[] }) {
  const [tab, setTab] = useState(0);
  const baseId = useId();
  const heading = { component: 'h3', variant: 'subtitle1', sx: { fontWeight: 700, mt: 2, mb: 0.5 } } as const;
  const panels = [
    <>
      <Typography>{product.description}</Typography>
      <Typography {...heading}>Benefits</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {product.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </Box>
      <Typography {...heading}>How to use</Typography>
      <Typography>{product.usage}</Typography>
    </>,
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {product.ingredients.map((ingredient) => (
        <li key={ingredient}>{ingredient}</li>
      ))}
    </Box>,
    <Suspense
      fallback={
        <span role="status">
          <ShopSpinner size={24} />
          <VisuallyHidden>Loading reviews</VisuallyHidden>
        </span>
      }
    >
      <ReviewsPanel product={product} />
    </Suspense>,
    <QuestionList questions={faqs.slice(0, PRODUCT_FAQ_COUNT)} />,
  ];
  // The tabs pattern of WAI-ARIA: one tab in the Tab order; arrows, Home and End move to a tab and
  // show it.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = TAB_NAMES.length - 1;
    const next = { ArrowRight: tab === last ? 0 : tab + 1, ArrowLeft: tab === 0 ? last : tab - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setTab(next);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <Box component="section" aria-label="Product information" sx={{ mt: 5 }}>
      {/* Plain buttons in MUI's look: MUI's Tabs are the navigation group, ~10 KB gzipped. */}
      <Box
        role="tablist"
        aria-label="Product information"
        onKeyDown={onKeyDown}
        sx={{ display: 'flex', overflowX: 'auto', scrollbarWidth: 'none', borderBottom: 1, borderColor: 'divider' }}
      >
        {TAB_NAMES.map((name, index) => (
          <Box
            component="button"
            type="button"
            role="tab"
            key={name}
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            aria-selected={tab === index}
            tabIndex={tab === index ? 0 : -1}
            onClick={() => setTab(index)}
            sx={{
              flexShrink: 0,
              minHeight: 48,
              px: 2,
              py: 1.5,
              border: 0,
              borderBottom: 2,
              borderColor: tab === index ? 'primary.main' : 'transparent',
              bgcolor: 'transparent',
              color: tab === index ? 'primary.main' : 'text.secondary',
              font: 'inherit',
              fontSize: '0.875rem',
              fontWeight: 600,
              cursor: 'pointer',
              '&:hover': { color: 'primary.main' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {name === 'Reviews' ? `Reviews (${product.ratings.count})` : name}
          </Box>
        ))}
      </Box>
      {panels.map((panel, index) => (
        <Box key={TAB_NAMES[index]} role="tabpanel" hidden={tab !== index} id={`${baseId}-panel-${index}`} aria-labelledby={`${baseId}-tab-${index}`} sx={{ py: 3 }}>
          {tab === index && panel}
        </Box>
      ))}
    </Box>
  );
}
