import { useEffect } from 'react';
import type { PageMeta } from './page-meta';
import { applyPageMeta } from './apply-page-meta';

/**
 * Sets the page's title, description, canonical URL, Open Graph tags and JSON-LD while the
 * page is shown. Pass null while the page's data is loading: the previous tags stay until then.
 * Canonical URLs use the origin the shop is served from.
 */
export function usePageMeta(meta: PageMeta | null): void {
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!key) return;
    applyPageMeta(document, JSON.parse(key) as PageMeta, window.location.origin);
  }, [key]);
}
