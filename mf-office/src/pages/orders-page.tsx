// /office/orders: the tabs with counts, the search and filters (in the URL but the search), the
// list, paging, the bulk actions, and the owner's CSV export of the current filter and search.
// The search is kept in the history entry's state (Back from an order finds it again), never in
// the URL; the list and the export send it in a POST's body.
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@mimea/shared';
import { Box, Typography, useTheme } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress } from '@mimea/shared/ui/controls';
import { Pagination } from '@mimea/shared/ui/navigation';
import { useMediaQuery } from '@mimea/shared/ui/office';
import { faultMessage } from '../domain/office-fault';
import { bulkActionsOf } from '../domain/order-tabs';
import { filterFromParams, paramsFromFilter, type OrdersFilter } from '../domain/orders-query';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { ExportButton } from '../components/files/export-button';
import { BulkBar } from '../features/orders/bulk-bar';
import { OrderTabsBar } from '../features/orders/order-tabs-bar';
import { OrdersFilters } from '../features/orders/orders-filters';
import { OrdersList } from '../features/orders/orders-list';
import { PAGE_SIZE, useOrders } from '../features/orders/use-orders';
import { useOfficeSession } from '../components/session/session-context';

/** The search kept in the history entry's state (this device's memory of the entry, no URL). */
function searchOf(state: unknown): string {
  const q = typeof state === 'object' && state !== null ? (state as { q?: unknown }).q : undefined;
  return typeof q === 'string' ? q.slice(0, 100) : '';
}

export default function OrdersPage() {
  useOfficeTitle('Orders');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const { session } = useOfficeSession();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => filterFromParams(params), [params]);
  // A phone number or a name typed in the search never reaches a URL.
  const q = searchOf(location.state);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { data, loading, error, reload } = useOrders(filter, q);

  const changeFilter = (change: Partial<OrdersFilter>) => {
    setSelected(new Set());
    setParams(paramsFromFilter({ ...filter, page: 1, ...change }), { state: { q } });
  };
  const search = (next: string) => {
    setSelected(new Set());
    const page = filter.page > 1 ? paramsFromFilter({ ...filter, page: 1 }).toString() : location.search.replace(/^\?/, '');
    navigate({ pathname: location.pathname, search: page ? `?${page}` : '' }, { replace: true, state: { q: next } });
  };
  const orders = data?.orders ?? [];
  const bulkActions = bulkActionsOf(filter.tab);
  const chosen = orders.filter((order) => selected.has(order.orderId));
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || PAGE_SIZE))) : 1;

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h1">
          Orders
        </Typography>
        {session?.account.role === 'owner' && (
          // The filter and the search, in a POST's body: a search may be a phone number, which no URL carries.
          <ExportButton file={(api) => api.ordersCsv({ ...filter, q })} filename={`mimea-orders-${filter.tab}${filter.day ? `-${filter.day}` : ''}.csv`} size="small" />
        )}
      </Box>
      <OrderTabsBar tab={filter.tab} counts={data?.counts ?? null} onTab={(tab) => changeFilter({ tab })} />
      <OrdersFilters filter={filter} onFilter={changeFilter} q={q} onSearch={search} />
      {error !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} action={<Button color="inherit" onClick={reload}>Try again</Button>}>
          {faultMessage(error)}
        </Alert>
      )}
      <Box aria-busy={loading} sx={{ position: 'relative' }}>
        {loading && !data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the orders" />
          </Box>
        ) : (
          <OrdersList
            orders={orders}
            wide={wide}
            selected={selected}
            selectable={bulkActions.length > 0}
            onSelect={(orderId, on) =>
              setSelected((current) => {
                const next = new Set(current);
                if (on) next.add(orderId);
                else next.delete(orderId);
                return next;
              })
            }
            onSelectAll={(on) => setSelected(on ? new Set(orders.map((order) => order.orderId)) : new Set())}
          />
        )}
      </Box>
      <BulkBar
        actions={bulkActions}
        chosen={chosen}
        onDone={() => {
          setSelected(new Set());
          reload();
        }}
      />
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={filter.page}
          siblingCount={wide ? 1 : 0}
          onChange={(_event, page: number) => changeFilter({ page })}
          getItemAriaLabel={(type, page) => (type === 'page' ? `Page ${page ?? ''}` : `${type === 'next' ? 'Next' : type === 'previous' ? 'Previous' : type} page`)}
        />
      )}
    </>
  );
}
