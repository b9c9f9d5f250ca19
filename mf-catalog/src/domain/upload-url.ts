// Images live on the catalog's own origin (/uploads/ of mf-catalog), while its pages render
// inside the shell on another origin: a root path like '/uploads/x.svg' would point at the
// shell. Webpack's public path of this remote is the catalog's base URL (publicPath 'auto').
declare const __webpack_public_path__: string;

function catalogBase(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
}

/** The absolute URL of an `/uploads/…` path of the catalogue data; other URLs are returned as they are. */
export function uploadUrl(path: string): string {
  if (!path.startsWith('/uploads/')) return path;
  const base = catalogBase();
  return `${base.endsWith('/') ? base.slice(0, -1) : base}${path}`;
}
