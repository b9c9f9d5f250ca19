// The catalog's exposed modules that other remotes' servers render into their pages' HTML (the
// content's package pages: its grid drawing its catalogue), built for Node and published as
// dist/server/server-parts.cjs (shared/build/webpack-server-parts.cjs). By the names exposes.cjs
// gives them (server-parts.test.ts holds the two to each other).
import * as catalogue from './domain/catalogue';
import * as ProductGrid from './features/products/product-grid';

export const exposedModules: Readonly<Record<string, unknown>> = { catalogue, ProductGrid };
