// The tiles of the home and categories pages: a health package, 800 × 600 (4:3), is its gift box
// with the package's name and emblem among two of its products; a category, 400 × 400 (1:1), is
// the category's typical container on a soft round backdrop. Neither draws the tile's title
// beside the picture: the page prints it.
import type { CategoryTile, HealthPackageTile } from '../domain/product-types';
import { container, CONTAINER_HEIGHT, CONTAINER_WIDTH, type ContainerKind, type Defs, leaf, sprig } from './packshots';
import { BRAND, PALETTES, type Palette, type PaletteName } from './palettes';
import { hashString, IMAGE_SIZES, num, pick, seededRandom, svgDocument } from './svg-markup';
import { emblemPath, themeFor } from './themes';

export type PackageTileInput = Pick<HealthPackageTile, 'id' | 'title'>;
export type CategoryTileInput = Pick<CategoryTile, 'name' | 'image'> & Partial<Pick<CategoryTile, 'link'>>;

/** The two products beside each package's box. */
const PACKAGE_SIDES: Record<string, [ContainerKind, ContainerKind]> = {
  HeartCare: ['bottle', 'pouch'],
  CancerCare: ['bottle', 'jar'],
  MentalCare: ['bottle', 'pouch'],
  ImmuneBooster: ['syrup', 'jar'],
  DigestiveCare: ['pouch', 'bottle'],
  Slimming: ['pouch', 'bottle'],
  SkinCare: ['dropper', 'jar'],
  MaleCare: ['bottle', 'slim'],
  FemaleCare: ['dropper', 'bottle'],
  KidsCare: ['syrup', 'jar'],
  DiabetesCare: ['bottle', 'pouch'],
};

export function packageTileAlt(tile: PackageTileInput): string {
  return `${tile.title}: a Mimea Naturals health package gift box with its products`;
}

/** A health package tile as SVG, 800 × 600 (IMAGE_SIZES.package). */
export function packageTileArt(tile: PackageTileInput): string {
  const hash = hashString(tile.id);
  const theme = themeFor(tile.id, tile.title) ?? {
    palette: pick<PaletteName>(['forest', 'herbal', 'honey', 'teal', 'berry'], hash),
    emblem: 'chronic-disease' as const,
  };
  const palette = PALETTES[theme.palette];
  const emblem = emblemPath(theme.emblem);
  const defs: Defs = new Map();
  const random = seededRandom(hash);
  let body =
    `<rect width="800" height="600" fill="${palette.bg}"/>` +
    `<path d="M0 470C150 400 260 ${num(440 + random() * 40)} 420 400S700 ${num(300 + random() * 60)} 800 330V600H0z" fill="${palette.soft}"/>` +
    `<circle cx="400" cy="260" r="215" fill="#fff" opacity=".45"/>`;
  body += sprig(defs, 230, 530, -46, 260, palette.main, palette.soft, 6);
  body += sprig(defs, 575, 530, 44, 250, palette.accent, palette.main, 5);
  body += `<ellipse cx="400" cy="532" rx="300" ry="18" fill="${palette.deep}" opacity=".16"/>`;
  const [first, second] = PACKAGE_SIDES[tile.id] ?? pick<[ContainerKind, ContainerKind]>([['bottle', 'jar'], ['pouch', 'bottle'], ['dropper', 'jar']], hash);
  const sideColours: [Palette, Palette] = palette.name === 'forest' ? [PALETTES.honey, PALETTES.sage] : [PALETTES.forest, PALETTES.honey];
  body += `<g transform="translate(165 530) scale(${Math.round(Math.min(0.7, 300 / CONTAINER_HEIGHT[first]) * 100) / 100})">${container(first, sideColours[0], null, defs)}</g>`;
  body += `<g transform="translate(640 530) scale(${Math.round(Math.min(0.68, 280 / CONTAINER_HEIGHT[second]) * 100) / 100})">${container(second, sideColours[1], null, defs)}</g>`;
  body += `<g transform="translate(400 535)">${container('gift', palette, { name: tile.title, subline: 'Health Package', emblem }, defs)}</g>`;
  // The emblem again on a round sticker, so the theme reads even at thumbnail size.
  body +=
    `<circle cx="680" cy="110" r="58" fill="${BRAND.cream}"/>` +
    `<circle cx="680" cy="110" r="50" fill="none" stroke="${BRAND.gold}" stroke-width="2.5"/>` +
    `<path d="${emblem.d}"${emblem.evenOdd ? ' fill-rule="evenodd"' : ''} fill="${palette.main}" transform="translate(650 80) scale(2.5)"/>`;
  return svgDocument({ width: IMAGE_SIZES.package.width, height: IMAGE_SIZES.package.height, title: packageTileAlt(tile), body, defs: [...defs.values()].join('') });
}

