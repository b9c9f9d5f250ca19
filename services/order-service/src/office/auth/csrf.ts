// Cross-site request checks for the office's changing calls (docs/office.md, "CSRF").
import type { FastifyRequest } from 'fastify';
import { sameText } from '../../same-text';

/** Whether the X-CSRF-Token header is the session's own token (constant time). */
export function csrfTokenMatches(request: FastifyRequest, expected: string): boolean {
  const sent = request.headers['x-csrf-token'];
  if (typeof sent !== 'string' || sent === '') return false;
  return sameText(sent, expected);
}

/**
 * Whether the request comes from the shop's own pages. The service is reached through a proxy
 * that rewrites Host (tools/serve/api-proxy.mjs sets it to the service's address; nginx's proxy_pass
 * sends its upstream's), so an Origin cannot be compared with Host there. A browser's
 * Sec-Fetch-Site, which pages cannot forge, says it directly: `same-origin`, or `none` (typed
 * by the person), passes. Browsers without it: an Origin, when sent, must name the host the
 * browser asked, as Fastify's `request.host` gives it: the X-Forwarded-Host of the trusted proxy
 * (TRUST_PROXY, http/trusted-proxy.ts; the shell's nginx, the npm start proxy and the ingress
 * controller each set it to the Host they were asked), else Host. An X-Forwarded-Host that any
 * other peer sends is not believed. Neither header: the CSRF token alone decides (scripts and
 * old browsers), with SameSite=Strict behind it.
 */
export function fromOwnOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const asked = request.host;
  return typeof asked === 'string' && asked !== '' && originHost.toLowerCase() === asked.toLowerCase();
}
