// What the content remote publishes for the shell: its public pages (`PublishedPages` of
// @mimea/shared) as /content/pages.json, which the build (shared/build/generated-files-plugin.cjs)
// writes to dist/content/ and from which the shell's build writes the sitemap and each route's
// <head>. Build-time only: no page imports this file, so no page bundle carries all the words.
import type { PublishedPage, PublishedPages } from '@mimea/shared';
import { aboutContent } from '../domain/about-content';
import { articlesNewestFirst, authorNamed } from '../domain/blog/blog-queries';
import { kidsCareContent } from '../domain/packages/kids-care-content';
import { healthPackages } from '../domain/packages/package-content';
import { packagesLanding } from '../domain/packages/packages-landing-content';
import { privacyPolicy } from '../domain/policies/privacy-policy';
import { terms } from '../domain/policies/terms';
import {
  aboutPageMeta,
  blogPageMeta,
  blogPostMeta,
  contactPageMeta,
  kidsCarePageMeta,
  packagePageMeta,
  packagesPageMeta,
  policyPageMeta,
} from '../domain/page-meta';

/** Sitemap priorities (storefront SEO issue: /about and /contact 0.8, /blog 0.7). */
const PRIORITY = { about: 0.8, contact: 0.8, blog: 0.7, article: 0.6, packages: 0.7, healthPackage: 0.7, kidsCare: 0.6, policy: 0.3 } as const;

/** The content remote's public pages for the sitemap: every page, article and package. */
export function contentPublishedPages(): PublishedPage[] {
  return [
    { ...aboutPageMeta(aboutContent), priority: PRIORITY.about },
    { ...contactPageMeta(), priority: PRIORITY.contact },
    { ...blogPageMeta({ search: '', category: null }), priority: PRIORITY.blog },
    ...articlesNewestFirst.map((article) => ({ ...blogPostMeta(article, authorNamed(article.author)), priority: PRIORITY.article })),
    { ...packagesPageMeta(packagesLanding), priority: PRIORITY.packages },
    ...healthPackages.map((healthPackage) => ({ ...packagePageMeta(healthPackage), priority: PRIORITY.healthPackage })),
    { ...kidsCarePageMeta(kidsCareContent), priority: PRIORITY.kidsCare },
    { ...policyPageMeta('/privacy-policy', privacyPolicy), priority: PRIORITY.policy },
    { ...policyPageMeta('/terms', terms), priority: PRIORITY.policy },
  ];
}

export function publishedFiles(): { path: string; content: string }[] {
  const pages: PublishedPages = { pages: contentPublishedPages() };
  return [{ path: '/content/pages.json', content: JSON.stringify(pages) }];
}
