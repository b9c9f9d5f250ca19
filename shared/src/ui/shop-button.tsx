import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from '../routing/routing';
import { shopTheme } from '../theme/shop-theme';
import { classList } from './class-list';

const { palette, shadows, typography, transitions } = shopTheme;
const COLOR_CHANGE = transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: transitions.duration.short });
/**
 * The keyboard's focus: MUI pulsed a ripple there; a ring is as visible and needs no script. The
 * green ring has a white one inside it, so it shows on the dark green banners too.
 */
const HALO = '0 0 0 2px #FFFFFF';
const FOCUS_RING = { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2, boxShadow: HALO };

/** MUI's Button colours of `color`, as the custom properties its variants read. */
function colorRules(main: string, dark: string, contrastText: string) {
  const hover = shopTheme.alpha(main, palette.action.hoverOpacity);
  return {
    '--text': main,
    '--outlined-border': shopTheme.alpha(main, 0.5),
    '--contained-text': contrastText,
    '--contained-bg': main,
    '@media (hover: hover)': { '&:hover': { '--contained-bg': dark, '--text-bg': hover, '--outlined-border': main } },
  };
}

/**
 * The look of MUI's Button and IconButton (this theme's colours, sizes and shadows), for every
 * button of the shop at once: ShopProviders gives these rules to the page. A button is then the
 * browser's <button> or <a> alone, where MUI's was a ButtonBase with a touch ripple and its own
 * styles to resolve, and the pages that draw only these need none of MUI's controls
 * (`@mimea/shared/ui/controls`).
 */
export const shopButtonStyles = {
  '.shop-button, .shop-icon-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    backgroundColor: 'transparent',
    outline: 0,
    border: 0,
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
    color: 'inherit',
    '&:focus-visible': FOCUS_RING,
    '&:disabled': { pointerEvents: 'none', cursor: 'default' },
  },
  '.shop-button': {
    ...typography.button,
    minWidth: 64,
    padding: '6px 16px',
    borderRadius: shopTheme.shape.borderRadius,
    transition: COLOR_CHANGE,
    ...colorRules(palette.primary.main, palette.primary.dark, palette.primary.contrastText),
    '&.shop-button-secondary': colorRules(palette.secondary.main, palette.secondary.dark, palette.secondary.contrastText),
    '&.shop-button-error': colorRules(palette.error.main, palette.error.dark, palette.error.contrastText),
    // A custom property set to `inherit` inherits the property, not the colour: said plainly.
    '&.shop-button-inherit': {
      '--outlined-border': 'currentColor',
      '--contained-bg': palette.grey[300],
      '@media (hover: hover)': { '&:hover': { '--contained-bg': palette.grey.A100, '--text-bg': palette.action.hover, '--outlined-border': 'currentColor' } },
      '&.shop-button-text, &.shop-button-outlined, &.shop-button-contained': { color: 'inherit' },
    },
    '&.shop-button-text': { padding: '6px 8px', color: 'var(--text)', backgroundColor: 'var(--text-bg)' },
    '&.shop-button-outlined': {
      padding: '5px 15px',
      border: '1px solid var(--outlined-border)',
      color: 'var(--text)',
      backgroundColor: 'var(--text-bg)',
      '&:disabled': { borderColor: palette.action.disabledBackground },
    },
    '&.shop-button-contained': {
      color: 'var(--contained-text)',
      backgroundColor: 'var(--contained-bg)',
      boxShadow: shadows[2],
      '@media (hover: hover)': { '&:hover': { boxShadow: shadows[4] } },
      '&:active': { boxShadow: shadows[8] },
      '&:focus-visible': { boxShadow: `${HALO}, ${shadows[6]}` },
      '&:disabled': { color: palette.action.disabled, boxShadow: 'none', backgroundColor: palette.action.disabledBackground },
    },
    '&:disabled': { color: palette.action.disabled },
    '&.shop-button-small': { fontSize: typography.pxToRem(13) },
    '&.shop-button-small.shop-button-text': { padding: '4px 5px' },
    '&.shop-button-small.shop-button-outlined': { padding: '3px 9px' },
    '&.shop-button-small.shop-button-contained': { padding: '4px 10px' },
    '&.shop-button-large': { fontSize: typography.pxToRem(15) },
    '&.shop-button-large.shop-button-text': { padding: '8px 11px' },
    '&.shop-button-large.shop-button-outlined': { padding: '7px 21px' },
    '&.shop-button-large.shop-button-contained': { padding: '8px 22px' },
    '&.shop-button-full-width': { width: '100%' },
  },
  '.shop-button-start-icon, .shop-button-end-icon': {
    display: 'inherit',
    alignItems: 'center',
    '& > .shop-icon': { fontSize: 20 },
  },
  '.shop-button-start-icon': { marginRight: 8, marginLeft: -4 },
  '.shop-button-end-icon': { marginLeft: 8, marginRight: -4 },
  '.shop-button-small > .shop-button-start-icon': { marginLeft: -2, '& > .shop-icon': { fontSize: 18 } },
  '.shop-button-small > .shop-button-end-icon': { marginRight: -2, '& > .shop-icon': { fontSize: 18 } },
  '.shop-button-large > span > .shop-icon': { fontSize: 22 },
  '.shop-icon-button': {
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: typography.pxToRem(24),
    padding: 8,
    borderRadius: '50%',
    color: palette.action.active,
    transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
    '@media (hover: hover)': { '&:hover': { backgroundColor: palette.action.hover } },
    '&.shop-icon-button-inherit': { color: 'inherit' },
    '&.shop-icon-button-small': { padding: 5, fontSize: typography.pxToRem(18) },
    '&:disabled': { color: palette.action.disabled },
  },
} as const;

