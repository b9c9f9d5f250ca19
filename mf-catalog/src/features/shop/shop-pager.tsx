import type { ReactNode } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { ExpandMoreIcon } from '@mimea/shared';
import { pageLinks } from '../../domain/shop/paginate';

interface Props {
  pageCount: number;
  page: number;
  /** Pages shown either side of the current one (0 on a phone). */
  siblings: number;
  onPage: (page: number) => void;
}

/** MUI's round pager buttons, drawn as plain buttons (MUI's Pagination is the navigation group, ~10 KB gzipped). */
const itemSx = {
  minWidth: 32,
  height: 32,
  px: 0.75,
  border: 0,
  borderRadius: 16,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '0.875rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
  '&:disabled': { opacity: 0.38, cursor: 'default', bgcolor: 'transparent' },
  '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600 },
  '& svg': { fontSize: '1.25rem' },
} as const;

/** The listing's pages: previous, the page numbers (with gaps), next. */
export function ShopPager({ pageCount, page, siblings, onPage }: Props) {
  const button = (label: string, target: number, content: ReactNode, current = false) => (
    <Box component="button" type="button" aria-label={label} aria-current={current ? 'page' : undefined} disabled={target < 1 || target > pageCount} onClick={() => !current && onPage(target)} sx={itemSx}>
      {content}
    </Box>
  );
  return (
    <Box component="nav" aria-label="pagination navigation" sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        <li>{button('Go to previous page', page - 1, <ExpandMoreIcon style={{ transform: 'rotate(90deg)' }} />)}</li>
        {pageLinks(pageCount, page, siblings).map((link) =>
          link.type === 'gap' ? (
            <Box component="li" key={link.key} aria-hidden="true" sx={{ minWidth: 32, textAlign: 'center' }}>
              …
            </Box>
          ) : (
            <li key={link.page}>{button(link.page === page ? `page ${link.page}` : `Go to page ${link.page}`, link.page, link.page, link.page === page)}</li>
          ),
        )}
        <li>{button('Go to next page', page + 1, <ExpandMoreIcon style={{ transform: 'rotate(-90deg)' }} />)}</li>
      </Box>
    </Box>
  );
}
