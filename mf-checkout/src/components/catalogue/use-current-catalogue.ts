import { useCallback, useEffect, useState } from 'react';
import { cartActions, MAX_ORDER_KES, useAppDispatch, type CartItem } from '@mimea/shared';
import { fetchCurrentProducts, type CurrentProducts } from '../../domain/catalogue/current-products';
import { notePriceChange } from '../../domain/catalogue/price-changes';

export interface CurrentCatalogue {
  /** A line's stock as the catalogue said it; undefined when unknown. */
  stockOf: (id: string) => number | undefined;
}

/**
 * The cart and checkout follow the catalogue (issue 55): once the page is live it reads the
 * current prices and stock of its lines, moves each line whose price changed to the current one
 * (remembering the old one, for the line's notice), and says what stock each line has. Read
 * again when the lines change (another tab added one) and when the page is shown again (a phone
 * back from another app: the cart left open sees today's prices). When the catalogue does not
 * answer, nothing changes: the cart works as it did.
 */
export function useCurrentCatalogue(items: readonly CartItem[]): CurrentCatalogue {
  const dispatch = useAppDispatch();
  const [current, setCurrent] = useState<CurrentProducts | null>(null);
  const [shown, setShown] = useState(0);
  // The lines' ids as one value: the effect below runs when they change, not when a quantity does.
  const lineIds = [...new Set(items.map((line) => line.id))].sort().join(',');

  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState === 'visible') setShown((count) => count + 1);
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, []);

  useEffect(() => {
    const reading = new AbortController();
    void fetchCurrentProducts(lineIds === '' ? [] : lineIds.split(','), globalThis.fetch, reading.signal).then((found) => {
      if (found && !reading.signal.aborted) setCurrent(found);
    });
    return () => reading.abort();
  }, [lineIds, shown]);

  // Also for a line added after the answer (another tab): every line at the current price.
  useEffect(() => {
    if (!current) return;
    for (const line of items) {
      const price = current.get(line.id)?.price;
      if (price === undefined || price === null || price === line.price || price > MAX_ORDER_KES) continue;
      notePriceChange(line.id, line.price, price);
      dispatch(cartActions.priceSet({ id: line.id, price }));
    }
  }, [current, items, dispatch]);

  const stockOf = useCallback((id: string) => current?.get(id)?.stock, [current]);
  return { stockOf };
}
