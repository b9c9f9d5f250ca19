import { Box } from '@mimea/shared/ui/core';
import { NavLink, CategoryIcon, HomeIcon, StoreIcon } from '@mimea/shared';
import { CartBadgeIcon, cartLabel, useCartCount } from './cart-badge-icon';

/** Height of the bar; the layout pads the page by this much on phones. */
export const BOTTOM_BAR_HEIGHT = 64;

const items = [
  { label: 'Home', to: '/', icon: <HomeIcon /> },
  { label: 'Categories', to: '/categories', icon: <CategoryIcon /> },
  { label: 'Shop', to: '/shop', icon: <StoreIcon /> },
] as const;

/** The bar's Cart, named with the count: what re-renders when the cart changes. */
function CartLink() {
  const count = useCartCount();
  return (
    <NavLink to="/cart" aria-label={cartLabel(count)}>
      <CartBadgeIcon />
      Cart
    </NavLink>
  );
}

/** Phones only: Home, Categories, Shop and Cart, always within thumb reach. */
export function MobileBottomBar() {
  return (
    <Box
      component="nav"
      aria-label="Quick navigation"
      sx={{
        display: { xs: 'grid', md: 'none' },
        gridTemplateColumns: 'repeat(4, 1fr)',
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        height: BOTTOM_BAR_HEIGHT,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 'appBar',
        '& a': {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.25,
          fontSize: '0.75rem',
          color: 'text.secondary',
          textDecoration: 'none',
        },
        '& a.active': { color: 'primary.main', fontWeight: 700 },
      }}
    >
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === '/'}>
          {item.icon}
          {item.label}
        </NavLink>
      ))}
      <CartLink />
    </Box>
  );
}
