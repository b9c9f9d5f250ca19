import { bottle } from './bottle-art';
import { colours, leaf, n, svgDocument, text } from './svg';

/** A young crop plant of `height` standing on (x, y): a stem and pairs of leaves. */
function cropPlant(x: number, y: number, height: number): string {
  const parts = [`<path d="M${n(x)} ${n(y)}V${n(y - height)}" stroke="${colours.stem}" stroke-width="${n(height * 0.06)}" stroke-linecap="round"/>`];
  for (let i = 1; i <= 3; i++) {
    const at = y - (height * i) / 3.4;
    const length = height * (0.55 - i * 0.08);
    parts.push(leaf(x, at, length, -30 - i * 6), leaf(x, at, length, 210 + i * 6));
  }
  return parts.join('');
}

/** The hero: rows of green crops under the sun, with a 1000ml bottle in front. */
export function fieldScene(width: number, height: number): string {
  const horizon = height * 0.42;
  const rows: string[] = [];
  for (let row = 0; row < 4; row++) {
    const y = horizon + 40 + row * row * 22 + row * 34;
    const scale = 0.45 + row * 0.3;
    const spacing = 70 * scale;
    const offset = (row % 2) * spacing * 0.5;
    for (let x = -spacing + offset; x < width + spacing; x += spacing) {
      rows.push(`<use href="#crop" transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})"/>`);
    }
  }
  return svgDocument(
    width,
    height,
    [
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.skyDeep}"/><stop offset="1" stop-color="${colours.sky}"/></linearGradient>`,
      // One plant, drawn once and placed many times: the rows stay a few kilobytes.
      `<g id="crop">${cropPlant(0, 0, 46)}</g></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
      `<circle cx="${n(width * 0.82)}" cy="${n(height * 0.17)}" r="${n(height * 0.09)}" fill="${colours.sun}"/>`,
      `<path fill="${colours.hillFar}" d="M0 ${n(horizon)}Q${n(width * 0.25)} ${n(horizon - 70)} ${n(width * 0.5)} ${n(horizon - 10)}T${width} ${n(horizon - 30)}V${height}H0Z"/>`,
      `<path fill="${colours.hill}" d="M0 ${n(horizon + 20)}Q${n(width * 0.4)} ${n(horizon - 20)} ${width} ${n(horizon + 30)}V${height}H0Z"/>`,
      `<rect y="${n(horizon + 30)}" width="${width}" height="${n(height - horizon - 30)}" fill="${colours.soil}" opacity=".35"/>`,
      ...rows,
      bottle(width * 0.2, height * 0.96, height * 0.5, '1000ml'),
    ].join(''),
  );
}

/** The two pack sizes side by side, each with its coverage. */
export function bottlesScene(width: number, height: number): string {
  const floor = height * 0.8;
  return svgDocument(
    width,
    height,
    [
      `<rect width="${width}" height="${height}" fill="#eef6e8"/>`,
      `<circle cx="${n(width * 0.5)}" cy="${n(height * 0.45)}" r="${n(height * 0.36)}" fill="#dcefd0"/>`,
      leaf(width * 0.12, floor, 120, -60, colours.leafLight),
      leaf(width * 0.88, floor, 120, 240, colours.leafLight),
      `<rect y="${n(floor)}" width="${width}" height="${n(height - floor)}" fill="#cfe6bf"/>`,
      bottle(width * 0.36, floor, height * 0.42, '100ml'),
      bottle(width * 0.62, floor, height * 0.66, '1000ml'),
      text(width * 0.36, floor + 44, '100ml', 30, colours.ink),
      text(width * 0.62, floor + 44, '1000ml', 30, colours.ink),
      text(width * 0.5, floor + 84, 'Each bottle: 1-6 hectares', 26, colours.ink, 600),
    ].join(''),
  );
}

/** A fruiting plant above the soil and its roots below: what NOPF feeds, top to bottom. */
export function plantScene(width: number, height: number): string {
  const ground = height * 0.62;
  const x = width * 0.5;
  const roots: string[] = [];
  for (let i = 0; i < 9; i++) {
    const spread = (i - 4) * 34;
    const depth = 80 + ((i * 37) % 5) * 22;
    roots.push(
      `<path d="M${n(x)} ${n(ground)}Q${n(x + spread * 0.5)} ${n(ground + depth * 0.5)} ${n(x + spread * 1.6)} ${n(ground + depth)}" stroke="${colours.root}" stroke-width="${n(6 - Math.abs(i - 4))}" fill="none" stroke-linecap="round"/>`,
    );
  }
  const leaves: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = ground - 60 - i * 52;
    const length = 120 - i * 14;
    leaves.push(leaf(x, y, length, -25 - i * 4, colours.leaf), leaf(x, y - 20, length, 205 + i * 4, colours.leafLight));
  }
  const fruits = [
    [x + 70, ground - 110],
    [x - 80, ground - 150],
    [x + 58, ground - 205],
  ]
    .map(([fx, fy]) => `<circle cx="${n(fx!)}" cy="${n(fy!)}" r="22" fill="${colours.fruit}"/><path d="M${n(fx! - 8)} ${n(fy! - 20)}l8 6 8-6" stroke="${colours.leaf}" stroke-width="4" fill="none"/>`)
    .join('');
  const flowers = [
    [x - 40, ground - 285],
    [x + 36, ground - 300],
  ]
    .map(([fx, fy]) => `<circle cx="${n(fx!)}" cy="${n(fy!)}" r="13" fill="${colours.flower}"/><circle cx="${n(fx!)}" cy="${n(fy!)}" r="5" fill="#e65100"/>`)
    .join('');
  return svgDocument(
    width,
    height,
    [
      `<rect width="${width}" height="${n(ground)}" fill="${colours.sky}"/>`,
      `<circle cx="${n(width * 0.14)}" cy="${n(height * 0.16)}" r="44" fill="${colours.sun}"/>`,
      `<rect y="${n(ground)}" width="${width}" height="${n(height - ground)}" fill="${colours.soil}"/>`,
      `<rect y="${n(ground)}" width="${width}" height="10" fill="${colours.soilDark}"/>`,
      ...roots,
      `<path d="M${n(x)} ${n(ground)}V${n(ground - 320)}" stroke="${colours.stem}" stroke-width="12" stroke-linecap="round"/>`,
      ...leaves,
      fruits,
      flowers,
    ].join(''),
  );
}
