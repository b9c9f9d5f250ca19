// The catalog remote's exposed modules for the content's build, which renders its pages' HTML in
// Node (shared/build/render-fragments.mjs): a package page's products are the catalog's `ProductGrid`
// drawing the catalog's `catalogue`, as in the browser, so they arrive as HTML. In the browser
// the shell's federation loads them from the catalog's origin; here they are the catalog's
// sources, the modules its exposes.cjs names (nothing else of the catalog is read). The browser
// takes that HTML over only while it is what the catalogue says (features/catalog/package-products.tsx).
import path from 'node:path';
import { provideFederatedModuleLoader } from '@mimea/shared';
import { remoteAssetUrl } from '@mimea/shared/remote-asset-url';

const CATALOG_DIR = path.resolve(__dirname, '../../../mf-catalog');

/**
 * The catalog's pictures in the content's HTML: their `/uploads/…` paths on this stand-in
 * origin, which the shop's servers replace with the catalog's (tools/serve/compose-page.mjs). Left as
 * they are, the catalog's `uploadUrl` puts them where this process's public path is: the
 * content's origin (its stand-in), where the content's own pictures are.
 */
export const CATALOG_ORIGIN_STAND_IN = 'https://catalog-origin.invalid';

/** `value` with every catalogue picture (`/uploads/…`, on this process's origin or none) on the catalog's stand-in origin. */
function withPicturesOnCatalogOrigin<T>(value: T): T {
  const here = remoteAssetUrl('/uploads/');
  const onCatalogOrigin = (field: string) => `${CATALOG_ORIGIN_STAND_IN}/uploads/${field.slice((field.startsWith(here) ? here : '/uploads/').length)}`;
  return JSON.parse(
    JSON.stringify(value, (_key, field: unknown) => (typeof field === 'string' && (field.startsWith(here) || field.startsWith('/uploads/')) ? onCatalogOrigin(field) : field)),
  ) as T;
}

/** The catalog's `catalogue`, each of its answers with its pictures on the catalog's origin. */
function catalogueForHtml(catalogue: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([name, call]) => [
      name,
      typeof call === 'function' ? async (...args: unknown[]) => withPicturesOnCatalogOrigin(await (call as (...a: unknown[]) => Promise<unknown>).apply(catalogue, args)) : call,
    ]),
  );
}

/** Loads `catalog/<module>` from the catalog's sources, as its exposes.cjs names it. */
async function loadCatalogModule(remote: string, module: string): Promise<unknown> {
  if (remote !== 'catalog') throw new Error(`The content's build renders no module of ${remote}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the catalog's own list, a CommonJS file
  const exposes = require(path.join(CATALOG_DIR, 'exposes.cjs')) as Record<string, string>;
  const source = exposes[`./${module}`];
  if (!source) throw new Error(`mf-catalog/exposes.cjs has no ./${module}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the catalog's TypeScript, compiled by the build's loader
  const loaded = require(path.join(CATALOG_DIR, source)) as Record<string, unknown>;
  return module === 'catalogue' ? { ...loaded, catalogue: catalogueForHtml(loaded.catalogue as Record<string, unknown>) } : loaded;
}

/** Called once by the build's renderer before it renders a page (src/build-time/query-pages.ts loads this module). */
export function provideCatalogOnServer(): void {
  provideFederatedModuleLoader(loadCatalogModule);
}
