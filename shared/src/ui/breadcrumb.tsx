import { Fragment } from 'react';
import { Box } from '@mui/material';
import { Link as RouterLink } from '../routing/routing';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/**
 * Where a page sits (Home / Shop / Skincare / Olive Soap): a navigation landmark with an ordered
 * list, the current page last and marked. A list and CSS separators rather than MUI's
 * Breadcrumbs, which every page's core group carried for the product and content pages.
 */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Box component="nav" aria-label="Breadcrumb" sx={{ mb: 2, color: 'text.secondary' }}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          listStyle: 'none',
          m: 0,
          p: 0,
          '& li[aria-hidden]': { mx: 1 },
          '& a': { color: 'inherit', textDecoration: 'none' },
          '& a:hover, & a:focus-visible': { textDecoration: 'underline' },
        }}
      >
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.to ?? crumb.label}>
            {/* The separator is text, as MUI's was, hidden from screen readers (the list says it). */}
            {index > 0 && <li aria-hidden="true">/</li>}
            <li>
              {crumb.to ? (
                <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
              ) : (
                <Box component="span" aria-current="page" sx={{ color: 'text.primary', fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {crumb.label}
                </Box>
              )}
            </li>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
