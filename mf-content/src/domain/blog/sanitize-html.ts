import DOMPurify from 'dompurify';

/** The markup articles may use (see BlogArticle.content); everything else is dropped. */
const ALLOWED_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a', 'br'];
const ALLOWED_ATTR = ['href'];

/**
 * Article HTML made safe to render: no scripts, event handlers, styles, frames or
 * `javascript:` links, whatever the data holds (DOMPurify, a well-kept sanitiser, rather than
 * our own parser).
 */
export function sanitizeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
