import { Box } from '@mimea/shared/ui/core';
import { CartIcon, useCart } from '@mimea/shared';

/**
 * The cart icon with the number of items (the sum of quantities), in MUI's badge look (a gold
 * pill on the icon's top right, 99+ past 99, none for an empty cart), drawn with two spans:
 * MUI's Badge was in the core group every page loads for this one icon.
 */
export function CartBadgeIcon() {
  const { count } = useCart();
  return (
    <Box component="span" data-testid="cart-count" sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}>
      <CartIcon />
      {count > 0 && (
        <Box
          component="span"
          sx={{
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
            px: 0.75,
            borderRadius: 10,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: '0.75rem',
            fontWeight: 500,
            lineHeight: 1,
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </Box>
  );
}

export function cartLabel(count: number): string {
  return count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
}
