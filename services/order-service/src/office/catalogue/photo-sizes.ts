// A product photo from the office, made into what the shop serves (docs/office.md, "Products"):
// WebP at 320, 640 and 1024 pixels wide (never enlarged), turned upright from its EXIF and with
// its metadata dropped (a phone's photo names where it was taken). Named by a hash of the upload:
// `<hash>-<width>.webp`, the same upload always the same names, so they are served immutable.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PhotoFile } from '../../catalogue/catalogue-edits';

export const PHOTO_WIDTHS = [320, 640, 1024] as const;
/** The width a product's `images` names; the storefront's srcset swaps `-640` for the others. */
export const LISTED_WIDTH = 640;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_LIMIT = 8 * 1024 * 1024;
/** Larger images than this many pixels are refused before they are decoded (a decompression bomb). */
const PIXEL_LIMIT = 50_000_000;

export const photoPath = (hash: string, width: number) => `/api/catalogue/photos/${hash}-${width}.webp`;

export type PhotoOutcome = { ok: true; hash: string; files: PhotoFile[] } | { ok: false; error: string };

export async function photoFiles(upload: Buffer): Promise<PhotoOutcome> {
  const hash = createHash('sha256').update(upload).digest('hex').slice(0, 32);
  try {
    const image = sharp(upload, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') return { ok: false, error: 'This file is not a JPEG, PNG or WebP image.' };
    const files: PhotoFile[] = [];
    for (const width of PHOTO_WIDTHS) {
      const bytes = await image.clone().rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      files.push({ id: `${hash}-${width}`, width, bytes, contentType: 'image/webp' });
    }
    return { ok: true, hash, files };
  } catch {
    return { ok: false, error: 'This image could not be read. Choose a JPEG, PNG or WebP photo.' };
  }
}
