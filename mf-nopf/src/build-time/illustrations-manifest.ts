// Every fertilizer picture, drawn: the build (shared/build/generated-files-plugin.cjs) writes each to
// dist/illustrations/…, and `webpack serve` serves them from memory.
import { illustrations, type IllustrationName } from '../domain/illustrations';
import { bottlesScene, fieldScene, plantScene } from './scene-art';
import { fruitStep, soakStep, sproutStep, sprayStep } from './step-art';

const drawings: Record<IllustrationName, (width: number, height: number) => string> = {
  hero: fieldScene,
  packs: bottlesScene,
  plant: plantScene,
  soak: soakStep,
  sprout: sproutStep,
  fruit: fruitStep,
  spray: sprayStep,
};

export function illustrationsManifest(): { path: string; content: string }[] {
  return (Object.keys(illustrations) as IllustrationName[]).map((name) => {
    const { file, width, height } = illustrations[name];
    return { path: `/illustrations/${file}`, content: drawings[name](width, height) };
  });
}
