import { lazy, Suspense, useState } from 'react';
import { Box, styled } from '@mimea/shared/ui/core';
import { CloseIcon, MenuIcon, PersonIcon, SearchIcon, ShopButton, ShopIconButton } from '@mimea/shared';
import { CartBadgeIcon, cartLabel, useCartCount } from './cart-badge-icon';
import { Logo } from './logo';
import { mainLinks } from '../../domain/navigation';
import { ShopMenu } from './shop-menu';
import { useOpenedOnce } from './use-opened-once';
import { SearchForm } from './search-form';

// The account link on desktops, the menu button on phones ('&&' outranks the buttons' own rules).
const DesktopOnly = styled(ShopIconButton)(({ theme }) => ({ '&&': { display: 'none', [theme.breakpoints.up('md')]: { display: 'inline-flex' } } }));
const PhoneOnly = styled(ShopIconButton)(({ theme }) => ({ '&&': { [theme.breakpoints.up('md')]: { display: 'none' } } }));

// Phones only, and only once opened: the menu's chunk (a ModalDialog, ~2 KB gzipped) stays out of
// the first load.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

/** The header's cart link, named with the count: what re-renders when the cart changes. */
function HeaderCartLink() {
  const count = useCartCount();
  return (
    <ShopIconButton to="/cart" aria-label={cartLabel(count)} title="Cart">
      <CartBadgeIcon />
    </ShopIconButton>
  );
}

/**
 * The phone's menu button and the menu it opens. Their state is theirs: opening the menu redraws
 * this, not the whole header (its logo, links and cart: ~85 fibers of the tap's work).
 */
function MobileMenuButton() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuMounted = useOpenedOnce(menuOpen);
  return (
    <>
      <PhoneOnly aria-label="Open navigation menu" aria-haspopup="dialog" onClick={() => setMenuOpen(true)}>
        <MenuIcon />
      </PhoneOnly>
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The sticky header: logo, desktop links with the Shop dropdown, search, account and cart. */
export function SiteHeader() {
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    // MUI's sticky AppBar and Toolbar, drawn on a <header> and a <nav> (they were a chunk of their
    // own on every page).
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', color: 'text.primary', boxShadow: 1 }}>
      <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', position: 'relative', gap: 1, px: { xs: 2, sm: 3 }, minHeight: { xs: 60, md: 68 } }}>
        <Logo />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, mx: 'auto' }}>
          {mainLinks.map((link) =>
            link.to === '/shop' ? (
              <ShopMenu key={link.to} />
            ) : (
              <ShopButton key={link.to} to={link.to} color="inherit">
                {link.label}
              </ShopButton>
            ),
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', ml: { xs: 'auto', md: 0 } }}>
          <ShopIconButton
            aria-label={searchOpen ? 'Close search' : 'Open search'}
            title={searchOpen ? 'Close search' : 'Search'}
            aria-expanded={searchOpen}
            aria-controls="header-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </ShopIconButton>
          <DesktopOnly to="/account" aria-label="Account" title="Account">
            <PersonIcon />
          </DesktopOnly>
          <HeaderCartLink />
          <MobileMenuButton />
        </Box>
      </Box>
      {/* Shown while open, unmounted when closed (as MUI's Collapse with unmountOnExit did, without
          its slide: Collapse and its transition were in the core group every page loads). */}
      {searchOpen && (
        <Box id="header-search" sx={{ px: 2, pb: 1.5, pt: 0.5, maxWidth: 720, mx: 'auto' }}>
          <SearchForm onSearched={() => setSearchOpen(false)} autoFocus />
        </Box>
      )}
    </Box>
  );
}
