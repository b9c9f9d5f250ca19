// What a page tells browsers, search engines and link previews about itself (title,
// description, canonical URL, Open Graph, JSON-LD). Pages set it at run time with
// `usePageMeta`; remotes also publish the same records for their public pages as a build file,
// from which the shell writes the sitemap and a page per route whose <head> already carries them
// (WhatsApp and Facebook read the HTML; they run no JavaScript).
import { shopContacts } from '../contacts/shop-contacts';

export type JsonLd = Record<string, unknown>;

export interface PageMeta {
  /** The page's path on the shop's origin: `/product/olive-soap`. */
  path: string;
  /** The whole document title, brand included: see `pageTitle`. */
  title: string;
  /** One or two sentences, at most `DESCRIPTION_MAX` characters: see `pageDescription`. */
  description: string;
  /** Open Graph type; `website` unless the page is an article or a product. */
  type?: 'website' | 'article' | 'product';
  /** Structured data (schema.org), written as JSON-LD. Links may be site paths (`/shop`). */
  jsonLd?: JsonLd[];
  /** Pages search engines should not index (cart, checkout, diagnostics). */
  noindex?: boolean;
}

/** A page as a remote publishes it for the sitemap (`<remote>/…/pages.json`). */
export interface PublishedPage extends PageMeta {
  /** Sitemap priority, 0 to 1. */
  priority: number;
}

/** The file a remote publishes: its public pages. */
export interface PublishedPages {
  pages: PublishedPage[];
}

export const DESCRIPTION_MAX = 160;

/** The picture link previews show, served by the shell (1200×630 PNG). */
export const SHARE_IMAGE = {
  path: '/icons/share-card.png',
  width: 1200,
  height: 630,
  alt: `${shopContacts.brand}: natural health products in Kenya`,
} as const;

/** `Olive Soap | Mimea Naturals`. */
export function pageTitle(name: string): string {
  return `${name} | ${shopContacts.brand}`;
}

/** Plain text of at most `DESCRIPTION_MAX` characters, cut at a word with an ellipsis. */
export function pageDescription(text: string): string {
  const plain = decodeEntities(text.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2));
  return `${atWord.replace(/[\s,.;:!?-]+$/, '')}…`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '');
}

/** One tag of a page's <head>. */
export type HeadTag =
  | { tag: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { tag: 'link'; rel: string; href: string }
  | { tag: 'script'; json: string };

/** `origin` without a trailing slash, then the path. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The tags a page's metadata becomes, besides <title>. The same list is written into the
 * built HTML (the shell's build) and applied to the live document (`applyPageMeta`).
 */
export function pageHeadTags(meta: PageMeta, origin: string): HeadTag[] {
  const url = absoluteUrl(origin, meta.path);
  const tags: HeadTag[] = [
    { tag: 'meta', key: 'name', name: 'description', content: meta.description },
    { tag: 'meta', key: 'name', name: 'robots', content: meta.noindex ? 'noindex' : 'index, follow' },
    { tag: 'link', rel: 'canonical', href: url },
    { tag: 'meta', key: 'property', name: 'og:site_name', content: shopContacts.brand },
    { tag: 'meta', key: 'property', name: 'og:locale', content: 'en_KE' },
    { tag: 'meta', key: 'property', name: 'og:type', content: meta.type ?? 'website' },
    { tag: 'meta', key: 'property', name: 'og:title', content: meta.title },
    { tag: 'meta', key: 'property', name: 'og:description', content: meta.description },
    { tag: 'meta', key: 'property', name: 'og:url', content: url },
    { tag: 'meta', key: 'property', name: 'og:image', content: absoluteUrl(origin, SHARE_IMAGE.path) },
    { tag: 'meta', key: 'property', name: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { tag: 'meta', key: 'property', name: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { tag: 'meta', key: 'property', name: 'og:image:alt', content: SHARE_IMAGE.alt },
    { tag: 'meta', key: 'name', name: 'twitter:card', content: 'summary_large_image' },
  ];
  for (const data of meta.jsonLd ?? []) tags.push({ tag: 'script', json: jsonLdText(resolveSiteUrls(data, origin) as JsonLd) });
  return tags;
}

/** The JSON-LD properties that hold links. */
const LINK_KEYS = new Set(['url', 'logo', 'image', 'item', '@id']);

/**
 * Structured data is written with site paths (`/product/olive-soap`), because a remote that
 * publishes it at build time does not know the shop's origin; this makes them absolute.
 */
function resolveSiteUrls(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return LINK_KEYS.has(key) && /^\/(?!\/)/.test(value) ? absoluteUrl(origin, value) : value;
  if (Array.isArray(value)) return value.map((item) => resolveSiteUrls(item, origin, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, resolveSiteUrls(item, origin, name)]));
  }
  return value;
}

/** JSON that cannot close its <script> element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * schema.org `Organization` for the shop, with every contact from the one contacts module.
 * Links are site paths: `pageHeadTags` makes them absolute.
 */
export function organizationJsonLd(): JsonLd {
  const { brand, phoneE164, email, address, social } = shopContacts;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand,
    url: '/',
    logo: '/icons/icon-512.png',
    email,
    telephone: phoneE164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressCountry: 'KE',
    },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: phoneE164, email, areaServed: 'KE', availableLanguage: ['en', 'sw'] },
    ],
    sameAs: social.map((account) => account.url),
  };
}
