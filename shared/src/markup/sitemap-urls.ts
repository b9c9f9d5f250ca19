import { absoluteUrl, type PublishedPage } from '../page-meta/page-meta';
import { escapeXml } from './svg-markup';

/** Every page is expected to change about weekly (purchase spec section 9). */
export const SITEMAP_CHANGE_FREQUENCY = 'weekly';

/**
 * The sitemaps.org 0.9 `<url>` elements of the indexable pages, with absolute URLs on `origin`:
 * one remote's part of the shop's sitemap (its build writes them; the shell's server includes
 * them in /sitemap.xml on every request).
 */
export function sitemapUrls(pages: readonly PublishedPage[], origin: string): string {
  return pages
    .filter((page) => !page.noindex)
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(origin, page.path))}</loc>\n    <changefreq>${SITEMAP_CHANGE_FREQUENCY}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>\n`,
    )
    .join('');
}
