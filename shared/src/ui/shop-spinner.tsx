import { shopTheme } from '../theme/shop-theme';

/** MUI CircularProgress's indeterminate look (this theme's primary colour): ShopProviders gives it. */
export const shopSpinnerStyles = {
  '@keyframes shop-spinner-turn': { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  '@keyframes shop-spinner-dash': {
    '0%': { strokeDasharray: '1px, 200px', strokeDashoffset: 0 },
    '50%': { strokeDasharray: '100px, 200px', strokeDashoffset: -15 },
    '100%': { strokeDasharray: '1px, 200px', strokeDashoffset: -126 },
  },
  '.shop-spinner': { display: 'inline-block', color: shopTheme.palette.primary.main, animation: 'shop-spinner-turn 1.4s linear infinite' },
  '.shop-spinner > svg': { display: 'block' },
  '.shop-spinner circle': { stroke: 'currentColor', strokeDasharray: '80px, 200px', strokeDashoffset: 0, animation: 'shop-spinner-dash 1.4s ease-in-out infinite' },
} as const;

/** A spinning ring that says something is loading; hidden from screen readers (the text beside it says it). */
export function ShopSpinner({ size = 40 }: { size?: number }) {
  return (
    <span className="shop-spinner" style={{ width: size, height: size }} aria-hidden>
      <svg viewBox="22 22 44 44" width={size} height={size}>
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
