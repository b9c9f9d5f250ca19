import { lazy, Suspense } from 'react';
import { Box, Container, Typography } from '@mimea/shared/ui/core';
import { useParams, useAsyncQuery, usePageMeta, type PageMeta, type QueryState } from '@mimea/shared';
import catalogue from '../domain/catalogue';
import { CatalogueView } from '../features/products/catalogue-view';
import ProductGrid from '../features/products/product-grid';
import { ProductBadges } from '../components/product-card/product-badges';
import { PriceTag } from '../components/product-card/price-tag';
import { RatingStars } from '../components/ratings/rating-stars';
import { ProductBreadcrumb } from '../features/product/product-breadcrumb';
import { ProductGallery } from '../features/product/product-gallery';
import { StockIndicator } from '../features/product/stock-indicator';
import { PurchaseActions } from '../features/product/purchase-actions';
import { ProductPerks } from '../features/product/product-perks';
import { HealthGoalLinks } from '../features/product/health-goal-links';
import { ProductNotFound } from '../features/product/product-not-found';
import { productNotFoundMeta, productPageMeta, productUnavailableMeta } from '../domain/page-meta/product-page-meta';
// The product's details are its category's chunk (2–6 KB gzipped), which `catalogue.byId` asks
// for once the page runs: one more round trip, for a tenth of the bytes of every product's details
// travelling with the page. The page's first view is in its HTML meanwhile.

// Below the first screen (the tabs, the questions): its own chunk, asked for as soon as this page's
// code runs, in parallel with the product's details, not once they have arrived: a shopper whose
// connection drops right after the page opened still has the whole page to read offline.
const loadProductTabs = () => import('../features/product/product-tabs');
const productTabsChunk = loadProductTabs();
// Failed early (offline): asked again when the tabs are drawn.
const ProductTabs = lazy(() => productTabsChunk.catch(loadProductTabs).then((module) => ({ default: module.ProductTabs })));

async function loadProduct(id: string) {
  const [product, related, faqs] = await Promise.all([catalogue.byId(id), catalogue.related(id), catalogue.faqs()]);
  return { product, related, faqs };
}

/** The page's metadata in each state; none while loading. The picture is already on the catalog's origin. */
function metaOf(state: QueryState<Awaited<ReturnType<typeof loadProduct>>>, id: string): PageMeta | null {
  if (state.status === 'loading') return null;
  if (state.status === 'error') return productUnavailableMeta(id);
  const { product } = state.data;
  return product ? productPageMeta(product, { image: product.images[0] }) : productNotFoundMeta(id);
}

/** The product page (`/product/:id`). */
export default function ProductPage() {
  const { id = '' } = useParams();
  const state = useAsyncQuery(() => loadProduct(id), id);
  const product = state.status === 'ready' ? state.data.product : null;
  usePageMeta(metaOf(state, id));

  if (state.status !== 'ready') {
    return (
      <Container maxWidth="lg" sx={{ py: 4, minHeight: '60vh' }}>
        <CatalogueView state={state} />
      </Container>
    );
  }
  if (!product) return <ProductNotFound />;
  const { related, faqs } = state.data;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <ProductBreadcrumb product={product} />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <ProductGallery key={product.id} images={product.images} name={product.name} />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ProductBadges product={product} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {product.name}
          </Typography>
          <RatingStars ratings={product.ratings} size="medium" />
          <PriceTag product={product} size="large" />
          <Typography>{product.shortDescription}</Typography>
          <StockIndicator stock={product.stock} />
          <PurchaseActions key={product.id} product={product} />
          <ProductPerks />
          <HealthGoalLinks goals={product.healthGoals} />
        </Box>
      </Box>
      <Suspense fallback={<Box sx={{ minHeight: 320 }} />}>
        <ProductTabs key={product.id} product={product} faqs={faqs} />
      </Suspense>
      {related.length > 0 && (
        <Box component="section" aria-labelledby="related-title" sx={{ mt: 2 }}>
          <Box component="hr" sx={{ m: 0, mb: 3, border: 0, borderTop: 1, borderColor: 'divider' }} />
          <Typography id="related-title" variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
            Related Products
          </Typography>
          <ProductGrid products={related} desktopColumns={3} />
        </Box>
      )}
    </Container>
  );
}
