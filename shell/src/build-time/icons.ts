// The shop's mark (a gold leaf in a green disc, as in the header's logo) and the pictures drawn
// from it at build time: the favicon, the home-screen icons of the web app manifest and the
// picture link previews show. PNGs are rendered with resvg; nothing is downloaded or committed.
import { Resvg } from '@resvg/resvg-js';

const FOREST = '#1E5B2E';
const GOLD = '#D4A72C';
const CREAM = '#FAFAF7';

/** The mark on a 32-unit grid, as the header draws it (shell/src/features/chrome/logo.tsx). */
const MARK = `<circle cx="16" cy="16" r="16" fill="${FOREST}"/><path d="M8 23c0-8.5 6.5-14 15-14-1 8.5-6.5 14-15 14z" fill="${GOLD}"/><path d="M8 23 18 13" stroke="${FOREST}" stroke-width="1.6" stroke-linecap="round"/>`;

/** The mark alone, for browsers' tabs. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${MARK}</svg>`;

/** A square icon: the mark on a cream tile; `safeZone` shrinks it into a maskable icon's circle. */
function iconSvg(size: number, safeZone: boolean): string {
  const scale = (size * (safeZone ? 0.8 : 0.84)) / 32;
  const offset = (size - 32 * scale) / 2;
  const background = safeZone ? FOREST : CREAM;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g></svg>`;
}

/** 1200×630, the size WhatsApp and Facebook show: the mark over leaves on the shop's green. */
function shareCardSvg(): string {
  const leaf = (x: number, y: number, size: number, turn: number, opacity: number) =>
    `<path transform="translate(${x} ${y}) rotate(${turn}) scale(${size / 32})" d="M8 23c0-8.5 6.5-14 15-14-1 8.5-6.5 14-15 14z" fill="${GOLD}" opacity="${opacity}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="${FOREST}"/>${leaf(40, 380, 260, -20, 0.25)}${leaf(930, -40, 300, 160, 0.2)}${leaf(1000, 420, 180, 30, 0.3)}<g transform="translate(435 150) scale(10.3)">${MARK}</g><circle cx="600" cy="315" r="172" fill="none" stroke="${CREAM}" stroke-width="6" opacity="0.8"/></svg>`;
}

function png(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

export interface IconFile {
  path: string;
  content: string | Buffer;
}

/** Every picture file of the shell, under /icons/. */
export function iconFiles(): IconFile[] {
  return [
    { path: '/icons/favicon.svg', content: FAVICON_SVG },
    { path: '/icons/icon-192.png', content: png(iconSvg(192, false)) },
    { path: '/icons/icon-512.png', content: png(iconSvg(512, false)) },
    { path: '/icons/maskable-512.png', content: png(iconSvg(512, true)) },
    { path: '/icons/apple-touch-icon.png', content: png(iconSvg(180, false)) },
    { path: '/icons/share-card.png', content: png(shareCardSvg()) },
  ];
}
