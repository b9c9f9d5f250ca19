// What the browser reads of a region's HTML as it arrived, before React takes it over: which
// version of the catalogue it was rendered from, and whether it is near the screen yet.

/** The attribute that names, in a region's HTML, the version of the catalogue products it shows. */
export const CATALOGUE_VERSION_ATTRIBUTE = 'data-catalogue-version';

/** The version of the catalogue products `region` shows as it arrived, or null (none arrived). */
export function arrivedCatalogueVersion(region: Element): string | null {
  return region.querySelector(`[${CATALOGUE_VERSION_ATTRIBUTE}]`)?.getAttribute(CATALOGUE_VERSION_ATTRIBUTE) ?? null;
}

/**
 * Whether a picture in `region` is still addressed on a build's stand-in origin (`.invalid`, which
 * never resolves): a server that serves it without putting in the real origin.
 */
export function hasUnservedPictures(region: Element): boolean {
  return region.querySelector('img[src*=".invalid/"]') !== null;
}

/** Resolves once `element` is within `margin` of the screen (at once without IntersectionObserver). */
export function nearScreen(element: Element, margin = '100% 0px'): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
