// Photos the owner uploads in the office (issue 55): the order service resizes each to these widths
// and serves them on the shop's origin as `/api/catalogue/photos/<hash>-<width>.webp`; a product's
// `images` name the 640 one (docs/office.md). The pages offer the three as a `srcset`.

/** The widths of an uploaded photo, smallest first; the product's `images` name PHOTO_WIDTH. */
export const PHOTO_WIDTHS = [320, 640, 1024] as const;
const PHOTO_WIDTH = 640;

const UPLOADED_PHOTO = /^(?:https?:\/\/[^/]+)?\/api\/catalogue\/photos\/[A-Za-z0-9_]+-640\.webp$/;

/** Whether `src` is an uploaded photo's 640 px file. */
export function isUploadedPhoto(src: string): boolean {
  return UPLOADED_PHOTO.test(src);
}

/** `…/<hash>-640.webp` → `…/<hash>-320.webp 320w, …-640.webp 640w, …-1024.webp 1024w`. */
export function photoSrcSet(src: string): string {
  return PHOTO_WIDTHS.map((width) => `${src.replace(new RegExp(`-${PHOTO_WIDTH}\\.webp$`), `-${width}.webp`)} ${width}w`).join(', ');
}
