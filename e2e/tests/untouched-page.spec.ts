import { expect, test, type Page } from '@playwright/test';
import { firstVisit } from '../support/popup-flags';

// Nothing runs when nothing changes (issue "Light"): the home page moves by itself every 3 s (the
// hero, the flash deals, the fertilizer popup's pictures). What moves must be what the compositor
// animates alone (opacity, transform); a width or visibility animates on the main thread, a
// layout or a repaint every frame, which is what made the untouched page busy.
test.use({ storageState: firstVisit });

const COMPOSITED = ['opacity', 'transform'];

/** Every property the page's CSS animations and transitions animate during `ms`, sampled. */
function animatedProperties(page: Page, ms: number): Promise<string[]> {
  return page.evaluate(async (duration) => {
    const seen = new Set<string>();
    for (const end = performance.now() + duration; performance.now() < end; ) {
      for (const animation of document.getAnimations()) {
        const keyframes = animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : [];
        for (const frame of keyframes)
          for (const key of Object.keys(frame)) if (!['offset', 'computedOffset', 'easing', 'composite'].includes(key)) seen.add(key);
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    return [...seen];
  }, ms);
}

test('the untouched home page animates only what the compositor can run alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Grow more with NutriPlant Organic Plus' })).toBeVisible({ timeout: 10_000 });
  // Two steps of every carousel on the page: the hero's, the flash deals' and the popup's.
  const properties = await animatedProperties(page, 6_500);
  expect(properties).toContain('opacity');
  expect(properties.filter((property) => !COMPOSITED.includes(property))).toEqual([]);
});
