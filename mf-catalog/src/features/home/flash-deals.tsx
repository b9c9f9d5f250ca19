import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { formatKES, useDrawingServerHtml } from '@mimea/shared';
import type { ProductSummary } from '../../domain/product-types';
import { ProductCarousel, useVisibleCards } from '../../components/carousel/product-carousel';
import { isCovered } from '../../components/carousel/use-auto-advance';
import { countdownTo, dealsEndAt, formatCountdown } from '../../domain/deal-countdown';
import { HomeSection } from './home-section';
import { effectivePrice, isOnSale } from '../../domain/pricing';

/** Flash deals advance every 3 s (spec section 9). */
const FLASH_DEALS_INTERVAL_MS = 3000;

const timeLeft = (now = new Date()) => formatCountdown(countdownTo(dealsEndAt(now), now));

/**
 * The clock writes its own text every second: a tick re-renders nothing (React and the style
 * engine stay idle), and it does not tick while the page is hidden or covered by a dialog.
 */
function DealsCountdown() {
  const clock = useRef<HTMLTimeElement>(null);
  // The page's HTML was drawn long before this shopper's clock: it shows an empty clock, which
  // the first tick fills (in its fixed-width box, so nothing moves).
  const serverHtml = useDrawingServerHtml();
  useEffect(() => {
    const tick = () => {
      if (clock.current && !isCovered(clock.current)) clock.current.textContent = timeLeft();
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);
  return (
    <Typography component="p" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', px: 1.5, py: 0.5, borderRadius: 1, fontWeight: 700 }}>
      {/* The visible clock ticks every second; screen readers get it only when they ask. */}
      Ends in{' '}
      {/* A box of its own fixed width: the new digits re-lay and repaint this box only. */}
      <time ref={clock} aria-live="off" style={{ fontVariantNumeric: 'tabular-nums', display: 'inline-block', width: '8ch', contain: 'layout paint' }}>
        {serverHtml ? '' : timeLeft()}
      </time>
    </Typography>
  );
}

function Saving({ product }: { product: ProductSummary }) {
  if (!isOnSale(product)) return null;
  return (
    <Typography variant="body2" sx={{ mt: 0.5, textAlign: 'center', color: '#A4262C', fontWeight: 700 }}>
      Save {formatKES(product.price - effectivePrice(product))}
    </Typography>
  );
}

/** Card-shaped placeholders while the deals load, so the sections below do not jump (CLS). */
function DealsPlaceholder() {
  const visible = useVisibleCards();
  return (
    <Box sx={{ display: 'flex' }}>
      <Typography role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Loading products...
      </Typography>
      {Array.from({ length: visible }, (_, index) => (
        <Box key={index} aria-hidden sx={{ flex: `0 0 ${100 / visible}%`, px: 0.75, boxSizing: 'border-box' }}>
          {/* MUI's rounded Skeleton's look, without its pulse (and without MUI's Skeleton in the core group). */}
          <Box sx={{ width: '100%', aspectRatio: '1 / 1', borderRadius: 1, bgcolor: 'rgba(0, 0, 0, 0.11)' }} />
          <Box sx={{ mt: 1, height: 196, borderRadius: 1, bgcolor: 'rgba(0, 0, 0, 0.11)' }} />
        </Box>
      ))}
    </Box>
  );
}

/** The first ten deals, with a countdown to 06:00 the next day; `null` while they load. */
export function FlashDeals({ deals }: { deals: readonly ProductSummary[] | null }) {
  if (deals?.length === 0) return null;
  return (
    <HomeSection id="flash-deals-title" title="Flash Deals" actions={<DealsCountdown />} eager>
      <Box sx={{ bgcolor: '#FFF8E6', borderRadius: 2, p: { xs: 1, md: 2 } }}>
        {deals ? (
          <ProductCarousel label="Flash Deals" products={deals} intervalMs={FLASH_DEALS_INTERVAL_MS} renderExtra={(product) => <Saving product={product} />} />
        ) : (
          <DealsPlaceholder />
        )}
      </Box>
    </HomeSection>
  );
}
