// Reads a QR code shown on a page as a phone's camera would: the image as the browser draws it,
// decoded by jsQR. A journey that enrols from it proves the code carries the right address.
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/** The text of the QR code drawn by `image` (an <img>), or an error when none can be read. */
export async function readQrCode(image: Locator): Promise<string> {
  const drawn = await image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    // Drawn large with a white margin, as a camera sees it on a screen.
    const size = 400;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.imageSmoothingEnabled = false;
    context.drawImage(img, 20, 20, size - 40, size - 40);
    return { width: size, height: size, pixels: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  const found = jsQR(Uint8ClampedArray.from(drawn.pixels), drawn.width, drawn.height);
  if (!found) throw new Error('No QR code could be read from the image');
  return found.data;
}

/** The secret of an otpauth:// address. */
export function secretOf(otpauthUri: string): string {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${otpauthUri}`);
  return secret;
}
