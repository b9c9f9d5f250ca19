// The security headers of every response of every app, and the origins allowed to read the
// remotes (CORS), from the same environment as the runtime config (tools/runtime-config.cjs):
// a deployment that moves a remote moves its place in the policy too. tools/serve.mjs sends
// them; in containers deploy/nginx/40-runtime-config.sh writes the same at start (checked by
// tools/deploy.test.mjs).
//
//   SHOP_ORIGINS  the origins the shop's pages are served from (the shell's), comma-separated:
//                 the only origins the remotes answer CORS requests of.
const { runtimeConfig } = require('../tools/runtime-config.cjs');
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

/** The remotes' origins and an absolute order endpoint's, as the runtime config names them. */
function shopSources(env) {
  const config = runtimeConfig(env);
  const origins = [...Object.values(config.remotes), config.orderEndpoint].map(originOf).filter((origin) => origin !== null);
  return [...new Set(origins)];
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

module.exports = { securityHeaders, shopOrigins, contentSecurityPolicy };
