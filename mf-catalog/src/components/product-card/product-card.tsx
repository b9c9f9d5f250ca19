import { styled } from '@mimea/shared/ui/core';
import { cardSurface, Link as RouterLink } from '@mimea/shared';
import type { ProductSummary } from '../../domain/product-types';
import { ProductBadges } from './product-badges';
import { CatalogImage } from '../images/catalog-image';
import { PriceTag } from './price-tag';
import { RatingStars } from '../ratings/rating-stars';
import { AddToCartButton } from './add-to-cart-button';
import { productPath } from '../../domain/shop-routes';
import { stockNote } from '../../domain/stock-level';

interface Props {
  product: ProductSummary;
  /** Load the image at once: for cards in the first screen. */
  eagerImage?: boolean;
}

/**
 * The card's look, in one style for the whole of it: the home page draws ~90 cards and a listing
 * 24, and as MUI's Card, CardContent, Link and Typography each card was a dozen components with
 * their own styles to work out and layers to hydrate. The parts are the browser's elements.
 */
const Card = styled('div')(({ theme }) => ({
  ...cardSurface(theme),
  '.badges': { position: 'absolute', top: 8, left: 8, right: 8, pointerEvents: 'none' },
  '.content': { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5), padding: theme.spacing(1.5) },
  // One link per card, stretched over the image and text so a tap anywhere opens the product.
  '.name': {
    fontWeight: 700,
    lineHeight: 1.3,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
  '.out-of-stock': { ...theme.typography.body2, margin: 0, color: '#A4262C', fontWeight: 600 },
  '.actions': { display: 'flex', alignItems: 'center', padding: theme.spacing(1.5), paddingTop: 0, position: 'relative', zIndex: 1 },
}));

/**
 * A product in a grid or carousel: image, badges, name linking to its page, rating, price, Add to
 * Cart. Exposed (`catalog/ProductCard`) as a plain function component, as the remotes' contract
 * says; the catalog's own lists draw it memoised (`MemoProductCard`).
 */
export default function ProductCard({ product, eagerImage = false }: Props) {
  const note = stockNote(product.stock);
  const href = productPath(product.id);
  return (
    <Card data-testid="product-card">
      <CatalogImage src={product.images[0]} alt={`${product.name} by Mimea Naturals`} kind="product" eager={eagerImage} />
      <div className="badges">
        <ProductBadges product={product} />
      </div>
      <div className="content">
        <RouterLink to={href} className="name">
          {product.name}
        </RouterLink>
        <RatingStars ratings={product.ratings} />
        <PriceTag product={product} />
        {note && <p className="out-of-stock">{note}</p>}
      </div>
      <div className="actions">
        <AddToCartButton product={product} />
      </div>
    </Card>
  );
}
