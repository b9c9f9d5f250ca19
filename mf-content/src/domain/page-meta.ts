// What each content page tells browsers, search engines and link previews: title, description,
// canonical path, Open Graph type and JSON-LD. Pure, used twice: the pages set it with
// `usePageMeta`, and the build publishes the public pages as /content/pages.json
// (build-time/published-files.ts), from which the shell writes the sitemap and each route's <head>.
// Each builder is given its page's words rather than importing them, so a page's bundle carries
// no other page's (the blog's articles above all). Links are site paths: this remote does not know
// the shop's origin; covers are left out, since they live on this remote's origin, not the shop's.
import { fullAddress, pageDescription, pageTitle, shopContacts, type JsonLd, type PageMeta } from '@mimea/shared';
import type { AboutContent } from './about-content';
import { articlePath } from './blog/blog-links';
import { blogLanding } from './blog/blog-landing-content';
import type { BlogFilters } from './blog/blog-search';
import type { BlogArticle, BlogAuthor } from './blog/blog-types';
import type { KidsCareContent } from './packages/kids-care-content';
import { packagePath } from './packages/package-links';
import type { HealthPackage } from './packages/package-types';
import type { PackagesLandingContent } from './packages/packages-landing-content';
import type { PolicyDocument } from './policies/policy-types';

/** A search as a title shows it: one line, at most as long as the blog's search box allows. */
const SEARCH_IN_TITLE_MAX = 100;

export function aboutPageMeta(about: Pick<AboutContent, 'heroText'>): PageMeta {
  return { path: '/about', title: pageTitle('About Us'), description: pageDescription(about.heroText) };
}

export function contactPageMeta(): PageMeta {
  const { phoneDisplay, email, supportHours } = shopContacts;
  return {
    path: '/contact',
    title: pageTitle('Contact Us'),
    description: pageDescription(`Call ${phoneDisplay}, chat on WhatsApp (${supportHours}) or e-mail ${email}. Visit us at ${fullAddress()}.`),
  };
}

/** The blog; a category or a search keeps the canonical path /blog and names itself in the title (text only). */
export function blogPageMeta({ search, category }: BlogFilters): PageMeta {
  const term = search.replace(/\s+/g, ' ').trim().slice(0, SEARCH_IN_TITLE_MAX);
  const name = term ? `Blog results for "${term}"` : category ? `${category} – ${blogLanding.heroTitle}` : blogLanding.heroTitle;
  return { path: '/blog', title: pageTitle(name), description: pageDescription(blogLanding.heroText) };
}

/** schema.org `BlogPosting` of an article, with its author's role when the blog knows them. */
function blogPostingJsonLd(article: BlogArticle, author: BlogAuthor | undefined): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    articleSection: article.category,
    author: { '@type': 'Person', name: article.author, ...(author ? { jobTitle: author.role } : {}) },
    publisher: { '@type': 'Organization', name: shopContacts.brand, url: '/' },
    url: articlePath(article.id),
  };
}

/** An article: its title and excerpt, as an Open Graph article with `BlogPosting` data. */
export function blogPostMeta(article: BlogArticle, author: BlogAuthor | undefined): PageMeta {
  return {
    path: articlePath(article.id),
    title: pageTitle(article.title),
    description: pageDescription(article.excerpt),
    type: 'article',
    jsonLd: [blogPostingJsonLd(article, author)],
  };
}

export function blogPostNotFoundMeta(id: string): PageMeta {
  return {
    path: articlePath(encodeURIComponent(id)),
    title: pageTitle('Blog post not found'),
    description: "The article you're looking for doesn't exist or has been removed.",
    noindex: true,
  };
}

export function packagesPageMeta(landing: Pick<PackagesLandingContent, 'heroTitle' | 'heroText'>): PageMeta {
  return { path: '/packages', title: pageTitle(landing.heroTitle), description: pageDescription(landing.heroText) };
}

export function packagePageMeta(healthPackage: HealthPackage): PageMeta {
  return { path: packagePath(healthPackage), title: pageTitle(`${healthPackage.title} Package`), description: pageDescription(healthPackage.description) };
}

export function packageNotFoundMeta(name: string): PageMeta {
  return {
    path: `/packages/${encodeURIComponent(name)}`,
    title: pageTitle('Package not found'),
    description: "The health package you're looking for doesn't exist or has been renamed.",
    noindex: true,
  };
}

export function kidsCarePageMeta(kids: Pick<KidsCareContent, 'heroTitle' | 'heroText'>): PageMeta {
  return { path: '/KidsCare', title: pageTitle(kids.heroTitle), description: pageDescription(kids.heroText) };
}

/** A policy page (/privacy-policy, /terms): its title, and its introduction as the description. */
export function policyPageMeta(path: '/privacy-policy' | '/terms', policy: PolicyDocument): PageMeta {
  return { path, title: pageTitle(policy.title), description: pageDescription(policy.intro) };
}
