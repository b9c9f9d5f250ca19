// The second factor's pictures (docs/office.md, "Second factor"): the otpauth:// address as a QR
// code, an SVG for the office's page and text for a terminal (the commands), both drawn here,
// offline: the secret never goes to a QR service.
import QRCode from 'qrcode';

export { otpauthUri } from './totp';

/** The address as an SVG QR code (medium error correction, a quiet zone of 4 modules). */
export const qrSvg = (uri: string): Promise<string> => QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });

/** The address as a QR code of block characters, for a terminal (dark text on a light background, or the other way: both scan). */
export const qrTerminal = (uri: string): Promise<string> => QRCode.toString(uri, { type: 'utf8', errorCorrectionLevel: 'M', margin: 2 });
