// Colours of the generated imagery: the brand's three, and a few accent palettes that sit well
// beside them, one family per kind of product.
import type { Category, Subcategory } from '../domain/product-types';
import { hashString } from './svg-markup';

/** The brand: forest green, gold, cream (the shop theme uses the same three). */
export const BRAND = {
  forest: '#1E5B2E',
  forestDeep: '#143F20',
  gold: '#D4A72C',
  goldLight: '#EBCB6E',
  cream: '#FBF7EC',
  ink: '#1F2A22',
} as const;

/**
 * One accent family. `bg` is the backdrop, `soft` the organic shapes on it, `main` the product's
 * own colour, `deep` its dark tone (caps, text on labels), `accent` highlights and leaves.
 */
export interface Palette {
  name: string;
  bg: string;
  soft: string;
  main: string;
  deep: string;
  accent: string;
}

function palette(name: string, bg: string, soft: string, main: string, deep: string, accent: string): Palette {
  return { name, bg, soft, main, deep, accent };
}

export const PALETTES = {
  herbal: palette('herbal', '#EEF4E4', '#D8E7C6', '#3F7D3A', '#1E5B2E', '#9CC47C'),
  sage: palette('sage', '#F0F3EA', '#DCE4CF', '#6F8F5E', '#34502C', '#B7CBA0'),
  forest: palette('forest', '#EDF2EA', '#D3E2CF', '#1E5B2E', '#143F20', '#D4A72C'),
  berry: palette('berry', '#F6EBEF', '#EBD0DA', '#8E2F55', '#5A1A36', '#D98BA8'),
  honey: palette('honey', '#FBF3DE', '#F4E2B0', '#C8931E', '#7A5510', '#EFC85E'),
  citrus: palette('citrus', '#FDF3E2', '#F9DFB4', '#E08A1E', '#8A4A0C', '#F6C052'),
  clay: palette('clay', '#F7ECE3', '#EED4C2', '#B4653C', '#6E3820', '#E2A77F'),
  sky: palette('sky', '#EAF3F8', '#D2E6F1', '#3A87B5', '#1D4E6E', '#9CCBE6'),
  teal: palette('teal', '#E8F3F1', '#CDE6E1', '#2E8073', '#16483F', '#8CCBBE'),
  rose: palette('rose', '#FAEDEF', '#F2D5DB', '#C2566E', '#7C2A3F', '#EEB0BE'),
  plum: palette('plum', '#F1EBF3', '#E0D2E6', '#6A3A7A', '#3E1E49', '#C7A4D4'),
  earth: palette('earth', '#F2ECE0', '#E4D7BF', '#7A5A33', '#4A3720', '#B8A070'),
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

const BY_CATEGORY: Record<Category, PaletteName[]> = {
  supplements: ['herbal', 'sage', 'honey', 'teal'],
  'health-packages': ['forest', 'honey', 'berry', 'herbal'],
  skincare: ['rose', 'honey', 'sage', 'clay'],
  'dental-care': ['sky', 'teal'],
  'sexual-wellness': ['plum', 'berry'],
  agricultural: ['earth', 'herbal'],
  specialty: ['teal', 'sky', 'earth'],
};

const BY_SUBCATEGORY: Partial<Record<Subcategory, PaletteName[]>> = {
  'immunity-energy': ['citrus', 'honey', 'herbal'],
  'digestive-health': ['herbal', 'sage', 'clay'],
  'vision-sleep': ['plum', 'sky'],
  'muscle-nutrition': ['clay', 'earth', 'citrus'],
  'mens-health': ['forest', 'teal', 'earth'],
  'womens-health': ['rose', 'berry'],
  respiratory: ['sky', 'teal'],
  'joint-health': ['clay', 'honey'],
  'beauty-care': ['rose', 'honey', 'sage'],
  'dental-care': ['sky', 'teal'],
  detox: ['herbal', 'sage', 'teal'],
  'childrens-health': ['citrus', 'sky', 'honey'],
};

/**
 * The palette of a product: chosen from its category's family (a supplement's subcategory narrows
 * it: immunity is citrus or honey, sleep is plum or sky…) by the hash of `key`, so neighbouring
 * products in a grid differ but a product always keeps its colours.
 */
export function paletteFor(category: Category | string, subcategory: Subcategory | string | undefined, key: string): Palette {
  const names =
    (category === 'supplements' || category === 'skincare') && subcategory && subcategory in BY_SUBCATEGORY
      ? BY_SUBCATEGORY[subcategory as Subcategory]!
      : (BY_CATEGORY[category as Category] ?? (Object.keys(PALETTES) as PaletteName[]));
  return PALETTES[names[hashString(key) % names.length]!];
}
