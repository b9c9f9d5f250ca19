// This remote's base URL (publicPath 'auto'): its pages render inside the shell, on another
// origin, where a root path like '/art/x.svg' would point at the shell.
declare const __webpack_public_path__: string;

/** The absolute URL of a picture drawn at build time ('/art/blog/x.svg'); the path itself outside webpack. */
export function artUrl(path: string): string {
  const base = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ !== '' ? __webpack_public_path__ : '/';
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** Every drawing is this size: wide, like a link preview. */
export const ART_WIDTH = 1200;
export const ART_HEIGHT = 630;
