// The shell's generated files that need no other app (shared/build/generated-files-plugin.cjs):
// icons, the web app manifest and robots.txt. The sitemap comes from the remotes' published
// pages (site-pages-plugin.cjs).
import { iconFiles, type IconFile } from './icons';
import { siteOrigin } from './site-origin';
import { robotsTxt } from './sitemap';
import { webManifest } from './web-manifest';

export function siteFiles(): IconFile[] {
  return [...iconFiles(), { path: '/manifest.webmanifest', content: webManifest() }, { path: '/robots.txt', content: robotsTxt(siteOrigin(process.env)) }];
}
