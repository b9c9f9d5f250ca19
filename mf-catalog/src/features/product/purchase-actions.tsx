import { useState } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { Button } from '@mimea/shared/ui/controls';
import { CartIcon, ChatIcon, chatLink, productOrderText, useCart, useNavigate } from '@mimea/shared';
import { QuantityStepper } from '@mimea/shared/ui/parts';
import type { ProductSummary } from '../../domain/product-types';
import { toCartProduct } from '../../domain/pricing';

/** Quantity, Add to Cart, Buy Now and Order via WhatsApp. Out of stock disables the two buttons. */
export function PurchaseActions({ product }: { product: ProductSummary }) {
  const { addToCart } = useCart();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const inStock = product.stock > 0;
  const buyNow = () => {
    addToCart(toCartProduct(product), quantity, { fromProductPage: true, buyNow: true });
    navigate('/checkout');
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <QuantityStepper label={`Quantity of ${product.name}`} value={quantity} max={Math.max(1, product.stock)} onChange={setQuantity} disabled={!inStock} />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Button variant="contained" size="large" startIcon={<CartIcon />} disabled={!inStock} onClick={() => addToCart(toCartProduct(product), quantity, { fromProductPage: true })}>
          Add to Cart
        </Button>
        <Button variant="contained" color="secondary" size="large" disabled={!inStock} onClick={buyNow}>
          Buy Now
        </Button>
      </Box>
      <Button
        variant="outlined"
        size="large"
        startIcon={<ChatIcon />}
        href={chatLink(productOrderText(product.name, quantity))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Order ${product.name} via WhatsApp (opens in a new tab)`}
        sx={{ color: '#12632E', borderColor: '#12632E' }}
      >
        Order via WhatsApp
      </Button>
    </Box>
  );
}
