import { useLocation, usePageMeta } from '@mimea/shared';

/** The document's title for an office page, and `robots: noindex` (the office is in no index). */
export function useOfficeTitle(title: string): void {
  const { pathname } = useLocation();
  usePageMeta({ path: pathname, title: `${title} | Mimea Naturals office`, description: 'The back office of Mimea Naturals.', noindex: true });
}
