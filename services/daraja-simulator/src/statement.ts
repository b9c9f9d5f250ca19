// GET /simulator/statement.csv?from=&to=: the till's statement as the M-Pesa organisation portal
// exports it: six lines about the account and the period, then the portal's columns, one line per
// accepted payment (by hand and prompts'), newest first, times in East Africa Time, the payer
// masked in Other Party Info (`254712***678 - John`), A/C No. the account of a Pay Bill payment.
import type { ServerResponse } from 'node:http';
import { detailsOf, otherPartyOf, reasonTypeOf } from './payment-labels';
import type { Simulator, TillPayment } from './state';
import { eatStamp, eatStatementTime, sendJson } from './wire';

export const STATEMENT_COLUMNS = [
  'Receipt No.',
  'Completion Time',
  'Initiation Time',
  'Details',
  'Transaction Status',
  'Paid In',
  'Withdrawn',
  'Balance',
  'Balance Confirmed',
  'Reason Type',
  'Other Party Info',
  'Linked Transaction ID',
  'A/C No.',
] as const;

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const line = (values: readonly string[]) => values.map(field).join(',');

/** A time of the query (`from`, `to`): an ISO time, or absent; undefined when it is neither. */
function timeOf(value: string | null): Date | null | undefined {
  if (value === null || value === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

function row(payment: TillPayment, balance: number): string {
  const time = eatStatementTime(new Date(payment.at));
  return line([
    payment.transId,
    time,
    time,
    detailsOf(payment),
    'Completed',
    payment.amount.toFixed(2),
    '',
    balance.toFixed(2),
    'true',
    reasonTypeOf(payment),
    otherPartyOf(payment),
    '',
    payment.account,
  ]);
}

export function sendStatement(sim: Simulator, res: ServerResponse, url: URL): void {
  const from = timeOf(url.searchParams.get('from'));
  const to = timeOf(url.searchParams.get('to'));
  if (from === undefined || to === undefined) return sendJson(res, 400, { error: 'from and to are ISO times (2026-11-26T10:00:00Z), or absent' });
  const now = new Date();
  const accepted = sim.state.payments.filter((payment) => payment.accepted).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let balance = 0;
  let opening = 0;
  const rows: string[] = [];
  for (const payment of accepted) {
    const at = Date.parse(payment.at);
    if (to && at > to.getTime()) break;
    balance += payment.amount;
    if (from && at < from.getTime()) opening = balance;
    else rows.unshift(row(payment, balance));
  }
  const start = from ?? (accepted[0] ? new Date(accepted[0].at) : now);
  const end = to ?? now;
  const text = [
    line(['Account Holder:', sim.config.businessName]),
    line(['Short Code:', sim.config.shortCode]),
    line(['Account:', 'Merchant Account']),
    line(['Time Period:', 'From', eatStatementTime(start), 'To', eatStatementTime(end)]),
    line(['Report Date:', eatStatementTime(now)]),
    line(['Opening Balance:', opening.toFixed(2), 'Closing Balance:', balance.toFixed(2)]),
    line(STATEMENT_COLUMNS),
    ...rows,
  ]
    .map((text) => `${text}\r\n`)
    .join('');
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'content-disposition': `attachment; filename="ORG_${sim.config.shortCode}_Merchant Account_Completed_${eatStamp(now)}.csv"`,
    'cache-control': 'no-store',
  });
  res.end(text);
}