/** Each category's look: palette and the one or two containers that stand for it. */
const CATEGORY_LOOKS: Record<string, { palette: PaletteName; kinds: ContainerKind[] }> = {
  supplements: { palette: 'herbal', kinds: ['pouch', 'bottle'] },
  'health-packages': { palette: 'honey', kinds: ['gift'] },
  skincare: { palette: 'rose', kinds: ['dropper', 'jar'] },
  'dental-care': { palette: 'sky', kinds: ['tube'] },
  'sexual-wellness': { palette: 'plum', kinds: ['slim'] },
  agricultural: { palette: 'earth', kinds: ['jerrycan'] },
  specialty: { palette: 'teal', kinds: ['flask'] },
};

/** A category's id: the file name of its image (`/uploads/categories/<id>.svg`), else its link's last part. */
export function categoryIdOf(tile: CategoryTileInput): string {
  const fromImage = /\/([^/]+)\.svg$/.exec(tile.image)?.[1];
  return fromImage ?? tile.link?.split('/').filter(Boolean).pop() ?? tile.name.toLowerCase();
}

export function categoryTileAlt(tile: CategoryTileInput): string {
  return `${tile.name}: Mimea Naturals products`;
}

/** A category tile as SVG, 400 × 400 (IMAGE_SIZES.category). */
export function categoryTileArt(tile: CategoryTileInput): string {
  const id = categoryIdOf(tile);
  const hash = hashString(id);
  const look = CATEGORY_LOOKS[id] ?? {
    palette: pick<PaletteName>(['herbal', 'honey', 'teal', 'clay', 'sage'], hash),
    kinds: [pick<ContainerKind>(['bottle', 'jar', 'pouch'], hash >>> 4)],
  };
  const palette = PALETTES[look.palette];
  const defs: Defs = new Map();
  let body =
    `<rect width="400" height="400" fill="${palette.bg}"/>` +
    `<circle cx="200" cy="190" r="150" fill="${palette.soft}"/>` +
    `<circle cx="${290 - (hash % 40)}" cy="300" r="70" fill="${palette.accent}" opacity=".25"/>`;
  body += sprig(defs, 120, 352, -40, 170, palette.main, palette.soft, 5);
  body += sprig(defs, 282, 352, 38, 150, palette.accent, palette.main, 4);
  body += `<ellipse cx="200" cy="354" rx="150" ry="11" fill="${palette.deep}" opacity=".16"/>`;
  // One container large in the middle, or two side by side, the second in front.
  const placements =
    look.kinds.length === 1
      ? [{ x: 200, height: 280, width: 300 }]
      : [
          { x: 140, height: 230, width: 160 },
          { x: 262, height: 250, width: 175 },
        ];
  look.kinds.forEach((kind, i) => {
    const { x, height, width } = placements[i]!;
    const scale = Math.min(height / CONTAINER_HEIGHT[kind], width / CONTAINER_WIDTH[kind]);
    body += `<g transform="translate(${x} 352) scale(${Math.round(scale * 100) / 100})">${container(kind, palette, null, defs)}</g>`;
  });
  if (id === 'agricultural') body += leaf(defs, 300, 350, 40, 60, BRAND.forest, palette.accent);
  return svgDocument({ width: IMAGE_SIZES.category.width, height: IMAGE_SIZES.category.height, title: categoryTileAlt(tile), body, defs: [...defs.values()].join('') });
}
