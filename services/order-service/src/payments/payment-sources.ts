// Where the shop learnt of a payment. One payment is one row whatever the order of arrival: each
// later source adds what it knows to the row it matches (payment-records.ts).

export const PAYMENT_SOURCES = ['prompt-callback', 'stk-query', 'c2b', 'transaction-status', 'statement'] as const;
export type PaymentSourceName = (typeof PAYMENT_SOURCES)[number];

/** How each source reads in an order's history and the office. */
export const PAYMENT_SOURCE_LABELS: Record<PaymentSourceName, string> = {
  'prompt-callback': 'M-Pesa prompt',
  'stk-query': 'M-Pesa prompt (STK Query)',
  c2b: 'till payment',
  'transaction-status': 'M-Pesa Transaction Status',
  statement: 'till statement',
};
