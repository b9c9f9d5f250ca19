import { sitemapUrls } from '@mimea/shared/markup';
import { absoluteUrl, type PublishedPage } from '@mimea/shared/pure';
import { sitemapIncludeDirective } from '../../../config/fragment-format.cjs';

/**
 * The sitemaps.org 0.9 XML of the shop: each remote's `<url>` elements as the shell's build knows
 * them, each inside the directive that puts the remote's current ones in their place as the
 * shell's server answers (config/fragment-format.cjs), so a remote's new pages are listed with no
 * rebuild of the shell.
 */
export function sitemapXml(lists: readonly { remote: string; pages: readonly PublishedPage[] }[], origin: string): string {
  const parts = lists.map(({ remote, pages }) => sitemapIncludeDirective(remote, sitemapUrls(pages, origin)));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</urlset>\n`;
}

/**
 * Lets every crawler in, except where no search result belongs (the order service, the shopper's
 * own pages, the diagnostic page, the back office and its page's code), and names the sitemap.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /account',
    'Disallow: /service-worker-test',
    'Disallow: /office',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
