// The few pieces every fertilizer drawing is made of. Build-time only (illustrations-manifest.ts).
// The markup every app's drawings share (numbers, the document) is @mimea/shared/markup.
import { escapeXml, svgDocument as sharedSvgDocument, svgNumber } from '@mimea/shared/markup';

export const colours = {
  sky: '#dff1fb',
  skyDeep: '#b9e0f4',
  sun: '#f6c445',
  hill: '#8cc66a',
  hillFar: '#b5dc97',
  soil: '#8a5a3b',
  soilDark: '#6b4329',
  leaf: '#2e7d32',
  leafLight: '#5fae4a',
  stem: '#3f7f2a',
  root: '#d8b68a',
  fruit: '#d84315',
  flower: '#fbc02d',
  water: '#4fa3d9',
  bottle: '#f5f7f2',
  cap: '#1b5e20',
  label: '#2e7d32',
  ink: '#1f2d1f',
  white: '#ffffff',
} as const;

/** A number with at most one decimal, for short markup. */
export const n = svgNumber;

/** A whole SVG document of a fixed size, decoration only: the page's `<img alt>` describes it. */
export function svgDocument(width: number, height: number, body: string): string {
  return sharedSvgDocument({ width, height, body });
}

/** Centred text. */
export function text(x: number, y: number, words: string, size: number, fill: string, weight = 700): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(words)}</text>`;
}

/** A simple leaf: a pointed ellipse from (x, y), `length` long, turned `angle` degrees. */
export function leaf(x: number, y: number, length: number, angle: number, fill: string = colours.leafLight): string {
  const w = length * 0.42;
  return (
    `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" fill="${fill}" ` +
    `d="M0 0Q${n(length / 2)} ${n(-w)} ${n(length)} 0Q${n(length / 2)} ${n(w)} 0 0Z"/>`
  );
}
