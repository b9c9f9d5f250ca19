import { useId, useState } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Tab, Tabs } from '@mimea/shared/ui/navigation';
import type { Faq, Product } from '../../domain/product-types';
import { FaqAccordion } from './faq-accordion';
import { ReviewsPanel } from './reviews-panel';

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
    <ReviewsPanel product={product} />,
    <FaqAccordion faqs={faqs.slice(0, PRODUCT_FAQ_COUNT)} />,
  ];
  return (
    <Box component="section" aria-label="Product information" sx={{ mt: 5 }}>
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} variant="scrollable" allowScrollButtonsMobile aria-label="Product information" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {TAB_NAMES.map((name, index) => (
          <Tab
            key={name}
            label={name === 'Reviews' ? `Reviews (${product.ratings.count})` : name}
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
          />
        ))}
      </Tabs>
      {panels.map((panel, index) => (
        <Box key={TAB_NAMES[index]} role="tabpanel" hidden={tab !== index} id={`${baseId}-panel-${index}`} aria-labelledby={`${baseId}-tab-${index}`} sx={{ py: 3 }}>
          {tab === index && panel}
        </Box>
      ))}
    </Box>
  );
}
