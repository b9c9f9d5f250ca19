import { lazy, Suspense, useState } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { Button, IconButton } from '@mimea/shared/ui/controls';
import { Link as RouterLink, CloseIcon, MenuIcon, PersonIcon, SearchIcon, useCart } from '@mimea/shared';
import { CartBadgeIcon, cartLabel } from './cart-badge-icon';
import { Logo } from './logo';
import { mainLinks } from '../../domain/navigation';
import { ShopMenu } from './shop-menu';
import { useOpenedOnce } from './use-opened-once';
import { SearchForm } from '../search/search-form';

// Phones only, and only once opened: the drawer (MUI Modal, Slide, focus trap) stays out of the
// first load.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

/** The sticky header: logo, desktop links with the Shop dropdown, search, account and cart. */
export function SiteHeader() {
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuMounted = useOpenedOnce(menuOpen);
  const { count } = useCart();

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
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit" sx={{ fontWeight: 600 }}>
                {link.label}
              </Button>
            ),
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', ml: { xs: 'auto', md: 0 } }}>
          <IconButton
            aria-label={searchOpen ? 'Close search' : 'Open search'}
            title={searchOpen ? 'Close search' : 'Search'}
            aria-expanded={searchOpen}
            aria-controls="header-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </IconButton>
          <IconButton component={RouterLink} to="/account" aria-label="Account" title="Account" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            <PersonIcon />
          </IconButton>
          <IconButton component={RouterLink} to="/cart" aria-label={cartLabel(count)} title="Cart">
            <CartBadgeIcon />
          </IconButton>
          <IconButton
            aria-label="Open navigation menu"
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Box>
      {/* Shown while open, unmounted when closed (as MUI's Collapse with unmountOnExit did, without
          its slide: Collapse and its transition were in the core group every page loads). */}
      {searchOpen && (
        <Box id="header-search" sx={{ px: 2, pb: 1.5, pt: 0.5, maxWidth: 720, mx: 'auto' }}>
          <SearchForm onSearched={() => setSearchOpen(false)} autoFocus />
        </Box>
      )}
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
