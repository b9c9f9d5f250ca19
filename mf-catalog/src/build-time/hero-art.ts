// The home page's hero slides, 1200 × 600 (2:1). The left 45 % is calm, light cream for the
// page's own title and text laid over it (the picture draws no words but the brand on its
// labels); the right holds layered organic shapes, leaves and a group of three packshots.
import type { HeroSlide } from '../domain/product-types';
import { arrangeGroup, container, type ContainerKind, type Defs, leaf, sprig } from './packshots';
import { BRAND, PALETTES, type Palette, type PaletteName } from './palettes';
import { hashString, IMAGE_SIZES, num, pick, seededRandom, svgDocument } from './svg-markup';
import { themeFor } from './themes';

export type HeroArtInput = Pick<HeroSlide, 'id' | 'title'> & Partial<Pick<HeroSlide, 'description'>>;

/**
 * A slide's theme from the words of its id and title, most specific first (every package slide
 * says "Package"): its palette and the three containers shown when the description names none.
 */
const THEMES: { words: RegExp; palette: PaletteName; group: [ContainerKind, ContainerKind, ContainerKind] }[] = [
  { words: /heart|cardio/, palette: 'berry', group: ['bottle', 'dropper', 'jar'] },
  { words: /diabet|sugar/, palette: 'sky', group: ['pouch', 'bottle', 'jar'] },
  { words: /immun|defen|vitamin/, palette: 'citrus', group: ['pouch', 'bottle', 'jar'] },
  { words: /female|women|mother|hormone/, palette: 'rose', group: ['bottle', 'dropper', 'jar'] },
  { words: /\bmale|\bmen\b|sexual|libido|vital/, palette: 'forest', group: ['bottle', 'slim', 'jar'] },
  { words: /slim|weight/, palette: 'teal', group: ['pouch', 'jar', 'bottle'] },
  { words: /mental|brain|focus|sleep|calm|stress/, palette: 'plum', group: ['pouch', 'bottle', 'jar'] },
  { words: /tea|digest|detox|cleanse|gut/, palette: 'herbal', group: ['box', 'pouch', 'jar'] },
  { words: /skin|beauty|glow|soap/, palette: 'rose', group: ['jar', 'dropper', 'soap'] },
  { words: /dental|teeth|tooth|smile|oral/, palette: 'sky', group: ['syrup', 'tube', 'jar'] },
  { words: /kid|child/, palette: 'honey', group: ['syrup', 'bottle', 'jar'] },
  { words: /farm|agri|soil|garden|fertili/, palette: 'earth', group: ['pouch', 'jerrycan', 'bottle'] },
  { words: /honey|bee/, palette: 'honey', group: ['pouch', 'jar', 'bottle'] },
  { words: /package|bundle|gift|combo/, palette: 'forest', group: ['bottle', 'gift', 'jar'] },
];

/** Containers named in a slide's description ("capsules, tea and powder"), in the order named. */
const DESCRIPTION_WORDS: [RegExp, ContainerKind][] = [
  [/capsule|tablet|softgel|omega/, 'bottle'],
  [/\btea\b|teas\b/, 'pouch'],
  [/powder|fibre|fiber|protein|butter/, 'jar'],
  [/coffee/, 'box'],
  [/\boils?\b|serum/, 'dropper'],
  [/juice|syrup|tonic/, 'syrup'],
  [/soap/, 'soap'],
  [/toothpaste/, 'tube'],
];

function groupFor(description: string, fallback: readonly ContainerKind[]): [ContainerKind, ContainerKind, ContainerKind] {
  const text = description.toLowerCase();
  const named = DESCRIPTION_WORDS.map(([words, kind]) => ({ kind, at: text.search(words) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ kind }) => kind);
  const kinds = [...new Set([...named, ...fallback])].slice(0, 3);
  // The first named product stands in the middle, in front.
  return [kinds[1]!, kinds[0]!, kinds[2]!];
}

const FALLBACK_GROUPS: [ContainerKind, ContainerKind, ContainerKind][] = [
  ['jar', 'bottle', 'pouch'],
  ['pouch', 'bottle', 'dropper'],
  ['box', 'syrup', 'jar'],
];
const FALLBACK_PALETTES: PaletteName[] = ['forest', 'herbal', 'honey', 'teal'];

