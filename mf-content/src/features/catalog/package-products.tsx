import { Typography } from '@mimea/shared/ui/core';
import { useNearScreen } from '@mimea/shared';
import { packageProducts, rulesReadingDescriptions } from '../../domain/packages/package-rules';
import type { PackageSlug } from '../../domain/packages/package-types';
import { CatalogProducts } from './catalog-products';

/**
 * The catalogue products of one package, chosen by its rule (packages/package-rules.ts). They sit
 * below the package's own sections (three screens down on a phone) and come from the catalog
 * remote (its entry, catalogue, data and grid: ~20 KB gzipped): asked for when they near the
 * screen, not with the page.
 */
export function PackageProducts({ slug }: { slug: PackageSlug }) {
  const [near, nearRef] = useNearScreen();
  if (!near)
    return (
      <Typography ref={nearRef} role="status" sx={{ my: 3 }}>
        Loading products...
      </Typography>
    );
  return (
    <CatalogProducts
      queryKey={`package:${slug}`}
      select={async (catalogue) => packageProducts(slug, rulesReadingDescriptions.has(slug) ? await catalogue.all() : await catalogue.summaries())}
      emptyText="The products of this package are being restocked. Contact us and we will suggest alternatives."
    />
  );
}
