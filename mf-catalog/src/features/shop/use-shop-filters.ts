import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@mimea/shared';
import { NO_FILTERS, parsePage, parseShopFilters, shopUrl, type ShopFilters } from '../../domain/shop/shop-filters';

export interface ShopFilterState {
  filters: ShopFilters;
  page: number;
  /** Applies a change of filters; any change goes back to page 1 (spec section 4). */
  update: (change: Partial<ShopFilters>) => void;
  goToPage: (page: number) => void;
  reset: () => void;
}

/** The shop's filters live in the URL only: reading them from it and writing every change back. */
export function useShopFilters(): ShopFilterState {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const filters = useMemo(() => parseShopFilters(pathname, params), [pathname, params]);
  const page = parsePage(params.get('page'));

  const update = useCallback((change: Partial<ShopFilters>) => navigate(shopUrl({ ...filters, ...change }, 1)), [filters, navigate]);
  const goToPage = useCallback((next: number) => navigate(shopUrl(filters, next)), [filters, navigate]);
  const reset = useCallback(() => navigate(shopUrl(NO_FILTERS)), [navigate]);
  return { filters, page, update, goToPage, reset };
}
