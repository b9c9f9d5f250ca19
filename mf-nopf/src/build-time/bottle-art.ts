import { colours, n, text } from './svg';

/**
 * A bottle of NOPF standing on (x, bottom): `height` tall, with its cap, a green label and the
 * pack size on it. The same bottle is drawn in the hero, the pack sizes and the popup.
 */
export function bottle(x: number, bottom: number, height: number, size: string): string {
  const width = height * 0.46;
  const neck = width * 0.42;
  const shoulder = height * 0.2;
  const top = bottom - height;
  const left = x - width / 2;
  const capHeight = height * 0.12;
  const labelTop = top + height * 0.36;
  const labelHeight = height * 0.4;
  return [
    `<ellipse cx="${n(x)}" cy="${n(bottom)}" rx="${n(width * 0.6)}" ry="${n(height * 0.04)}" fill="#000" opacity=".12"/>`,
    `<rect x="${n(x - neck / 2)}" y="${n(top)}" width="${n(neck)}" height="${n(capHeight)}" rx="${n(neck * 0.15)}" fill="${colours.cap}"/>`,
    `<path fill="${colours.bottle}" stroke="#c9d3c2" stroke-width="${n(height * 0.01)}" d="M${n(x - neck / 2)} ${n(top + capHeight)}` +
      `h${n(neck)}v${n(shoulder * 0.35)}Q${n(left + width)} ${n(top + capHeight + shoulder * 0.5)} ${n(left + width)} ${n(top + capHeight + shoulder)}` +
      `V${n(bottom - width * 0.12)}q0 ${n(width * 0.12)} ${n(-width * 0.12)} ${n(width * 0.12)}H${n(left + width * 0.12)}q${n(-width * 0.12)} 0 ${n(-width * 0.12)} ${n(-width * 0.12)}` +
      `V${n(top + capHeight + shoulder)}Q${n(left)} ${n(top + capHeight + shoulder * 0.5)} ${n(x - neck / 2)} ${n(top + capHeight + shoulder * 0.35)}Z"/>`,
    `<rect x="${n(left + width * 0.06)}" y="${n(labelTop)}" width="${n(width * 0.88)}" height="${n(labelHeight)}" rx="${n(width * 0.05)}" fill="${colours.label}"/>`,
    text(x, labelTop + labelHeight * 0.36, 'NOPF', width * 0.3, colours.white, 800),
    text(x, labelTop + labelHeight * 0.6, 'Organic Plus', width * 0.13, colours.white, 600),
    text(x, labelTop + labelHeight * 0.86, size, width * 0.17, colours.white, 700),
  ].join('');
}