/** The palettes of the two packshots at the sides: brand colours that suit the middle one. */
function companions(main: Palette): [Palette, Palette] {
  if (main.name === 'forest' || main.name === 'herbal') return [PALETTES.honey, PALETTES.sage];
  if (main.name === 'honey' || main.name === 'citrus') return [PALETTES.forest, PALETTES.herbal];
  return [PALETTES.forest, PALETTES.honey];
}

export function heroImageAlt(slide: HeroArtInput): string {
  return `${slide.title}: Mimea Naturals products among leaves`;
}

/** A hero slide as SVG, 1200 × 600 (IMAGE_SIZES.hero). */
export function heroArt(slide: HeroArtInput): string {
  const text = `${slide.id} ${slide.title}`.toLowerCase();
  const hash = hashString(slide.id);
  const theme = THEMES.find((candidate) => candidate.words.test(text));
  const palette = PALETTES[themeFor(slide.id, slide.title)?.palette ?? theme?.palette ?? pick(FALLBACK_PALETTES, hash)];
  const defaults = theme?.group ?? pick(FALLBACK_GROUPS, hash >>> 3);
  const group = groupFor(slide.description ?? '', [defaults[1], defaults[0], defaults[2]]);
  const [left, right] = companions(palette);
  const random = seededRandom(hash);
  const defs: Defs = new Map();
  defs.set(
    'g',
    `<linearGradient id="g" x2="1"><stop offset=".3" stop-color="${BRAND.cream}"/><stop offset="1" stop-color="${palette.bg}"/></linearGradient>`,
  );
  const wobble = () => num((random() - 0.5) * 60);
  let body =
    '<rect width="1200" height="600" fill="url(#g)"/>' +
    // Layered organic shapes, all on the right.
    `<path d="M640 600C600 470 650 330 760 250S${960 + Number(wobble())} 40 1200 0V600z" fill="${palette.soft}"/>` +
    `<path d="M820 600C800 500 860 420 960 380S${1130 + Number(wobble())} 250 1200 220V600z" fill="${palette.accent}" opacity=".35"/>` +
    `<circle cx="${num(930 + (random() - 0.5) * 60)}" cy="210" r="150" fill="#fff" opacity=".4"/>` +
    `<path d="M700 90q120-70 250-30" fill="none" stroke="${BRAND.gold}" stroke-width="3" stroke-linecap="round" opacity=".7"/>` +
    `<path d="M0 600C180 560 360 585 560 600z" fill="${palette.soft}" opacity=".6"/>`;
  body += sprig(defs, 700, 540, -40, 300, palette.main, palette.soft, 6);
  body += sprig(defs, 1150, 540, 28, 280, palette.deep, palette.accent, 5);
  body += sprig(defs, 1080, 560, 60, 180, BRAND.gold, BRAND.cream, 4);
  // A few leaves drifting in the light above the group.
  for (const [x, y, turn] of [
    [1060, 120, 40],
    [1130, 190, -30],
    [790, 170, -60],
  ] as const) {
    body += leaf(defs, x + (random() - 0.5) * 40, y + (random() - 0.5) * 30, turn + (random() - 0.5) * 40, 46, palette.accent, palette.bg, 0.8);
  }
  body += `<ellipse cx="915" cy="548" rx="280" ry="20" fill="${palette.deep}" opacity=".15"/>`;
  // The group: the slide's own colours in front in the middle, two brand-coloured companions behind.
  const colours = [left, right, palette];
  arrangeGroup(group, 915, 420, 315, 640, 1170).forEach(([kind, x, scale], i) => {
    body += `<g transform="translate(${num(x)} 548) scale(${scale})">${container(kind, colours[i]!, null, defs)}</g>`;
  });
  // Faint leaves in the calm area's corners, far from any text.
  body += `<g opacity=".5">${sprig(defs, 40, 640, 20, 170, palette.accent, palette.bg, 4)}</g>`;
  return svgDocument({ width: IMAGE_SIZES.hero.width, height: IMAGE_SIZES.hero.height, title: heroImageAlt(slide), body, defs: [...defs.values()].join('') });
}
