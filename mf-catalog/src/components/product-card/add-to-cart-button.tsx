import { CartIcon, ShopButton, useCartActions } from '@mimea/shared';
import type { ProductSummary } from '../../domain/product-types';
import { toCartProduct } from '../../domain/pricing';

/**
 * A card's Add to Cart: the one part of a card that changes the cart. useCartActions does not
 * follow the cart, so a product added re-renders no card and no button (a listing's 24 cards, the
 * home page's ~90: issue 41, every tap within 100 ms).
 */
export function AddToCartButton({ product }: { product: ProductSummary }) {
  const { addToCart } = useCartActions();
  return (
    <ShopButton
      variant="contained"
      fullWidth
      size="small"
      startIcon={<CartIcon />}
      disabled={product.stock <= 0}
      onClick={() => addToCart(toCartProduct(product))}
      aria-label={`Add ${product.name} to cart`}
    >
      Add to Cart
    </ShopButton>
  );
}
