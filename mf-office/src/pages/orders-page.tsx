// /office/orders: the tabs with counts, the search and filters (in the URL but the search), the
// list, paging, the bulk actions, and the owner's CSV export of the current filter.
import { useMemo, useState } from 'react';
import { useSearchParams } from '@mimea/shared';
import { Box, Typography, useTheme } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress } from '@mimea/shared/ui/controls';
import { Pagination } from '@mimea/shared/ui/navigation';
import { useMediaQuery } from '@mimea/shared/ui/office';
import { ordersCsvUrl } from '../domain/office-api';
import { faultMessage } from '../domain/office-fault';
import { bulkActionsOf } from '../domain/order-tabs';
import { filterFromParams, paramsFromFilter, type OrdersFilter } from '../domain/orders-query';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { BulkBar } from '../features/orders/bulk-bar';
import { OrderTabsBar } from '../features/orders/order-tabs-bar';
import { OrdersFilters } from '../features/orders/orders-filters';
import { OrdersList } from '../features/orders/orders-list';
import { PAGE_SIZE, useOrders } from '../features/orders/use-orders';
import { useOfficeSession } from '../components/session/session-context';

export default function OrdersPage() {
  useOfficeTitle('Orders');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const { session } = useOfficeSession();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  // The search lives here only: a phone number typed in it never reaches the URL.
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { data, loading, error, reload } = useOrders(filter, q);

  const changeFilter = (change: Partial<OrdersFilter>) => {
    setSelected(new Set());
    setParams(paramsFromFilter({ ...filter, page: 1, ...change }));
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
          // The filter only: a search may be a phone number, which no URL carries.
          <Button component="a" href={ordersCsvUrl(filter)} download variant="outlined" size="small">
            Export CSV
          </Button>
        )}
      </Box>
      <OrderTabsBar tab={filter.tab} counts={data?.counts ?? null} onTab={(tab) => changeFilter({ tab })} />
      <OrdersFilters filter={filter} onFilter={changeFilter} q={q} onSearch={(next) => {
        setSelected(new Set());
        setQ(next);
        if (filter.page > 1) setParams(paramsFromFilter({ ...filter, page: 1 }));
      }} />
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
