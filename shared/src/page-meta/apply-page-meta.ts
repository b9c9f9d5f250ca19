import { pageHeadTags, type HeadTag, type PageMeta } from './page-meta';

function selectorFor(tag: Exclude<HeadTag, { tag: 'script' }>): string {
  return tag.tag === 'meta' ? `meta[${tag.key}="${tag.name}"]` : `link[rel="${tag.rel}"]`;
}

/**
 * Puts a page's metadata into the live document: the title, and every tag of `pageHeadTags`,
 * updating the tags the built HTML already has instead of adding second copies.
 */
export function applyPageMeta(doc: Document, meta: PageMeta, origin: string): void {
  doc.title = meta.title;
  // A page's structured data replaces the previous page's, including what the built HTML had.
  for (const old of Array.from(doc.head.querySelectorAll('script[type="application/ld+json"]'))) old.remove();
  for (const tag of pageHeadTags(meta, origin)) {
    if (tag.tag === 'script') {
      const script = doc.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = tag.json;
      doc.head.appendChild(script);
      continue;
    }
    let element = doc.head.querySelector(selectorFor(tag));
    if (!element) {
      element = doc.createElement(tag.tag);
      if (tag.tag === 'meta') element.setAttribute(tag.key, tag.name);
      else element.setAttribute('rel', tag.rel);
      doc.head.appendChild(element);
    }
    if (tag.tag === 'meta') element.setAttribute('content', tag.content);
    else element.setAttribute('href', tag.href);
  }
}
