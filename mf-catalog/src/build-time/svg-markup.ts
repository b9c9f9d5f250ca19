// Small helpers for the generated product imagery (see uploads-manifest.ts): every picture under
// the catalog's /uploads/ path is a string of SVG made here at build time, never downloaded. The
// markup every app's drawings share (escaping, numbers, the document) is @mimea/shared/markup.
import { escapeXml, svgNumber as num } from '@mimea/shared/markup';

export { escapeXml, svgDocument, svgNumber as num } from '@mimea/shared/markup';
export { IMAGE_SIZES } from '../domain/image-sizes';

/**
 * A name wrapped into at most `maxLines` lines of about `maxChars` characters, breaking between
 * words. A word longer than a line is split; text that does not fit ends with an ellipsis.
 */
export function wrapText(text: string, maxChars = 16, maxLines = 3): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const parts: string[] = [];
      for (let start = 0; start < word.length; start += maxChars) parts.push(word.slice(start, start + maxChars));
      return parts;
    });
  const lines: string[] = [];
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    let line = words[index++]!;
    while (index < words.length && line.length + 1 + words[index]!.length <= maxChars) line += ` ${words[index++]!}`;
    lines.push(line);
  }
  if (index < words.length && lines.length > 0) {
    const last = lines[lines.length - 1]!;
    lines[lines.length - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1).trimEnd() : last}…`;
  }
  return lines;
}

/** A stable 32-bit hash of a string (FNV-1a): the same product always gets the same picture. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of `items`, chosen by the hash of `key`. */
export function pick<T>(items: readonly T[], key: string | number): T {
  const hash = typeof key === 'number' ? key : hashString(key);
  return items[hash % items.length]!;
}

/** A seeded pseudo-random sequence in [0, 1) (mulberry32), for repeatable scattering. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Roughly how wide a line of text is, in units of its font size (system sans, mixed case). */
export function textWidthEm(text: string, bold = false): number {
  let width = 0;
  for (const char of text) {
    if (/[il.,'’!|:;]/.test(char)) width += 0.3;
    else if (/[ fjrt()-]/.test(char)) width += 0.4;
    else if (/[mwMW@]/.test(char)) width += 0.92;
    else if (/[A-Z0-9&]/.test(char)) width += 0.72;
    else width += 0.6;
  }
  // Measured against the widest likely fallback (DejaVu Sans), so text never overflows a label.
  return width * (bold ? 1.1 : 1);
}

/** The largest font size, at most `max` and at least `min`, at which every line fits in `width`. */
export function fitFontSize(lines: readonly string[], width: number, max: number, min = 8, bold = true): number {
  const widest = Math.max(0.01, ...lines.map((line) => textWidthEm(line, bold)));
  return Math.max(min, Math.min(max, Math.floor(width / widest)));
}

interface TextOptions {
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
}

/**
 * Lines of text centred on (x, y): the block's middle sits at `y`. The font family comes from the
 * root element; `weight` 400 is the default and is not written.
 */
export function textBlock(lines: readonly string[], x: number, y: number, options: TextOptions, lineHeight = 1.15): string {
  if (lines.length === 0) return '';
  const { size, fill, weight = 400, anchor = 'middle', spacing, opacity } = options;
  const step = size * lineHeight;
  const firstBaseline = y - ((lines.length - 1) * step) / 2 + size * 0.35;
  const attributes = [
    `x="${num(x)}"`,
    `y="${num(firstBaseline)}"`,
    `font-size="${num(size)}"`,
    `fill="${fill}"`,
    weight !== 400 ? `font-weight="${weight}"` : '',
    anchor !== 'start' ? `text-anchor="${anchor}"` : '',
    spacing ? `letter-spacing="${num(spacing)}"` : '',
    opacity !== undefined ? `opacity="${num(opacity)}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (lines.length === 1) return `<text ${attributes}>${escapeXml(lines[0]!)}</text>`;
  const spans = lines
    .map((line, i) => `<tspan x="${num(x)}"${i === 0 ? '' : ` dy="${num(step)}"`}>${escapeXml(line)}</tspan>`)
    .join('');
  return `<text ${attributes}>${spans}</text>`;
}

/** `transform` value: translate, then optionally rotate (degrees) and scale. */
export function place(x: number, y: number, rotate = 0, scale = 1): string {
  let value = `translate(${num(x)} ${num(y)})`;
  if (rotate) value += ` rotate(${num(rotate)})`;
  if (scale !== 1) value += ` scale(${Math.round(scale * 100) / 100})`;
  return value;
}

/** A vertical linear gradient with stops spread evenly; `id` is referenced as `url(#id)`. */
export function verticalGradient(id: string, colors: readonly string[], horizontal = false): string {
  const stops = colors
    .map((color, i) => `<stop offset="${num(colors.length === 1 ? 0 : i / (colors.length - 1))}" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" ${horizontal ? 'x2="1"' : 'x2="0" y2="1"'}>${stops}</linearGradient>`;
}
