import { Box, Typography } from '@mimea/shared/ui/core';
import { useDrawingServerHtml } from '@mimea/shared';
import { stockNote } from '../../domain/stock-level';

/**
 * The stock's words. The exact count follows every order while the page's HTML may be up to
 * LIVE_MAX_AGE_MS old (an order moves no catalogue revision, catalogue/stock.ts), so the count
 * the browser reads may differ from the one in the HTML. Hydration keeps the HTML's words
 * (suppressHydrationWarning: a differing text would make React throw the page's HTML away and
 * draw it anew, losing a quantity typed meanwhile), then a new element shows the browser's.
 */
function StockWords({ text }: { text: string }) {
  const hydrating = useDrawingServerHtml();
  return (
    <span key={hydrating ? 'as-in-html' : 'live'} suppressHydrationWarning>
      {text}
    </span>
  );
}

/** In stock when stock is above 0 (spec section 4); few left (stock-level.ts) is said plainly. */
export function StockIndicator({ stock }: { stock: number }) {
  const inStock = stock > 0;
  const note = stockNote(stock);
  return (
    <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, color: inStock ? 'primary.main' : '#A4262C' }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'currentColor' }} />
      <StockWords text={note ?? `In Stock (${stock} available)`} />
    </Typography>
  );
}
