import { useState } from 'react';
import { Box, Container, Typography } from '@mimea/shared/ui/core';
import { CloseIcon, ModalDialog, ShopAlert, ShopButton, ShopIconButton, useAsyncQuery, usePageMeta } from '@mimea/shared';
import catalogue from '../domain/catalogue';
import { categoryLabels } from '../domain/taxonomy';
import { CatalogueView } from '../features/products/catalogue-view';
import ProductGrid from '../features/products/product-grid';
import { FilterPanel } from '../features/shop/filter-panel';
import { ShopSearchBox } from '../features/shop/shop-search-box';
import { ShopPager } from '../features/shop/shop-pager';
import { isCategory, shopUrl } from '../domain/shop/shop-filters';
import { paginate, PAGE_SIZE } from '../domain/shop/paginate';
import { useShopFilters } from '../features/shop/use-shop-filters';
import { subcategoryLabel } from '../domain/shop/subcategory-options';
import { useIsMobile } from '../components/layout/use-is-mobile';
import { HydratedOnWideScreens } from '../components/layout/hydrated-on-wide-screens';
import { shopPageMeta } from '../domain/page-meta/shop-page-meta';

/** Product cards the first screen shows, on a phone or a desktop. */
const SHOWN_WITHOUT_SCROLLING = 4;

/**
 * The shop (`/shop`, `/shop/[category]`, `/shop/[category]/[subcategory]`, and their query forms).
 * Its HTML is rendered ahead, for a screen nobody knows yet: `mobile` is false there and while
 * hydrating, so what differs on a phone is laid out by CSS breakpoints (the filters beside the
 * list, the Filters button), and only what a phone shows less of (the page size, 4 not 6) waits
 * for the screen, below the first products.
 */
export default function ShopPage() {
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { filters, page, update, goToPage, reset } = useShopFilters();
  const state = useAsyncQuery(() => catalogue.shop(filters), shopUrl(filters));
  usePageMeta(shopPageMeta(filters));

  const heading = filters.search
    ? `Search Results for "${filters.search}"`
    : isCategory(filters.category)
      ? categoryLabels[filters.category]
      : 'Shop';
  const panel = <FilterPanel filters={filters} onChange={update} onReset={reset} />;

  const results = state.status === 'ready' ? paginate(state.data, page, mobile ? PAGE_SIZE.mobile : PAGE_SIZE.desktop) : null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      {filters.subcategory && (
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {subcategoryLabel(filters.subcategory)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 280px', maxWidth: 560 }}>
          <ShopSearchBox key={filters.search} search={filters.search} onSearch={(search) => update({ search })} />
        </Box>
        {/* The shop's own buttons: with MUI's, the controls group loaded with every listing. */}
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <ShopButton variant="outlined" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
            Filters
          </ShopButton>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
        {!mobile && (
          <Box component="aside" aria-label="Filters" sx={{ display: { xs: 'none', md: 'block' }, width: 240, flexShrink: 0 }}>
            <HydratedOnWideScreens>{panel}</HydratedOnWideScreens>
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <CatalogueView state={state} />
          {results && results.total === 0 && (
            <ShopAlert
              severity="info"
              role="alert"
              action={
                <ShopButton color="inherit" onClick={reset}>
                  Reset Filters
                </ShopButton>
              }
            >
              <strong>No products found</strong>
              <br />
              Try adjusting your filters or search term
            </ShopAlert>
          )}
          {results && results.total > 0 && (
            <>
              <Typography role="status" variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
                Showing {results.from}–{results.to} of {results.total} products
              </Typography>
              {/* The cards a phone (two rows of two) or a desktop (the first row) shows without
                  scrolling: their pictures load at once, and the largest of them is the LCP. */}
              <ProductGrid products={results.items} desktopColumns={3} eagerImages={SHOWN_WITHOUT_SCROLLING} />
              {results.pageCount > 1 && (
                <ShopPager pageCount={results.pageCount} page={results.page} siblings={mobile ? 0 : 1} onPage={goToPage} />
              )}
            </>
          )}
        </Box>
      </Box>
      {mobile && drawerOpen && (
        // A sheet from the left, drawn as a modal <dialog> (not MUI's Drawer, whose overlays group
        // would load with every listing on a phone). Drawn only while open: kept in the page, its
        // filters were ~300 components more to mount as a phone's page came alive.
        <ModalDialog
          open
          onCloseRequest={() => setDrawerOpen(false)}
          aria-label="Filters"
          sx={{ m: 0, mr: 'auto', width: 'min(88vw, 340px)', maxWidth: '100%', height: '100%', maxHeight: '100%', p: 2, boxSizing: 'border-box' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Filters
            </Typography>
            <ShopIconButton onClick={() => setDrawerOpen(false)} aria-label="Close filters">
              <CloseIcon />
            </ShopIconButton>
          </Box>
          {panel}
          <ShopButton variant="contained" fullWidth style={{ marginTop: 12 }} onClick={() => setDrawerOpen(false)}>
            {results ? `Show ${results.total} products` : 'Show products'}
          </ShopButton>
        </ModalDialog>
      )}
    </Container>
  );
}
