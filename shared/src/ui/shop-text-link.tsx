import type { AnchorHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import { styled } from '@mui/material';
import { Link, type LinkProps } from '../routing/routing';
import { shopTheme } from '../theme/shop-theme';
import { classList } from './class-list';

const { palette } = shopTheme;

/**
 * MUI Link's look (Typography `inherit`, this theme's primary colour, underline at 40 %, full on
 * hover), with a ring for the keyboard's focus in the link's own colour (MUI left it to the
 * browser). `-inherit` takes the text's colour around it (a link in an alert or a card's title),
 * `-hover` is underlined only under the pointer.
 */
const textLinkStyles = {
  margin: 0,
  color: palette.primary.main,
  textDecoration: 'underline',
  textDecorationColor: shopTheme.alpha(palette.primary.main, 0.4),
  '&:hover': { textDecorationColor: 'inherit' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 2 },
  '&.shop-text-link-inherit': { color: 'inherit', textDecorationColor: 'currentColor' },
  '&.shop-text-link-hover': { textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
} as const;

const RouteTextLink = styled(Link)(textLinkStyles);
const OutsideTextLink = styled('a')(textLinkStyles);

type Own = 'className' | 'style' | 'color' | 'children';
type RouteTarget = { to: LinkProps['to']; href?: never; ref?: Ref<HTMLAnchorElement> } & Omit<LinkProps, 'to' | Own>;
type OutsideTarget = { href: string; to?: never; ref?: Ref<HTMLAnchorElement> } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | Own>;

export type ShopTextLinkProps = (RouteTarget | OutsideTarget) & {
  /** The theme's primary green (the default), or the colour of the text around it. */
  color?: 'primary' | 'inherit';
  /** Underlined always (the default, as a link in running text must be told apart), or on hover. */
  underline?: 'always' | 'hover';
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/**
 * A link in the text, drawn like MUI's Link: a route of the shop (`to`) or another address
 * (`href`), the browser's <a> with one style, where MUI's Link was a Typography that loaded
 * MUI's controls group with the page (`@mimea/shared/ui/controls`).
 */
export function ShopTextLink({ color = 'primary', underline = 'always', className, ...target }: ShopTextLinkProps) {
  const classes = classList('shop-text-link', color === 'inherit' && 'shop-text-link-inherit', underline === 'hover' && 'shop-text-link-hover', className);
  if (target.to !== undefined) return <RouteTextLink {...(target as RouteTarget & { children: ReactNode })} className={classes} />;
  return <OutsideTextLink {...(target as OutsideTarget & { children: ReactNode })} className={classes} />;
}
