// The Payments page's calls (docs/office.md, "Payments"): M-Pesa's registration alarm, the till
// payments that matched no order, the orders one may be for, the owner's link of a payment to its
// order, the bodies M-Pesa sent that the shop could not read, and the till statement's import.
// Each goes through the office's client (its session, CSRF token and faults), each answer parsed.
import { PlainBody, type OfficeApi } from './office-api';
import { parseLinkResult, parseRegistration, parseStatementReport, parseSuggestions, parseUnmatchedPage, parseUnreadable } from './payments-parser';

/** The largest statement the order service takes (its STATEMENT_LIMIT): larger files are refused before they are sent. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

/** The CSV's type, as the service reads it. */
export const STATEMENT_TYPE = 'text/csv';

export interface LinkInput {
  orderId: string;
  reason: string;
}

export const registration = (api: OfficeApi) => api.callParsed('GET', '/payments/registration', parseRegistration);

export function unmatchedPayments(api: OfficeApi, page = 1, pageSize = 25) {
  return api.callParsed('GET', `/payments/unmatched?page=${page}&pageSize=${pageSize}`, parseUnmatchedPage);
}

export function suggestedOrders(api: OfficeApi, receipt: string) {
  return api.callParsed('GET', `/payments/${encodeURIComponent(receipt)}/suggestions`, parseSuggestions);
}

/** The owner's: links the payment `receipt` to an order, with the reason. */
export function linkPayment(api: OfficeApi, receipt: string, input: LinkInput) {
  return api.callParsed('POST', `/payments/${encodeURIComponent(receipt)}/link`, parseLinkResult, { orderId: input.orderId, reason: input.reason });
}

export const unreadablePayments = (api: OfficeApi) => api.callParsed('GET', '/payments/unreadable', parseUnreadable);

/** The owner's: sends the till statement's text as it is, and reads what the import did. */
export function importStatement(api: OfficeApi, csv: string) {
  return api.callParsed('POST', '/payments/statement', parseStatementReport, new PlainBody(STATEMENT_TYPE, csv));
}
