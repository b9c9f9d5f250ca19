// The office's own chrome (no storefront around it): a skip link, a top bar with the shop's name
// and the pages, on a phone a bottom navigation instead of the bar's links. Messages carries the
// unread count.
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, NavLink, useLocation } from '@mimea/shared';
import { Box, Typography, useTheme } from '@mimea/shared/ui/core';
import { Button } from '@mimea/shared/ui/controls';
import { AppBar, Badge, BottomNavigation, BottomNavigationAction, Toolbar, useMediaQuery } from '@mimea/shared/ui/office';
import type { OfficeAccount } from '../../domain/office-types';
import { useOfficeSession } from '../../components/session/session-context';
import { navItemsFor, type NavItem } from './office-nav';

const MAIN_ID = 'office-main';

function useUnreadMessages(): number {
  const { api, overviewStamp } = useOfficeSession();
  const { pathname } = useLocation();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let live = true;
    // A badge: a failure leaves the last count (the page itself reports the fault).
    api.overview().then(
      (overview) => live && setUnread(overview.unreadMessages),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, pathname, overviewStamp]);
  return unread;
}

function NavLabel({ item, unread }: { item: NavItem; unread: number }) {
  if (item.to !== '/office/messages' || unread === 0) return <>{item.label}</>;
  return (
    <Badge badgeContent={unread} color="secondary" max={99} aria-label={`Messages, ${unread} unread`}>
      <span>{item.label}</span>
    </Badge>
  );
}

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  bgcolor: 'background.paper',
  color: 'primary.main',
  p: 1,
  borderRadius: 1,
  '&:focus': { top: 8 },
} as const;

export function OfficeChrome({ account, children }: { account: OfficeAccount | null; children: ReactNode }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const { pathname } = useLocation();
  const unread = useUnreadMessages();
  const items = account ? navItemsFor(account.role) : [];
  const phoneItems = items.filter((item) => item.onPhone);
  const current = phoneItems.find((item) => pathname.startsWith(item.to))?.to ?? false;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column', overflowX: 'hidden' }}>
      <Box component="a" href={`#${MAIN_ID}`} sx={skipLinkSx}>
        Skip to content
      </Box>
      <AppBar position="sticky" color="primary" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, fontSize: { xs: '1.05rem', md: '1.25rem' } }}>
            Mimea Naturals office
          </Typography>
          {account && wide && (
            <Box component="nav" aria-label="Office" sx={{ display: 'flex', gap: 0.5 }}>
              {items.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  color="inherit"
                  sx={{ '&.active': { bgcolor: 'primary.dark', textDecoration: 'underline' }, '&:focus-visible': { outline: '3px solid #FFFFFF', outlineOffset: 2 } }}
                >
                  <NavLabel item={item} unread={unread} />
                </Button>
              ))}
            </Box>
          )}
          {account && !wide && (
            <Typography component="span" variant="body2">
              {account.name}
            </Typography>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 2, pb: account && !wide ? 10 : 2, outline: 'none' }}>
        {children}
      </Box>
      {account && !wide && (
        <Box component="nav" aria-label="Office" sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 1100, borderTop: 1, borderColor: 'divider' }}>
          <BottomNavigation showLabels value={current}>
            {phoneItems.map((item) => (
              <BottomNavigationAction
                key={item.to}
                value={item.to}
                component={RouterLink}
                to={item.to}
                label={<NavLabel item={item} unread={unread} />}
                aria-current={current === item.to ? 'page' : undefined}
                sx={{ minWidth: 0, '&.Mui-selected': { color: 'primary.main' } }}
              />
            ))}
          </BottomNavigation>
        </Box>
      )}
    </Box>
  );
}
