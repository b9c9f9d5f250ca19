/**
 * The drawn size of each kind of catalogue picture (src/build-time draws them at this size); pages
 * give their <img> the same width and height, so nothing shifts while an image loads.
 */
export const IMAGE_SIZES = {
  product: { width: 600, height: 600 },
  hero: { width: 1200, height: 600 },
  package: { width: 800, height: 600 },
  category: { width: 400, height: 400 },
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;
