import { Box, Container, Typography } from '@mimea/shared/ui/core';
import { NewsletterForm, VisuallyHidden, useAsyncQuery, usePageMeta } from '@mimea/shared';
import catalogue from '../domain/catalogue';
import { heroSlides } from '../domain/hero-slides';
import { sidebarCategories } from '../domain/sidebar-categories';
import { categoryTiles } from '../domain/category-tiles';
import { healthGoalTiles } from '../domain/health-goal-tiles';
import { packageTiles } from '../domain/package-tiles';
import { CatalogueView } from '../features/products/catalogue-view';
import ProductGrid from '../features/products/product-grid';
import { ProductCarousel } from '../components/carousel/product-carousel';
import { CategorySidebar } from '../features/home/category-sidebar';
import { HeroCarousel } from '../features/home/hero-carousel';
import { FlashDeals } from '../features/home/flash-deals';
import { ChatAdverts } from '../features/home/chat-adverts';
import { CategoryTilesSection } from '../features/home/category-tiles-section';
import { HealthGoalsSection } from '../features/home/health-goals-section';
import { PackagesSection } from '../features/home/packages-section';
import { HomeSection } from '../features/home/home-section';
import { ImmunityBanner } from '../features/home/immunity-banner';
import { AboutTeaser } from '../features/home/about-teaser';
import { ReviewCards } from '../features/home/review-cards';
import { homePageMeta } from '../domain/page-meta/site-page-meta';

async function loadHome() {
  const [all, deals, featured, arrivals, mens, womens, testimonials] = await Promise.all([
    catalogue.summaries(),
    catalogue.flashDeals(),
    catalogue.featured(),
    catalogue.newArrivals(),
    catalogue.mensClinic(),
    catalogue.womensHealth(),
    catalogue.testimonials(),
  ]);
  return { all, deals, featured, arrivals, mens, womens, testimonials };
}

/** Home (`/`): the ten sections of the storefront spec, in its order. */
export default function HomePage() {
  usePageMeta(homePageMeta());
  const state = useAsyncQuery(loadHome, 'home');
  const home = state.status === 'ready' ? state.data : null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography component="h1">
        <VisuallyHidden>Mimea Naturals: natural health products, delivered across Kenya</VisuallyHidden>
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <CategorySidebar categories={sidebarCategories} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <HeroCarousel slides={heroSlides} />
        </Box>
      </Box>
      {state.status === 'error' ? <CatalogueView state={state} /> : <FlashDeals deals={home?.deals ?? null} />}
      <ChatAdverts />
      <CategoryTilesSection tiles={categoryTiles} />
      <HealthGoalsSection tiles={healthGoalTiles} />
      <PackagesSection tiles={packageTiles} />
      {home && (
        <>
          <HomeSection id="featured-title" title="Featured Products" viewAllTo="/shop" drawWhenNear>
            <ProductGrid products={home.featured} />
          </HomeSection>
          <HomeSection id="new-arrivals-title" title="New Arrivals" drawWhenNear>
            <ProductGrid products={home.arrivals} desktopColumns={5} />
          </HomeSection>
          <HomeSection id="mens-clinic-title" title="Men's Clinic" viewAllTo="/shop/supplements/mens-health" drawWhenNear>
            <ProductCarousel label="Men's Clinic" products={home.mens} />
          </HomeSection>
          <HomeSection id="womens-health-title" title="Women's Health & Wellness" viewAllTo="/shop/supplements/womens-health" drawWhenNear>
            <ProductCarousel label="Women's Health & Wellness" products={home.womens} />
          </HomeSection>
          <ImmunityBanner products={home.all} />
        </>
      )}
      <AboutTeaser />
      {home && <ReviewCards testimonials={home.testimonials} />}
      <Box sx={{ mt: { xs: 4, md: 6 }, p: { xs: 2.5, md: 4 }, borderRadius: 2, bgcolor: 'secondary.light' }}>
        <NewsletterForm title="Get 10% off your first order" />
      </Box>
    </Container>
  );
}
