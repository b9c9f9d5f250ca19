/** Where `npm start` serves the shop: the default when SITE_ORIGIN is not set. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

/**
 * The shop's public origin (`https://shop.example`), from SITE_ORIGIN at build time: the
 * sitemap, robots.txt and the built pages' canonical and Open Graph URLs are absolute on it.
 */
export function siteOrigin(env: Record<string, string | undefined>): string {
  const value = env.SITE_ORIGIN?.trim() || DEFAULT_SITE_ORIGIN;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_ORIGIN is not a URL: "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_ORIGIN must be an http(s) origin without a path, like https://shop.example: "${value}"`);
  }
  return url.origin;
}
