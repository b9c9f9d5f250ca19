import { Breadcrumbs, Link, Typography } from '@mimea/shared/ui/core';
import { Link as RouterLink } from '@mimea/shared';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
      {crumbs.map((crumb) =>
        crumb.to ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.to} color="inherit" underline="hover">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} aria-current="page" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
