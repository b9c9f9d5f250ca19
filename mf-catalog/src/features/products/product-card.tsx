import { Box, Button, Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink, CartIcon, formatKES, useCart } from '@mimea/shared';
import type { Product } from '../../data/product-types';

interface Props {
  product: Product;
}

/** A product in a grid: name linking to its page, price, and Add to Cart. */
export default function ProductCard({ product }: Props) {
  const { addToCart } = useCart();
  const inStock = product.stock > 0;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="product-card">
      <Box aria-hidden sx={{ aspectRatio: '1 / 1', bgcolor: 'primary.light', color: '#fff', display: 'grid', placeItems: 'center', fontSize: '2rem', fontWeight: 800 }}>
        {product.name.slice(0, 2).toUpperCase()}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Link component={RouterLink} to={`/product/${product.id}`} underline="hover" sx={{ fontWeight: 700 }}>
          {product.name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {product.shortDescription}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 700 }}>{formatKES(product.price)}</Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          fullWidth
          startIcon={<CartIcon />}
          disabled={!inStock}
          onClick={() => addToCart(product)}
          aria-label={`Add ${product.name} to cart`}
        >
          {inStock ? 'Add to Cart' : 'Out of Stock'}
        </Button>
      </CardActions>
    </Card>
  );
}
