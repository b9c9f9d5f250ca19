import { memo, useState, type ReactNode } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { MemoProductCard } from '../product-card/memo-product-card';
import type { ProductSummary } from '../../domain/product-types';
import { CarouselArrow } from './carousel-arrow';
import { drawnRange, nextIndex, previousIndex, type DrawnRange } from '../../domain/carousel-position';
import { useAutoAdvance } from './use-auto-advance';
import { useIsMobile } from '../layout/use-is-mobile';

/** Product carousels advance every 5 s and show 2 cards on phones, 5 on desktop (spec section 9). */
export const PRODUCT_CAROUSEL = { intervalMs: 5000, visibleMobile: 2, visibleDesktop: 5 } as const;

interface Props {
  /** The carousel's name for screen readers, e.g. "Men's Clinic". */
  label: string;
  products: readonly ProductSummary[];
  intervalMs?: number;
  /** Drawn under each card, e.g. a flash deal's saving. */
  renderExtra?: (product: ProductSummary) => ReactNode;
}

/** How many cards a product carousel shows on this screen. */
export function useVisibleCards(): number {
  return useIsMobile() ? PRODUCT_CAROUSEL.visibleMobile : PRODUCT_CAROUSEL.visibleDesktop;
}

interface ItemProps {
  product: ProductSummary;
  shown: boolean;
  /** Drawn now (near the view); otherwise an empty slot of the same width. */
  drawn: boolean;
  renderExtra?: (product: ProductSummary) => ReactNode;
}

/**
 * A card's width, by CSS breakpoint rather than by `useVisibleCards`: the page's server HTML
 * cannot know the screen, and a phone must not see the cards resize once the script runs.
 */
const ITEM_WIDTH = { xs: `0 0 ${100 / PRODUCT_CAROUSEL.visibleMobile}%`, md: `0 0 ${100 / PRODUCT_CAROUSEL.visibleDesktop}%` };

/**
 * One card of the row. Memoised: a step of the carousel re-renders only the cards that come into
 * or leave the view, not the whole row.
 */
const CarouselItem = memo(function CarouselItem({ product, shown, drawn, renderExtra }: ItemProps) {
  return (
    <Box component="li" aria-hidden={!shown} inert={!shown} sx={{ flex: ITEM_WIDTH, px: 0.75, boxSizing: 'border-box' }}>
      {drawn && (
        <>
          <MemoProductCard product={product} />
          {renderExtra?.(product)}
        </>
      )}
    </Box>
  );
});

/** A row of product cards that slides one card at a time, wrapping at both ends. */
export function ProductCarousel({ label, products, intervalMs = PRODUCT_CAROUSEL.intervalMs, renderExtra }: Props) {
  const visible = useVisibleCards();
  const [start, setStart] = useState(0);
  const count = products.length;
  const first = Math.min(start, Math.max(0, count - visible));
  // What was drawn before is kept (React's "state from previous renders" pattern).
  const [drawn, setDrawn] = useState<DrawnRange | null>(null);
  const nowDrawn = drawnRange(drawn, first, visible);
  if (drawn === null || nowDrawn.low !== drawn.low || nowDrawn.high !== drawn.high) setDrawn(nowDrawn);
  const scrollable = count > visible;
  const { rootRef, pauseHandlers, reducedMotion } = useAutoAdvance(() => setStart((i) => nextIndex(i, count, visible)), intervalMs, scrollable);

  return (
    <Box ref={rootRef} role="region" aria-roledescription="carousel" aria-label={label} {...pauseHandlers} sx={{ position: 'relative' }}>
      <Box sx={{ overflow: 'hidden' }}>
        <Box
          component="ul"
          // Its own layer: the slide is the compositor's work, not a repaint on the main thread.
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', willChange: 'transform' }}
          // Inline: a new offset at each step is not a new style rule for the style engine to make.
          style={{ transform: `translateX(-${(first * 100) / visible}%)`, transition: reducedMotion ? 'none' : 'transform 300ms ease' }}
        >
          {products.map((product, index) => (
            <CarouselItem key={product.id} product={product} shown={index >= first && index < first + visible} drawn={index >= nowDrawn.low && index < nowDrawn.high} renderExtra={renderExtra} />
          ))}
        </Box>
      </Box>
      {scrollable && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <CarouselArrow direction="previous" label={`Previous products in ${label}`} onClick={() => setStart((i) => previousIndex(i, count, visible))} />
          <CarouselArrow direction="next" label={`Next products in ${label}`} onClick={() => setStart((i) => nextIndex(i, count, visible))} />
        </Box>
      )}
    </Box>
  );
}
