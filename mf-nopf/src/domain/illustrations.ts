import { remoteAssetUrl } from '@mimea/shared/remote-asset-url';

// The fertilizer pictures: each is drawn at build time (illustrations-manifest.ts) and emitted at
// /illustrations/<file> on this remote's origin. Width and height are the drawings' own, so the
// page reserves their space before they load (no layout shift).
export interface Illustration {
  file: string;
  width: number;
  height: number;
}

export const illustrations = {
  hero: { file: 'nopf-field.svg', width: 800, height: 560 },
  packs: { file: 'nopf-bottles.svg', width: 800, height: 560 },
  plant: { file: 'nopf-plant.svg', width: 800, height: 560 },
  soak: { file: 'nopf-step-soak.svg', width: 240, height: 240 },
  sprout: { file: 'nopf-step-sprout.svg', width: 240, height: 240 },
  fruit: { file: 'nopf-step-fruit.svg', width: 240, height: 240 },
  spray: { file: 'nopf-step-spray.svg', width: 240, height: 240 },
} as const satisfies Record<string, Illustration>;

export type IllustrationName = keyof typeof illustrations;

/** The absolute URL of one picture on this remote's origin (its pages render inside the shell). */
export function illustrationUrl(name: IllustrationName): string {
  return remoteAssetUrl(`/illustrations/${illustrations[name].file}`);
}
