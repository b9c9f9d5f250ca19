import { shopTheme } from './shop-theme';

const { palette, typography } = shopTheme;

/**
 * The page's base rules: MUI CssBaseline's (MUI 9, without colour schemes, which the shop's
 * theme has none of), written out for this theme. ShopProviders gives them with the icons' and
 * buttons' rules, in one style element, where CssBaseline was a component of its own on every
 * page (~0.5 KB compressed).
 */
export const shopBaseStyles = {
  html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', boxSizing: 'border-box', WebkitTextSizeAdjust: '100%' },
  '*, *::before, *::after': { boxSizing: 'inherit' },
  'strong, b': { fontWeight: typography.fontWeightBold },
  body: {
    margin: 0,
    color: palette.text.primary,
    ...typography.body1,
    backgroundColor: palette.background.default,
    '@media print': { backgroundColor: palette.common.white },
    '&::backdrop': { backgroundColor: palette.background.default },
  },
} as const;
