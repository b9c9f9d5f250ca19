// The shell's generated files (config/generated-files-plugin.cjs): icons, the web app manifest,
// robots.txt and the sitemap of every page the remotes publish.
import { iconFiles, type IconFile } from './icons';
import { readPublishedPages } from './published-pages';
import { siteOrigin } from './site-origin';
import { robotsTxt, sitemapXml } from './sitemap';
import { webManifest } from './web-manifest';

export function siteFiles(build: { production: boolean }): IconFile[] {
  const origin = siteOrigin(process.env);
  return [
    ...iconFiles(),
    { path: '/manifest.webmanifest', content: webManifest() },
    { path: '/robots.txt', content: robotsTxt(origin) },
    { path: '/sitemap.xml', content: sitemapXml(readPublishedPages(build), origin) },
  ];
}
