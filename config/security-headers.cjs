// The security headers of every response of every app, and the origins allowed to read the
// remotes (CORS), from the same environment as the runtime config (tools/serve/runtime-config.cjs):
// a deployment that moves a remote moves its place in the policy too. tools/serve/serve.mjs sends
// them; in containers deploy/nginx/40-runtime-config.sh writes the same at start (checked by
// tools/checks/deploy.test.mjs).
//
//   SHOP_ORIGINS  the origins the shop's pages are served from (the shell's), comma-separated:
//                 the only origins the remotes answer CORS requests of.
//
// The back office (mf-office, docs/office.md) is loaded by one page only, the shell's /office:
// that page has a policy of its own (officePageHeaders) naming the office's origin and no other
// remote's, and the shoppers' pages' policy leaves the office's origin out (nothing of the office
// is loaded there, so nothing of it may be).
const { runtimeConfig } = require('../tools/serve/runtime-config.cjs');
const { apps } = require('./apps.cjs');

/** The shell's local origins (its port of config/apps.cjs, which MIMEA_PORT_BASE moves). */
const shellPort = apps.find((app) => app.host)?.port;
const DEFAULT_SHOP_ORIGINS = `http://localhost:${shellPort},http://127.0.0.1:${shellPort}`;

/** scheme://host[:port] of an absolute URL, or null for a path (same origin). */
function originOf(url) {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i.exec(url);
  return match ? match[0] : null;
}

/** @param {Record<string, string | undefined>} env @returns {string[]} */
function shopOrigins(env) {
  return (env.SHOP_ORIGINS || DEFAULT_SHOP_ORIGINS)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** The remote of the back office: named by its own page's policy only. */
const OFFICE_REMOTE = 'office';

/** The origins of these URLs, once each, in order (paths name none). @param {string[]} urls */
function originsOf(urls) {
  return [...new Set(urls.map(originOf).filter((origin) => origin !== null))];
}

/** The storefront remotes' origins (every remote but the office) and an absolute order endpoint's, as the runtime config names them. */
function shopSources(env) {
  const config = runtimeConfig(env);
  return originsOf([...Object.entries(config.remotes).filter(([name]) => name !== OFFICE_REMOTE).map(([, url]) => url), config.orderEndpoint]);
}

/** The only pages the shop frames: the contact page's map (mf-content/src/features/contact/store-map.tsx). */
const FRAMED_ORIGINS = 'https://www.openstreetmap.org';

/**
 * Scripts, pictures, fonts and requests only from the shop's own origins. Styles allow inline
 * <style> elements: Emotion (MUI) writes its styles into them at run time, and the page's first
 * paint style is inline. Nothing may frame the shop (clickjacking of the checkout).
 * @param {Record<string, string | undefined>} env
 */
function contentSecurityPolicy(env) {
  const own = ["'self'", ...shopSources(env)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${own}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${own} data:`,
    `font-src ${own}`,
    `connect-src ${own}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${FRAMED_ORIGINS}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of the back office's page (/office and below: the shell's app page drawing
 * mf-office's OfficeApp): scripts, pictures, fonts and requests only from the shell's origin
 * (its own code, /runtime-config.json, the office's API under /api/office/) and the office's; no
 * other remote's, no frame, no form sent elsewhere. Styles as the shop's (Emotion).
 * @param {Record<string, string | undefined>} env
 */
function officeContentSecurityPolicy(env) {
  const own = ["'self'", ...originsOf([runtimeConfig(env).remotes[OFFICE_REMOTE] ?? ''])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${own}`,
    "style-src 'self' 'unsafe-inline'",
    // data: for the second factor's QR code, drawn by the order service as an SVG (docs/office.md).
    `img-src ${own} data:`,
    `font-src ${own}`,
    `connect-src ${own}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Browser features the shop never uses, denied to it and to anything it could embed. */
const PERMISSIONS_POLICY = 'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/**
 * HTTPS only, for a year, once a browser has seen the shop over HTTPS: wherever TLS ends (the
 * cluster's ingress, a proxy in front of docker-compose) the header passes through to the
 * browser; over plain HTTP (`npm start`, localhost) browsers ignore it (RFC 6797, 8.1). No
 * includeSubDomains: every origin of the shop sends its own, and the shop's domain may have
 * other hosts that are not the shop's to decide.
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ host?: boolean }} [app] the shell (`host`), or a remote
 * @returns {Record<string, string>}
 */
function securityHeaders(env, { host = true } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
    // No other page shares a browsing context group with the shop's (no window.opener either way).
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The shell's files are for its own pages; a remote's scripts, pictures and data are loaded
    // by the shop's pages from another origin (possibly another site: a CDN), which CORS already
    // limits for what can be read.
    'Cross-Origin-Resource-Policy': host ? 'same-origin' : 'cross-origin',
  };
}

/**
 * Every answer under /office (the back office's page, docs/office.md): the shell's headers with
 * the office's own policy, kept out of search engines and out of every cache (what it shows is
 * staff's work on shoppers' orders).
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
function officePageHeaders(env) {
  return {
    ...securityHeaders(env, { host: true }),
    'Content-Security-Policy': officeContentSecurityPolicy(env),
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-store',
  };
}

module.exports = { securityHeaders, officePageHeaders, shopOrigins, contentSecurityPolicy, officeContentSecurityPolicy };
