import { useEffect } from 'react';
import { Outlet } from '@mimea/shared';
import { Box } from '@mimea/shared/ui/core';
import { FloatingButtons } from './floating-buttons';
import { MobileBottomBar, BOTTOM_BAR_HEIGHT } from './mobile-bottom-bar';
import { PromoBanner } from './promo-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';
import { OfflineNotice } from '../../components/offline/offline-notice';
import { ScrollToTop } from './scroll-to-top';
import { keepEarlyTyping } from '../../domain/keep-early-typing';

/** The page chrome around every route. */
export function ShopLayout() {
  useEffect(() => {
    // The chrome's fields (search, newsletter) may have been typed into before it was hydrated.
    keepEarlyTyping('chrome');
    // React hydrates in slices: from here the chrome is React's, with its effects run. What
    // waits for a live page (the e2e journeys) reads this mark.
    document.documentElement.dataset.live = '';
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: { xs: `${BOTTOM_BAR_HEIGHT}px`, md: 0 } }}>
      <ScrollToTop />
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: 8, top: -48, zIndex: 'tooltip', bgcolor: 'background.paper', p: 1, '&:focus': { top: 8 } }}
      >
        Skip to content
      </Box>
      <TopBar />
      <PromoBanner />
      <SiteHeader />
      <OfflineNotice />
      {/* At least a screen high: the footer starts below the fold, so a page that loads late and
          is shorter or taller than its placeholder never moves anything the shopper sees (CLS). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <FloatingButtons />
      <MobileBottomBar />
    </Box>
  );
}
