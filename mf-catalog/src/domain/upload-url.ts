import { remoteAssetUrl } from '@mimea/shared/remote-asset-url';

/**
 * The absolute URL of an `/uploads/…` path of the catalogue data, on the catalog's origin (its
 * pages render inside the shell, on another); other URLs are returned as they are.
 */
export function uploadUrl(path: string): string {
  return path.startsWith('/uploads/') ? remoteAssetUrl(path) : path;
}
