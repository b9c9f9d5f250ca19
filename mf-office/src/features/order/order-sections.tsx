// What an order page shows: lines and totals with the price check, the payment's evidence, the
// shopper's details (with call, WhatsApp and e-mail links), notes and the history.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Link, Paper } from '@mimea/shared/ui/controls';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import { eventText, flagText, formatKES, formatWhen, mailtoLink, methodText, statusText, telLink, whatsAppLink } from '../../domain/office-format';
import type { OfficeOrder } from '../../domain/office-types';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 1.5, md: 2 }, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' }, gap: { xs: 0, sm: 1 }, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function LinesSection({ order }: { order: OfficeOrder }) {
  return (
    <Section title="Lines">
      <TableContainer>
        <Table size="small" aria-label="Lines">
          <TableHead>
            <TableRow>
              <TableCell sx={{ px: 1 }}>Product</TableCell>
              <TableCell align="right" sx={{ px: 1 }}>
                Qty
              </TableCell>
              <TableCell align="right" sx={{ px: 1 }}>
                Total
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell sx={{ px: 1 }}>
                  {line.name}
                  <Typography variant="body2" color="textSecondary">
                    {formatKES(line.unitPrice)} each
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ px: 1 }}>
                  {line.quantity}
                </TableCell>
                <TableCell align="right" sx={{ px: 1, whiteSpace: 'nowrap' }}>
                  {formatKES(line.lineTotal)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box component="dl" sx={{ m: 0, mt: 1 }}>
        <Pair label="Subtotal">{formatKES(order.subtotal)}</Pair>
        {order.discount > 0 && <Pair label={`Discount${order.coupon ? ` (${order.coupon})` : ''}`}>−{formatKES(order.discount)}</Pair>}
        <Pair label="Delivery">{formatKES(order.shipping)}</Pair>
        <Pair label="Total">
          <strong>{formatKES(order.total)}</strong>
        </Pair>
      </Box>
      {order.priceCheck.result === 'mismatch' ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          The prices the shopper saw differ from the shop&apos;s{order.claimedTotal !== null ? ` (they saw ${formatKES(order.claimedTotal)})` : ''}:
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {order.priceCheck.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Price check: {order.priceCheck.result === 'match' ? 'the prices match the shop’s.' : 'not checked (no price list was read): check by hand.'}
        </Typography>
      )}
    </Section>
  );
}

/** When the order was paid: a cash order is paid as it is collected, with no time of its own. */
function paidText(order: OfficeOrder): string {
  if (order.payment.paidAt) return formatWhen(order.payment.paidAt);
  if (order.paymentMethod === 'cod' && order.status === 'collected') return 'In cash, on collection';
  return 'Not yet';
}

export function PaymentSection({ order }: { order: OfficeOrder }) {
  const { payment } = order;
  return (
    <Section title="Payment">
      <Box component="dl" sx={{ m: 0 }}>
        <Pair label="Method">{methodText(order.paymentMethod)}</Pair>
        {order.mpesaTransactionId && <Pair label="Code typed">{order.mpesaTransactionId}</Pair>}
        <Pair label="Paid">{paidText(order)}</Pair>
      </Box>
      {payment.flag && (
        <Alert severity="warning" sx={{ my: 1 }}>
          Flag: {flagText(payment.flag)}
        </Alert>
      )}
      {payment.payments.length > 0 ? (
        <Box component="ul" aria-label="Payments received" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {payment.payments.map((evidence) => (
            <Box component="li" key={evidence.receipt} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <strong>{evidence.receipt}</strong> · {formatKES(evidence.amount)}
              <Typography variant="body2" color="textSecondary">
                Received {formatWhen(evidence.receivedAt)} · matched by {statusText(evidence.matchedBy).toLowerCase()}
                {evidence.source ? ` (${evidence.source})` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">No M-Pesa payment matched to this order.</Typography>
      )}
    </Section>
  );
}

export function ShopperSection({ order }: { order: OfficeOrder }) {
  const tel = telLink(order.phoneNumber);
  const whatsApp = whatsAppLink(order.phoneNumber, `Hello ${order.customerName}, about your Mimea Naturals order ${order.orderId}:`);
  return (
    <Section title="Shopper">
      <Box component="dl" sx={{ m: 0 }}>
        <Pair label="Name">{order.customerName}</Pair>
        <Pair label="Phone">
          {order.phoneNumber}
          {tel && (
            <>
              {' · '}
              <Link href={tel}>Call</Link>
            </>
          )}
          {whatsApp && (
            <>
              {' · '}
              <Link href={whatsApp} target="_blank" rel="noopener noreferrer">
                WhatsApp
              </Link>
            </>
          )}
        </Pair>
        {order.email && (
          <Pair label="E-mail">
            <Link href={mailtoLink(order.email, `Your Mimea Naturals order ${order.orderId}`)}>{order.email}</Link>
          </Pair>
        )}
        {order.customerId && <Pair label="National ID">{order.customerId}</Pair>}
        <Pair label="County">{order.county}</Pair>
        <Pair label="Pickup station">{order.station}</Pair>
        {order.notes && <Pair label="Notes">{order.notes}</Pair>}
      </Box>
    </Section>
  );
}

export function HistorySection({ order }: { order: OfficeOrder }) {
  return (
    <Section title="History">
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'primary.main', pl: 2 }}>
        {order.history.map((event, index) => (
          <Box component="li" key={`${event.at}-${index}`} sx={{ pb: 1.5, position: 'relative' }}>
            <Typography variant="body2" color="textSecondary">
              <time dateTime={event.at}>{formatWhen(event.at)}</time>
              {event.actor ? ` · ${event.actor}` : ''}
            </Typography>
            <Typography>{eventText(event.event)}</Typography>
            {event.note && <Typography variant="body2">Reason: {event.note}</Typography>}
          </Box>
        ))}
      </Box>
    </Section>
  );
}
