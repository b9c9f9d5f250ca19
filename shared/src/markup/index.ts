// `@mimea/shared/markup`: the markup the apps' builds write by hand (drawn pictures, the sitemap).
// Build-time only; no page imports it.
export { SVG_FONT, escapeXml, svgNumber, svgDocument, type SvgDocument } from './svg-markup';
export { SITEMAP_CHANGE_FREQUENCY, sitemapUrls } from './sitemap-urls';