/** Where a button takes the shopper: a route of the shop, another address, or nowhere (an action). */
type Own = 'className' | 'style' | 'color' | 'children';
type RouteTarget = { to: LinkProps['to']; ref?: Ref<HTMLAnchorElement> } & Omit<LinkProps, 'to' | Own>;
type OutsideTarget = { href: string; to?: never; ref?: Ref<HTMLAnchorElement> } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | Own>;
type ActionTarget = { to?: never; href?: never; ref?: Ref<HTMLButtonElement> } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, Own>;
type Target = RouteTarget | OutsideTarget | ActionTarget;

const isRoute = (target: Target): target is RouteTarget => target.to !== undefined;
const isOutside = (target: Target): target is OutsideTarget => 'href' in target && target.href !== undefined;

export type ShopButtonProps = Target & {
  /** MUI Button's variants: `text` (the default), `outlined`, `contained`. */
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'secondary' | 'error' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
};

export type ShopIconButtonProps = Target & {
  /** The icon's colour: MUI IconButton's grey (the default), or the text's around it. */
  color?: 'default' | 'inherit';
  size?: 'small' | 'medium';
  className?: string;
  style?: CSSProperties;
  /** What the button does, said to screen readers: an icon alone names nothing. */
  'aria-label': string;
  children: ReactNode;
};

/** A route link, an outside link or a button (type="button" unless told), with `className`. */
function Clickable({ className, children, ...target }: Target & { className: string; style?: CSSProperties; children: ReactNode }) {
  if (isRoute(target)) return <Link {...target} className={className}>{children}</Link>;
  if (isOutside(target)) return <a {...target} className={className}>{children}</a>;
  const { type = 'button', ...button } = target as ActionTarget & { style?: CSSProperties };
  return <button {...button} type={type} className={className}>{children}</button>;
}

/** A button in MUI Button's look (shopButtonStyles), drawn as the browser's element. */
export function ShopButton({ variant = 'text', color = 'primary', size = 'medium', fullWidth, startIcon, endIcon, className, children, ...target }: ShopButtonProps) {
  const classes = classList(
    'shop-button',
    `shop-button-${variant}`,
    color !== 'primary' && `shop-button-${color}`,
    size !== 'medium' && `shop-button-${size}`,
    fullWidth && 'shop-button-full-width',
    className,
  );
  return (
    <Clickable {...target} className={classes}>
      {startIcon && <span className="shop-button-start-icon">{startIcon}</span>}
      {children}
      {endIcon && <span className="shop-button-end-icon">{endIcon}</span>}
    </Clickable>
  );
}

/** A round icon button in MUI IconButton's look (shopButtonStyles). */
export function ShopIconButton({ color = 'default', size = 'medium', className, children, ...target }: ShopIconButtonProps) {
  const classes = classList('shop-icon-button', color === 'inherit' && 'shop-icon-button-inherit', size === 'small' && 'shop-icon-button-small', className);
  return (
    <Clickable {...target} className={classes}>
      {children}
    </Clickable>
  );
}
