// The metadata of the catalog's pages without products: home and /categories (the header of
// shop-page-meta.ts says how the page metadata is used).
import { organizationJsonLd, pageDescription, pageTitle, shopContacts, type PageMeta } from '@mimea/shared';
import { SCHEMA_ORG } from './schema-org';

/** Home (`/`): the shop itself, with the organisation and its contacts. */
export function homePageMeta(): PageMeta {
  return {
    path: '/',
    title: `${shopContacts.brand} | Natural Health Products in Kenya`,
    description: pageDescription(
      'Natural supplements, health packages, skincare and dental care from a Nairobi shop, delivered to a pickup station in every county of Kenya. Pay by M-Pesa.',
    ),
    jsonLd: [organizationJsonLd(), { '@context': SCHEMA_ORG, '@type': 'WebSite', name: shopContacts.brand, url: '/' }],
  };
}

/** `/categories`. */
export function categoriesPageMeta(): PageMeta {
  return {
    path: '/categories',
    title: pageTitle('Shop by Category'),
    description: pageDescription(
      'Browse Mimea Naturals by category: supplements, health packages, skincare, dental care, sexual wellness and agricultural products.',
    ),
  };
}

