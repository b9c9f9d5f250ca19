import { renderStandalone } from '@mimea/shared/dev';
import { ShopButton, useCart } from '@mimea/shared';
import CartPage from '../pages/cart-page';
import CheckoutPage from '../pages/checkout-page';
import OrderConfirmationPage from '../pages/order-confirmation-page';

/** Working on the cart alone needs something in it: this fills it with sample lines. */
function SampleCartButton() {
  const { addToCart } = useCart();
  return (
    <ShopButton
      style={{ margin: 16 }}
      variant="outlined"
      onClick={() => {
        addToCart({ id: 'a-power-capsules', name: 'A-Power Capsules', price: 2500, images: [] }, 2);
        addToCart({ id: 'olive-soap', name: 'Olive Soap', price: 500, images: [] }, 3);
      }}
    >
      Add sample lines
    </ShopButton>
  );
}

renderStandalone('checkout', [
  { path: '/', element: <SampleCartButton />, label: 'Sample cart' },
  { path: '/cart', element: <CartPage />, label: 'Cart' },
  { path: '/checkout', element: <CheckoutPage />, label: 'Checkout' },
  { path: '/order-confirmation/:orderId', element: <OrderConfirmationPage /> },
]);
