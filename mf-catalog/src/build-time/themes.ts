// The health themes the packages (and their hero slides) are about: each has its palette and its
// emblem, so a package's gift box, its tile and its slide share colours and symbol.
import { EVEN_ODD_ICONS, EXTRA_PATHS, ICON_PATHS } from '../domain/icon-paths';
import { type PaletteName } from './palettes';

export type Emblem = keyof typeof ICON_PATHS | keyof typeof EXTRA_PATHS;

export interface Theme {
  palette: PaletteName;
  emblem: Emblem;
}

/** Most specific first: "female" before "male", "mental" before "men". */
const THEME_WORDS: [RegExp, Theme][] = [
  [/heart|cardio/, { palette: 'berry', emblem: 'heart-health' }],
  [/cancer/, { palette: 'plum', emblem: 'ribbon' }],
  [/mental|brain|focus|memory/, { palette: 'teal', emblem: 'mental-clarity' }],
  [/immun/, { palette: 'citrus', emblem: 'immunity' }],
  [/digest|\bgut\b/, { palette: 'herbal', emblem: 'digestion' }],
  [/slim|weight/, { palette: 'sage', emblem: 'weight-management' }],
  [/skin|beauty/, { palette: 'clay', emblem: 'skincare' }],
  [/female|women|woman/, { palette: 'rose', emblem: 'hormone-balance' }],
  [/\bmale\b|\bmen\b|vitality/, { palette: 'forest', emblem: 'performance' }],
  [/\bkids?\b|child/, { palette: 'honey', emblem: 'balloon' }],
  [/diabet|sugar/, { palette: 'sky', emblem: 'blood-sugar' }],
  [/respirat|lung|breath/, { palette: 'sky', emblem: 'respiratory' }],
  [/premium|total wellness/, { palette: 'honey', emblem: 'anti-aging' }],
];

/** The theme named by some text: `HeartCare`, `heart-care`, `Heart Care Package`. */
export function themeFor(...texts: string[]): Theme | undefined {
  const words = texts
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return THEME_WORDS.find(([pattern]) => pattern.test(words))?.[1];
}

/** An emblem's 24 × 24 outline, and whether its holes need the even-odd rule. */
export function emblemPath(name: Emblem): { d: string; evenOdd: boolean } {
  const d = name in EXTRA_PATHS ? EXTRA_PATHS[name as keyof typeof EXTRA_PATHS] : ICON_PATHS[name as keyof typeof ICON_PATHS];
  return { d, evenOdd: EVEN_ODD_ICONS.has(name) };
}
