import { shopColors, shopTheme } from './shop-theme';

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the shop theme', () => {
  it('is forest green and gold', () => {
    expect(shopTheme.palette.primary.main).toBe(shopColors.forest);
    expect(shopTheme.palette.secondary.main).toBe(shopColors.gold);
  });

  it('passes WCAG AA (4.5:1) for text on its brand colours', () => {
    expect(contrast(shopTheme.palette.primary.main, shopTheme.palette.primary.contrastText)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shopTheme.palette.primary.dark, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shopTheme.palette.secondary.main, shopTheme.palette.secondary.contrastText)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shopColors.forest, shopColors.forestLight)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shopTheme.palette.text.secondary, shopTheme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    // Form errors show on white and on the pale green bands of content pages.
    expect(contrast(shopTheme.palette.error.main, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shopTheme.palette.error.main, shopColors.forestLight)).toBeGreaterThanOrEqual(4.5);
  });
});
