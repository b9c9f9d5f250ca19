// /office/orders/:orderId: the whole order, for the person preparing or checking it, and the
// actions allowed now.
import { useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress, Link } from '@mimea/shared/ui/controls';
import type { OfficeApi } from '../domain/office-api';
import { faultMessage } from '../domain/office-fault';
import { formatKES, formatWhen } from '../domain/office-format';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { OrderActions } from '../features/order/order-actions';
import { HistorySection, LinesSection, PaymentSection, ShopperSection } from '../features/order/order-sections';
import { OrderStatusChips } from '../features/orders/order-status-chip';
import { useOfficeAnswer } from '../features/session/use-office-answer';

export default function OrderPage() {
  const { orderId = '' } = useParams();
  useOfficeTitle(`Order ${orderId}`);
  const { data: order, setData: setOrder, error, reload } = useOfficeAnswer(useCallback((api: OfficeApi) => api.order(orderId), [orderId]));
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <Link component={RouterLink} to="/office/orders" sx={{ display: 'inline-block', mb: 1 }}>
        ← Orders
      </Link>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        Order {orderId}
      </Typography>
      {error !== null && (
        <Alert severity="error" role="alert" sx={{ my: 2 }} action={<Button color="inherit" onClick={reload}>Try again</Button>}>
          {faultMessage(error)}
        </Alert>
      )}
      {!order && error === null && <CircularProgress aria-label="Loading the order" sx={{ my: 4 }} />}
      {order && (
        <>
          <Box sx={{ my: 1 }}>
            <OrderStatusChips status={order.status} flag={order.payment.flag} />
          </Box>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            Placed {formatWhen(order.placedAt)} · {formatKES(order.total)}
          </Typography>
          {notice && (
            <Alert severity="info" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
              {notice}
            </Alert>
          )}
          <OrderActions
            order={order}
            onOrder={(next, message) => {
              setOrder(next);
              setNotice(message);
            }}
          />
          <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
              <LinesSection order={order} />
              <PaymentSection order={order} />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', minWidth: 0 }}>
              <ShopperSection order={order} />
              <HistorySection order={order} />
            </Box>
          </Box>
        </>
      )}
    </>
  );
}
