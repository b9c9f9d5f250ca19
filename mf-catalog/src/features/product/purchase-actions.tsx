import { useState, type ReactNode } from 'react';
import { Box } from '@mimea/shared/ui/core';
import { CartIcon, ChatIcon, chatLink, productOrderText, ShopButton, useCartActions, useNavigate, type AddToCartOptions } from '@mimea/shared';
import { QuantityStepper } from '@mimea/shared/ui/parts';
import type { ProductSummary } from '../../domain/product-types';
import { toCartProduct } from '../../domain/pricing';

const FROM_PRODUCT_PAGE: AddToCartOptions = { fromProductPage: true };
const BUY_NOW: AddToCartOptions = { fromProductPage: true, buyNow: true };

/**
 * A button that puts the quantity into the cart. useCartActions does not follow the cart, so
 * adding re-renders nothing here; a ShopButton, MUI's Button's look with no touch ripple to draw
 * at the tap (issue 41, every tap within 100 ms).
 */
function CartButton({ product, quantity, options, afterAdding, color, icon, children }: {
  product: ProductSummary;
  quantity: number;
  options: AddToCartOptions;
  afterAdding?: () => void;
  color?: 'secondary';
  icon?: ReactNode;
  children: ReactNode;
}) {
  const { addToCart } = useCartActions();
  const add = () => {
    addToCart(toCartProduct(product), quantity, options);
    afterAdding?.();
  };
  return (
    <ShopButton variant="contained" color={color} size="large" startIcon={icon} disabled={product.stock <= 0} onClick={add}>
      {children}
    </ShopButton>
  );
}

/** Quantity, Add to Cart, Buy Now and Order via WhatsApp. Out of stock disables the two buttons. */
export function PurchaseActions({ product }: { product: ProductSummary }) {
  const navigate = useNavigate();
  const [chosen, setQuantity] = useState(1);
  // Never more than is left, when the stock falls below what was chosen (the live catalogue).
  const quantity = Math.min(chosen, Math.max(1, product.stock));
  const inStock = product.stock > 0;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <QuantityStepper label={`Quantity of ${product.name}`} value={quantity} max={Math.max(1, product.stock)} onChange={setQuantity} disabled={!inStock} />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CartButton product={product} quantity={quantity} options={FROM_PRODUCT_PAGE} icon={<CartIcon />}>
          Add to Cart
        </CartButton>
        <CartButton product={product} quantity={quantity} options={BUY_NOW} afterAdding={() => navigate('/checkout')} color="secondary">
          Buy Now
        </CartButton>
      </Box>
      <ShopButton
        variant="outlined"
        size="large"
        startIcon={<ChatIcon />}
        href={chatLink(productOrderText(product.name, quantity))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Order ${product.name} via WhatsApp (opens in a new tab)`}
        style={{ color: '#12632E', borderColor: '#12632E' }}
      >
        Order via WhatsApp
      </ShopButton>
    </Box>
  );
}
