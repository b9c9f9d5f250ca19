/**
 * The headers of every answer of the order service. It answers JSON and CSV, never a page: no
 * content may load or run from an answer, no page may frame one, and other origins cannot read
 * one without CORS (which the service never grants). HSTS passes through wherever TLS ends and
 * is ignored over plain HTTP, as the apps' (config/security-headers.cjs).
 */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Strict-Transport-Security': 'max-age=31536000',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
