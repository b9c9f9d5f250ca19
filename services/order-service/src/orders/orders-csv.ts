// The owner's CSV export: one row per order, for a spreadsheet (GET /api/orders.csv with the
// bearer token, GET /api/office/orders.csv in the office).
import type { FastifyReply } from 'fastify';
import type { OwnerOrderView } from './owner-view';

const COLUMNS: [string, (order: OwnerOrderView) => string | number | null][] = [
  ['Order ID', (o) => o.orderId],
  ['Placed (EAT)', (o) => o.placedAt],
  ['Status', (o) => o.status],
  ['Payment', (o) => o.paymentMethod],
  ['M-Pesa transaction ID', (o) => o.mpesaTransactionId],
  ['Customer', (o) => o.customerName],
  ['Phone', (o) => o.phoneNumber],
  ['National ID', (o) => o.customerId],
  ['E-mail', (o) => o.email],
  ['County', (o) => o.county],
  ['Pickup station', (o) => o.pickupStation.name],
  ['Products', (o) => o.products],
  ['Subtotal', (o) => o.subtotal],
  ['Discount', (o) => o.discount],
  ['Coupon', (o) => o.coupon],
  ['Shipping', (o) => o.shipping],
  ['Total', (o) => o.total],
  ['Total sent by the browser', (o) => o.claimedTotal],
  ['Price check', (o) => [o.priceCheck.result, ...o.priceCheck.issues].join(' ')],
  ['Notes', (o) => o.notes],
  ['Payment flag', (o) => o.payment.flag],
  ['Paid at (EAT)', (o) => o.payment.paidAt],
  ['M-Pesa receipts', (o) => o.payment.payments.map((p) => p.receipt ?? '(to follow)').join(' ') || null],
  ['Amount paid', (o) => (o.payment.payments.length ? o.payment.payments.reduce((sum, p) => sum + p.amount, 0) : null)],
  ['Matched by', (o) => o.payment.payments.map((p) => p.matchedBy ?? '').join(' ') || null],
];

/**
 * One CSV cell. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe: names and notes are typed by shoppers.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function ordersCsv(orders: readonly OwnerOrderView[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const order of orders) lines.push(COLUMNS.map(([, read]) => csvCell(read(order))).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** Answers with the orders as a CSV file to download, kept by no cache. */
export function sendOrdersCsv(reply: FastifyReply, orders: readonly OwnerOrderView[]): FastifyReply {
  const today = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="mimea-orders-${today}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(ordersCsv(orders));
}
