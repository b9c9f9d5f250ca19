import { useCallback, useEffect, useState } from 'react';
import type { OrdersFilter } from '../../domain/orders-query';
import type { OrdersPage } from '../../domain/office-types';
import { useOfficeSession } from '../../components/session/session-context';

export const PAGE_SIZE = 25;

export interface OrdersState {
  data: OrdersPage | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** The list of the filter and the search (which is in no URL), read again on `reload()`. */
export function useOrders(filter: OrdersFilter, q: string): OrdersState {
  const { run } = useOfficeSession();
  const [data, setData] = useState<OrdersPage | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [stamp, setStamp] = useState(0);
  const { tab, day, county, station, method, page } = filter;
  // Loading while the answer last read is not of the list asked for now.
  const asked = JSON.stringify([tab, day, county, station, method, page, q, stamp]);
  const [answered, setAnswered] = useState('');

  useEffect(() => {
    let live = true;
    run((api) => api.orders({ tab, day, county, station, method, page, q, pageSize: PAGE_SIZE })).then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setError(null);
        setAnswered(asked);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure);
        setAnswered(asked);
      },
    );
    return () => {
      live = false;
    };
  }, [run, tab, day, county, station, method, page, q, stamp, asked]);

  const reload = useCallback(() => setStamp((value) => value + 1), []);
  return { data, loading: answered !== asked, error, reload };
}
