import { Badge } from '@mimea/shared/ui/core';
import { CartIcon, useCart } from '@mimea/shared';

/** The cart icon with the number of items (the sum of quantities). */
export function CartBadgeIcon() {
  const { count } = useCart();
  return (
    <Badge badgeContent={count} color="secondary" max={99} data-testid="cart-count">
      <CartIcon />
    </Badge>
  );
}

export function cartLabel(count: number): string {
  return count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
}
