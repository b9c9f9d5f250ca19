import { packageProducts, rulesReadingDescriptions } from '../../domain/packages/package-rules';
import type { PackageSlug } from '../../domain/packages/package-types';
import { CatalogProducts } from './catalog-products';

/** The catalogue products of one package, chosen by its rule (packages/package-rules.ts). */
export function PackageProducts({ slug }: { slug: PackageSlug }) {
  return (
    <CatalogProducts
      queryKey={`package:${slug}`}
      select={async (catalogue) => packageProducts(slug, rulesReadingDescriptions.has(slug) ? await catalogue.all() : await catalogue.summaries())}
      emptyText="The products of this package are being restocked. Contact us and we will suggest alternatives."
    />
  );
}
