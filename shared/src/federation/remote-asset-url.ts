// A remote's pictures live on its own origin, while its pages render inside the shell on another:
// a root path like '/uploads/x.svg' would point at the shell. This module is its own entry
// (`@mimea/shared/remote-asset-url`), never federated: each app bundles it, so
// `__webpack_public_path__` here is that app's base URL (publicPath 'auto'). Outside webpack
// (Node, Jest) there is none and the path stays root-relative; the fragment build sets one.
declare const __webpack_public_path__: string;

/** The absolute URL of `path` (`/uploads/x.svg`) on the origin of the app that bundles this. */
export function remoteAssetUrl(path: string): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
