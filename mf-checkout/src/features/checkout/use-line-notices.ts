import { useMemo } from 'react';
import type { CartItem } from '@mimea/shared';
import { useCurrentCatalogue } from '../../components/catalogue/use-current-catalogue';
import { lineNotices } from '../../domain/catalogue/line-notices';
import { priceBefore } from '../../domain/catalogue/price-changes';
import type { StockRefusal } from '../../domain/order/submit-order';

/**
 * What each line of the checkout says (issue 55): its lines moved to the catalogue's current
 * prices (the totals follow), a price that changed and a stock short of the quantity; on a line
 * the order service refused for its stock, the service's words instead of the stock's. Line id →
 * notices, the same object while the lines, the stock and the refusal stay (the summary is
 * memoised); nothing once the order is placed.
 */
export function useLineNotices(items: readonly CartItem[], placed: boolean, stockRefusal: StockRefusal | null): ReadonlyMap<string, readonly string[]> {
  const { stockOf } = useCurrentCatalogue(items);
  return useMemo(
    () =>
      new Map(
        placed
          ? []
          : items.map((line) => {
              const refused = stockRefusal?.line.id === line.id;
              const said = lineNotices(line, priceBefore(line.id, line.price), refused ? undefined : stockOf(line.id));
              return [line.id, refused ? [...said, stockRefusal.message] : said] as const;
            }),
      ),
    [placed, items, stockOf, stockRefusal],
  );
}
