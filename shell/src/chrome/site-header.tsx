import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Button, Collapse, IconButton, Toolbar, Tooltip } from '@mui/material';
import { CloseIcon, MenuIcon, PersonIcon, SearchIcon, useCart } from '@mimea/shared';
import { CartBadgeIcon, cartLabel } from './cart-badge-icon';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { mainLinks } from './navigation';
import { ShopMenu } from './shop-menu';
import { SearchForm } from '../search/search-form';

/** The sticky header: logo, desktop links with the Shop dropdown, search, account and cart. */
export function SiteHeader() {
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const { count } = useCart();

  return (
    <AppBar position="sticky" color="inherit" elevation={1} sx={{ bgcolor: 'background.paper' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
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
          <Tooltip title={searchOpen ? 'Close search' : 'Search'}>
            <IconButton
              aria-label={searchOpen ? 'Close search' : 'Open search'}
              aria-expanded={searchOpen}
              aria-controls="header-search"
              onClick={() => setSearchOpen((open) => !open)}
            >
              {searchOpen ? <CloseIcon /> : <SearchIcon />}
            </IconButton>
          </Tooltip>
          <Tooltip title="Account">
            <IconButton component={RouterLink} to="/account" aria-label="Account" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
              <PersonIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title="Cart">
            <IconButton component={RouterLink} to="/cart" aria-label={cartLabel(count)}>
              <CartBadgeIcon />
            </IconButton>
          </Tooltip>
          <IconButton
            aria-label="Open navigation menu"
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Toolbar>
      <Collapse in={searchOpen} id="header-search" unmountOnExit>
        <Box sx={{ px: 2, pb: 1.5, pt: 0.5, maxWidth: 720, mx: 'auto' }}>
          <SearchForm onSearched={() => setSearchOpen(false)} autoFocus />
        </Box>
      </Collapse>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </AppBar>
  );
}
