// The orders of a page: on a phone a card each, on a laptop a table, each with a check box for the
// bulk actions. The phone shown is masked (0712 *** 678): the list is no place for personal data.
import { Link as RouterLink } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Card, CardContent, Link } from '@mimea/shared/ui/controls';
import { Checkbox } from '@mimea/shared/ui/forms';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import { formatKES, formatWhen, methodText } from '../../domain/office-format';
import type { OrderRow } from '../../domain/office-types';
import { OrderStatusChips } from './order-status-chip';

interface Props {
  orders: OrderRow[];
  wide: boolean;
  selected: ReadonlySet<string>;
  onSelect: (orderId: string, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  selectable: boolean;
}

function OrderLink({ orderId }: { orderId: string }) {
  return (
    <Link component={RouterLink} to={`/office/orders/${encodeURIComponent(orderId)}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {orderId}
    </Link>
  );
}

export function OrdersList({ orders, wide, selected, onSelect, onSelectAll, selectable }: Props) {
  if (orders.length === 0) return <Typography sx={{ py: 3 }}>No orders here.</Typography>;
  const allSelected = orders.every((order) => selected.has(order.orderId));
  if (!wide) {
    return (
      <Box component="ul" aria-label="Orders" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {orders.map((order) => (
          <Card component="li" key={order.orderId} variant="outlined">
            <CardContent sx={{ display: 'flex', gap: 1, '&:last-child': { pb: 2 } }}>
              {selectable && (
                <Checkbox
                  checked={selected.has(order.orderId)}
                  onChange={(event) => onSelect(order.orderId, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Select order ${order.orderId}` } }}
                  sx={{ alignSelf: 'flex-start', ml: -1 }}
                />
              )}
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <OrderLink orderId={order.orderId} />
                  <strong>{formatKES(order.total)}</strong>
                </Box>
                <Typography variant="body2">
                  {order.customerName} · {order.phone}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {order.station}, {order.county} · {methodText(order.paymentMethod)} · {order.items} {order.items === 1 ? 'item' : 'items'}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
                  {formatWhen(order.placedAt)}
                </Typography>
                <OrderStatusChips status={order.status} flag={order.flag} />
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Orders">
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox checked={allSelected} onChange={(event) => onSelectAll(event.target.checked)} slotProps={{ input: { 'aria-label': 'Select every order of this page' } }} />
              </TableCell>
            )}
            <TableCell>Order</TableCell>
            <TableCell>Placed</TableCell>
            <TableCell>Shopper</TableCell>
            <TableCell>Station</TableCell>
            <TableCell>Payment</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.orderId} hover selected={selected.has(order.orderId)}>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(order.orderId)}
                    onChange={(event) => onSelect(order.orderId, event.target.checked)}
                    slotProps={{ input: { 'aria-label': `Select order ${order.orderId}` } }}
                  />
                </TableCell>
              )}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <OrderLink orderId={order.orderId} />
              </TableCell>
              <TableCell>{formatWhen(order.placedAt)}</TableCell>
              <TableCell>
                {order.customerName}
                <br />
                {order.phone}
              </TableCell>
              <TableCell>
                {order.station}
                <br />
                {order.county}
              </TableCell>
              <TableCell>{methodText(order.paymentMethod)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatKES(order.total)}
              </TableCell>
              <TableCell>
                <OrderStatusChips status={order.status} flag={order.flag} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
