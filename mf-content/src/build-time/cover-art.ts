import { svgDocument } from '@mimea/shared/markup';
import { ART_HEIGHT, ART_WIDTH } from '../domain/art/art-url';
import { motifs, type MotifName } from './motifs';

export interface CoverStyle {
  /** Background gradient, top left to bottom right. */
  from: string;
  to: string;
  /** Leaves and rings. */
  accent: string;
  motif: MotifName;
}

/** A small deterministic sequence, so each cover's leaves sit differently but never change between builds. */
function sequence(seedText: string): () => number {
  let seed = [...seedText].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

function leaf(x: number, y: number, size: number, angle: number, colour: string, opacity: number): string {
  const s = size;
  return `<path d="M0 0C${s * 0.3} ${-s * 0.45} ${s * 0.75} ${-s * 0.45} ${s} 0C${s * 0.75} ${s * 0.45} ${s * 0.3} ${s * 0.45} 0 0Z" fill="${colour}" opacity="${opacity}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})"/>`;
}

/** A cover picture: gradient, scattered leaves, and the motif in a white disc. `title` names it for assistive tools. */
export function drawCover(style: CoverStyle, seedText: string, title: string): string {
  const random = sequence(seedText);
  const leaves = Array.from({ length: 14 }, (_, i) => {
    const left = i % 2 === 0;
    const x = left ? random() * ART_WIDTH * 0.3 : ART_WIDTH * (0.7 + random() * 0.3);
    return leaf(x, random() * ART_HEIGHT, 60 + random() * 120, random() * 360, style.accent, 0.25 + random() * 0.35);
  }).join('');
  const cx = ART_WIDTH / 2;
  const cy = ART_HEIGHT / 2;
  const scale = 7;
  const body = [
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="${cx}" cy="${cy}" r="250" fill="none" stroke="${style.accent}" stroke-width="3" opacity="0.4"/>`,
    `<circle cx="${cx}" cy="${cy}" r="205" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`,
    leaves,
    `<circle cx="${cx}" cy="${cy}" r="150" fill="#ffffff" opacity="0.92"/>`,
    `<path d="${motifs[style.motif]}" fill="none" stroke="${style.to}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" transform="translate(${cx - 12 * scale} ${cy - 12 * scale}) scale(${scale})"/>`,
  ].join('');
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient>`;
  return svgDocument({ width: ART_WIDTH, height: ART_HEIGHT, title, defs, body });
}
