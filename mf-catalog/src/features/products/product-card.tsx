import { Box, Button, Card, CardActions, CardContent, Link, Typography } from '@mimea/shared/ui/core';
import { Link as RouterLink, CartIcon, useCart } from '@mimea/shared';
import type { ProductSummary } from '../../domain/product-types';
import { ProductBadges } from './product-badges';
import { CatalogImage } from './catalog-image';
import { PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';
import { toCartProduct } from '../../domain/pricing';
import { productPath } from '../../domain/shop-routes';

interface Props {
  product: ProductSummary;
  /** Load the image at once: for cards in the first screen. */
  eagerImage?: boolean;
}

/** A product in a grid or carousel: image, badges, name linking to its page, rating, price, Add to Cart. */
export default function ProductCard({ product, eagerImage = false }: Props) {
  const { addToCart } = useCart();
  const inStock = product.stock > 0;
  const href = productPath(product.id);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }} data-testid="product-card">
      <CatalogImage src={product.images[0]} alt={product.name} kind="product" eager={eagerImage} />
      <Box sx={{ position: 'absolute', top: 8, left: 8, right: 8, pointerEvents: 'none' }}>
        <ProductBadges product={product} />
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5, p: 1.5 }}>
        {/* One link per card, stretched over the image and text so a tap anywhere opens the product. */}
        <Link
          component={RouterLink}
          to={href}
          underline="hover"
          color="text.primary"
          sx={{ fontWeight: 700, lineHeight: 1.3, '&::after': { content: '""', position: 'absolute', inset: 0 } }}
        >
          {product.name}
        </Link>
        <RatingStars ratings={product.ratings} />
        <PriceTag product={product} />
        {!inStock && (
          <Typography variant="body2" sx={{ color: '#A4262C', fontWeight: 600 }}>
            Out of Stock
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ p: 1.5, pt: 0, position: 'relative', zIndex: 1 }}>
        <Button
          variant="contained"
          fullWidth
          size="small"
          startIcon={<CartIcon />}
          disabled={!inStock}
          onClick={() => addToCart(toCartProduct(product))}
          aria-label={`Add ${product.name} to cart`}
        >
          Add to Cart
        </Button>
      </CardActions>
    </Card>
  );
}
