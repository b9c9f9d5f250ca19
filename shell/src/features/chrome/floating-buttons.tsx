import { Box } from '@mimea/shared/ui/core';
import { Link as RouterLink, useLocation, CHAT_GREETING, ChatIcon, chatLink } from '@mimea/shared';
import { CartBadgeIcon, cartLabel, useCartCount } from './cart-badge-icon';
import { BOTTOM_BAR_HEIGHT } from './mobile-bottom-bar';
import { CART_PAGES } from '../../domain/navigation';

/** Whether the floating cart button shows: not for an empty cart, not where the cart already is. */
export function showsFloatingCart(count: number, pathname: string): boolean {
  return count > 0 && !CART_PAGES.includes(pathname);
}

/**
 * MUI's round floating button, drawn on a link: MUI's Fab came in a chunk of its own (with the
 * header's AppBar, ~2.4 KB gzipped) on every page for two links.
 */
const roundButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  boxShadow: 6,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  transition: 'background-color 250ms',
  '&:hover': { bgcolor: 'primary.dark' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
  '&:active': { boxShadow: 12 },
} as const;

/** `hidden` hides the cart button: its own `display` would otherwise win over the browser's rule. */
const floatingCart = { ...roundButton, '&[hidden]': { display: 'none' } } as const;

/**
 * The floating cart button, shown when it helps: what re-renders when the cart changes. Drawn
 * always, hidden while the cart is empty, so its style is worked out and put in the page as the
 * page loads, not in the tap that adds the first product (~13 ms of that tap on a phone).
 */
function FloatingCart({ pathname }: { pathname: string }) {
  const count = useCartCount();
  return (
    <Box component={RouterLink} to="/cart" hidden={!showsFloatingCart(count, pathname)} aria-label={`View ${cartLabel(count).toLowerCase()}`} data-testid="floating-cart" sx={floatingCart}>
      <CartBadgeIcon />
    </Box>
  );
}

/**
 * Fixed at the bottom right: the chat button, and the cart button when it helps. On a phone's
 * cart and checkout the chat button would sit on the totals and the checkout button: it stays
 * away there (the top bar's "Chat on WhatsApp" link is still on every page).
 */
export function FloatingButtons() {
  const { pathname } = useLocation();
  const onCartPage = CART_PAGES.includes(pathname);
  return (
    <Box
      sx={{
        position: 'fixed',
        right: 16,
        bottom: { xs: BOTTOM_BAR_HEIGHT + 16, md: 24 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        zIndex: 'speedDial',
      }}
    >
      <FloatingCart pathname={pathname} />
      <Box
        component="a"
        href={chatLink(CHAT_GREETING)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        sx={{ ...roundButton, display: { xs: onCartPage ? 'none' : 'inline-flex', md: 'inline-flex' }, bgcolor: '#0B6E4F', color: '#fff', '&:hover': { bgcolor: '#095C42' } }}
      >
        <ChatIcon />
      </Box>
    </Box>
  );
}
