import { absoluteUrl, type PublishedPage } from '@mimea/shared/pure';

/** Every page is expected to change about weekly (purchase spec section 9). */
export const CHANGE_FREQUENCY = 'weekly';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The sitemaps.org 0.9 XML of the indexable pages, with absolute URLs on `origin`. */
export function sitemapXml(pages: readonly PublishedPage[], origin: string): string {
  const urls = pages
    .filter((page) => !page.noindex)
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(origin, page.path))}</loc>\n    <changefreq>${CHANGE_FREQUENCY}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Lets every crawler in, except where no search result belongs, and names the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /account',
    'Disallow: /service-worker-test',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
