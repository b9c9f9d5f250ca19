// What a log line may say about an error or a request. Driver errors carry the query's
// parameters in their message (names, phone and ID numbers, M-Pesa codes), and a request's URL
// may carry a secret in its query string: logs get classes, codes and paths, never those.
import type { FastifyRequest } from 'fastify';

/** An error as a log line may carry it: the class names and codes along its cause chain. */
export function errorSummary(error: unknown): { error: string; code?: string } {
  const names: string[] = [];
  let code: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    names.push(current.name);
    const own = (current as { code?: unknown }).code;
    if (code === undefined && typeof own === 'string' && /^[A-Z0-9_]{1,40}$/.test(own)) code = own;
    current = current.cause;
  }
  return { error: names.length > 0 ? names.join(' < ') : typeof error, ...(code ? { code } : {}) };
}

/**
 * A client address with its last part dropped (IPv4 to /24, IPv6 to /48): enough to see that
 * one network floods the shop, not enough to name a shopper (Kenya's Data Protection Act counts
 * an IP address as personal data).
 */
export function networkOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]!.split(':').slice(0, 3);
    return `${groups.join(':')}::/48`;
  }
  return 'unknown';
}

/** A path with the callbacks' secret segment hidden (docs/payments.md: the path holds a secret of the deployment). */
export function withoutSecrets(path: string): string {
  return path.replace(/(\/api\/payments\/callbacks\/)[^/]*/i, '$1[secret]');
}

/**
 * Text with the query of any office URL in it hidden (`/api/office/orders?q=0712…` →
 * `/api/office/orders?[query not logged]`): a message that quotes a URL (Fastify's own warnings do)
 * never carries a search or a filter of the office's (docs/office.md, "Security").
 */
export function withoutOfficeQueries(text: string): string {
  return text.replace(/(\/api\/office\/[^\s?"'`]*)\?[^\s"'`]*/gi, '$1?[query not logged]');
}

/** The request as its log lines show it: method, path without the query string or a secret, network. */
export function requestSummary(request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>): { method: string; path: string; network: string } {
  const path = withoutSecrets(request.url.split('?')[0] ?? '');
  return { method: request.method, path: path.length > 200 ? `${path.slice(0, 200)}…` : path, network: networkOf(request.ip) };
}

/**
 * A CheckoutRequestID as a log line may carry it: Daraja's newer IDs end in the payer's number
 * (`ws_CO_<DDMMYYYYHHmmss><the phone's 9 digits>`), so digits past the time stamp are hidden but
 * the last three, enough to tell prompts apart in a log.
 */
export function requestIdForLog(id: string | null): string | null {
  if (id === null) return null;
  const stamped = /^(ws_CO_\d{14})(\d{4,})$/.exec(id);
  if (stamped) return `${stamped[1]}…${stamped[2]!.slice(-3)}`;
  return id.replace(/\d{9,}/g, (digits) => `…${digits.slice(-3)}`);
}
