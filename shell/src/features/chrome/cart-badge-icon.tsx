import { styled } from '@mimea/shared/ui/core';
import { CartIcon, selectCartCount, useAppSelector } from '@mimea/shared';

const Icon = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  flexShrink: 0,
  '& > span': {
    position: 'absolute',
    top: 0,
    right: 0,
    transform: 'translate(50%, -50%)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 20,
    height: 20,
    padding: theme.spacing(0, 0.75),
    borderRadius: 10,
    backgroundColor: theme.palette.secondary.main,
    color: theme.palette.secondary.contrastText,
    fontSize: '0.75rem',
    fontWeight: 500,
    lineHeight: 1,
  },
}));

/** One element for every render: the icon itself never redraws as the count changes. */
const cartIcon = <CartIcon />;

/**
 * The cart icon with the number of items (the sum of quantities), in MUI's badge look (a gold
 * pill on the icon's top right, 99+ past 99, none for an empty cart), drawn with two spans:
 * MUI's Badge was in the core group every page loads for this one icon.
 */
export function CartBadgeIcon() {
  const count = useCartCount();
  return (
    <Icon data-testid="cart-count">
      {cartIcon}
      {count > 0 && <span>{count > 99 ? '99+' : count}</span>}
    </Icon>
  );
}

/**
 * The number of items in the cart, following the count alone: the chrome's cart links and badges
 * are the only parts of it that re-render when a product is added (issue 41, every tap within
 * 100 ms), not the header, the bottom bar or the floating buttons around them.
 */
export function useCartCount(): number {
  return useAppSelector(selectCartCount);
}

export function cartLabel(count: number): string {
  return count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
}
