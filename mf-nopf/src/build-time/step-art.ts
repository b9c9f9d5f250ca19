import { colours, leaf, n, svgDocument, text } from './svg';

const SIZE = 240;

function badge(body: string): string {
  return svgDocument(SIZE, SIZE, `<circle cx="120" cy="120" r="116" fill="#eef6e8"/>${body}`);
}

/** Step 1: seeds soaking in a bowl of water, with the hours. */
export function soakStep(): string {
  const seeds = [78, 102, 126, 150]
    .map((x, i) => `<ellipse cx="${x}" cy="${n(142 + (i % 2) * 8)}" rx="10" ry="6" fill="#c8a165" transform="rotate(${i * 25 - 30} ${x} ${n(142 + (i % 2) * 8)})"/>`)
    .join('');
  return badge(
    [
      `<path d="M40 118h160q-6 64-80 64t-80-64Z" fill="#b0784f"/>`,
      `<path d="M50 124h140q-8 44-70 48t-70-48Z" fill="${colours.water}" opacity=".85"/>`,
      seeds,
      text(120, 88, '6-10 h', 34, colours.ink, 800),
      text(120, 212, '10 ml / 10 L', 22, colours.ink, 700),
    ].join(''),
  );
}

/** Step 2: a seedling up from the soil, repeated every 2-3 weeks. */
export function sproutStep(): string {
  return badge(
    [
      `<path d="M30 160h180v30q-90 28-180 0Z" fill="${colours.soil}"/>`,
      `<path d="M120 160V96" stroke="${colours.stem}" stroke-width="8" stroke-linecap="round"/>`,
      leaf(120, 104, 56, -35, colours.leafLight),
      leaf(120, 104, 56, 215, colours.leaf),
      text(120, 60, '2-3 weeks', 28, colours.ink, 800),
    ].join(''),
  );
}

/** Step 3: a branch in flower and in fruit. */
export function fruitStep(): string {
  return badge(
    [
      `<path d="M60 190Q120 150 130 60" stroke="${colours.stem}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      leaf(96, 160, 60, -70, colours.leaf),
      leaf(120, 112, 56, 200, colours.leafLight),
      `<circle cx="150" cy="150" r="24" fill="${colours.fruit}"/>`,
      `<circle cx="108" cy="188" r="20" fill="${colours.fruit}"/>`,
      `<circle cx="132" cy="62" r="15" fill="${colours.flower}"/><circle cx="132" cy="62" r="6" fill="#e65100"/>`,
      `<circle cx="168" cy="96" r="12" fill="${colours.flower}"/><circle cx="168" cy="96" r="5" fill="#e65100"/>`,
    ].join(''),
  );
}

/** Step 4: a knapsack sprayer's nozzle over a crop, and a drip line below it. */
export function sprayStep(): string {
  const drops = [0, 1, 2, 3, 4]
    .map((i) => `<circle cx="${n(96 + i * 12)}" cy="${n(96 + (i % 2) * 10)}" r="4" fill="${colours.water}"/>`)
    .join('');
  return badge(
    [
      `<path d="M36 60h48l14 10" stroke="#546e7a" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      `<path d="M98 70l30 16-12 10Z" fill="#546e7a"/>`,
      drops,
      `<path d="M120 184V128" stroke="${colours.stem}" stroke-width="7" stroke-linecap="round"/>`,
      leaf(120, 150, 48, -30, colours.leafLight),
      leaf(120, 150, 48, 210, colours.leaf),
      `<path d="M30 190h180" stroke="#263238" stroke-width="6"/>`,
      `<circle cx="120" cy="202" r="5" fill="${colours.water}"/><circle cx="70" cy="202" r="5" fill="${colours.water}"/><circle cx="170" cy="202" r="5" fill="${colours.water}"/>`,
    ].join(''),
  );
}
