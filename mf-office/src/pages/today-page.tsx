// /office/today: M-Pesa's registration alarm when there is one, a burst of failed sign-ins when
// there was one (the service's words: how many, for whom, whether anyone got in), today, 7 and
// 30 days at a glance,
// what waits (links into the tabs and Payments), by payment method and county, the top products,
// and the 30 days as a chart and as a table.
import { useId } from 'react';
import { Link as RouterLink } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress, Link, Paper } from '@mimea/shared/ui/controls';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import type { OfficeApi } from '../domain/office-api';
import { faultMessage } from '../domain/office-fault';
import { formatKES, formatWhen, methodText } from '../domain/office-format';
import { registration } from '../domain/payments-api';
import type { Dashboard, KeyedFigures } from '../domain/office-types';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { Section } from '../features/order/order-sections';
import { RegistrationAlarm } from '../features/payments/registration-alarm';
import { useOfficeAnswer } from '../features/session/use-office-answer';
import { RevenueChart } from '../features/today/revenue-chart';

function FiguresTable({ label, keyLabel, rows, keyText = (key) => key }: { label: string; keyLabel: string; rows: KeyedFigures[]; keyText?: (key: string) => string }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{keyLabel}</TableCell>
            <TableCell align="right">Orders</TableCell>
            <TableCell align="right">Revenue</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell>{keyText(row.key)}</TableCell>
              <TableCell align="right">{row.orders}</TableCell>
              <TableCell align="right">{formatKES(row.revenue)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Glance({ dashboard }: { dashboard: Dashboard }) {
  const periods = [
    { label: 'Today', figures: dashboard.today },
    { label: 'Last 7 days', figures: dashboard.last7 },
    { label: 'Last 30 days', figures: dashboard.last30 },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {periods.map(({ label, figures }) => (
        <Paper key={label} variant="outlined" component="section" aria-label={label} sx={{ p: 2 }}>
          <Typography component="h2" variant="body2" color="textSecondary">
            {label}
          </Typography>
          <Typography sx={{ fontSize: '1.4rem', fontWeight: 600 }}>{formatKES(figures.revenue)}</Typography>
          <Typography>{figures.orders === 1 ? '1 order' : `${figures.orders} orders`}</Typography>
        </Paper>
      ))}
    </Box>
  );
}

function Waiting({ dashboard }: { dashboard: Dashboard }) {
  const { waiting } = dashboard;
  const rows = [
    { label: 'Awaiting payment', count: waiting.awaitingPayment + waiting.awaitingConfirmation, to: '/office/orders?tab=awaiting-payment' },
    { label: 'Flagged payments', count: waiting.flagged, to: '/office/orders?tab=flagged' },
    { label: 'To prepare', count: waiting.toPrepare, to: '/office/orders?tab=to-prepare' },
    { label: 'Ready for collection', count: waiting.ready, to: '/office/orders?tab=ready' },
  ];
  return (
    <Section title="Waiting">
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {rows.map((row) => (
          <li key={row.label}>
            <Link component={RouterLink} to={row.to}>
              {row.label}: {row.count}
            </Link>
          </li>
        ))}
        <li>
          <Link component={RouterLink} to="/office/payments">
            Till payments matched to no order: {waiting.unmatchedPayments}
          </Link>
        </li>
      </Box>
    </Section>
  );
}

const loadDashboard = (api: OfficeApi) => api.dashboard();
const loadRegistration = (api: OfficeApi) => registration(api);

export default function TodayPage() {
  useOfficeTitle('Today');
  const { data: dashboard, error, reload } = useOfficeAnswer(loadDashboard);
  // M-Pesa's alarm, when there is one; its own fault says nothing here (the Payments page is where it is watched).
  const { data: registered } = useOfficeAnswer(loadRegistration);
  const tableId = useId();

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Today
      </Typography>
      <RegistrationAlarm registration={registered} />
      {error !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} action={<Button color="inherit" onClick={reload}>Try again</Button>}>
          {faultMessage(error)}
        </Alert>
      )}
      {dashboard?.signIns.alarm && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {dashboard.signIns.alarm}
        </Alert>
      )}
      {!dashboard && error === null && <CircularProgress aria-label="Loading the figures" />}
      {dashboard && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Glance dashboard={dashboard} />
          <Waiting dashboard={dashboard} />
          <Section title="The last 30 days">
            <RevenueChart daily={dashboard.daily} describedBy={tableId} />
            <details>
              <summary>The figures as a table</summary>
              <TableContainer sx={{ maxHeight: 360 }}>
                <Table size="small" id={tableId} aria-label="Revenue and orders by day">
                  <TableHead>
                    <TableRow>
                      <TableCell>Day</TableCell>
                      <TableCell align="right">Orders</TableCell>
                      <TableCell align="right">Revenue</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {dashboard.daily.map((day) => (
                      <TableRow key={day.day}>
                        <TableCell>{formatWhen(day.day)}</TableCell>
                        <TableCell align="right">{day.orders}</TableCell>
                        <TableCell align="right">{formatKES(day.revenue)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </details>
          </Section>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            <Section title="By payment method">
              <FiguresTable label="By payment method" keyLabel="Method" rows={dashboard.byMethod} keyText={methodText} />
            </Section>
            <Section title="By county">
              <FiguresTable label="By county" keyLabel="County" rows={dashboard.byCounty} />
            </Section>
          </Box>
          <Section title="Top products">
            <TableContainer>
              <Table size="small" aria-label="Top products">
                <TableHead>
                  <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                    <TableCell align="right">Revenue</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dashboard.topProducts.map((product) => (
                    <TableRow key={product.productId}>
                      <TableCell>{product.name}</TableCell>
                      <TableCell align="right">{product.quantity}</TableCell>
                      <TableCell align="right">{formatKES(product.revenue)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Section>
        </Box>
      )}
    </>
  );
}
