import { Box, Container, Typography } from '@mimea/shared/ui/core';
import { formatKES, ShopButton, useCart, useCoupon, usePageMeta } from '@mimea/shared';
import { AcceptedPayments } from '../features/cart/accepted-payments';
import { CartLinesTable } from '../features/cart/cart-lines-table';
import { EmptyCart } from '../features/cart/empty-cart';
import { CouponBox } from '../features/coupon/coupon-box';
import { amountToFreeShipping, CART_SHIPPING_FEE, shippingFee, orderTotals } from '@mimea/order-rules';
import { OrderSummary } from '../features/summary/order-summary';
import { cartPageMeta } from '../domain/page-meta';

/** The cart page (`/cart`, purchase spec section 2.2). */
export default function CartPage() {
  const { items, subtotal, clearCart } = useCart();
  const { coupon, discount, notice } = useCoupon();
  usePageMeta(cartPageMeta());
  if (items.length === 0) return <EmptyCart />;

  const totals = orderTotals(subtotal, discount, shippingFee(subtotal, CART_SHIPPING_FEE, coupon));
  const toFree = amountToFreeShipping(subtotal);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Shopping Cart
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Box>
          <CartLinesTable lines={items} />
          <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
            <ShopButton variant="outlined" color="error" onClick={clearCart}>
              Clear Cart
            </ShopButton>
            <ShopButton to="/shop" variant="outlined">
              Continue Shopping
            </ShopButton>
          </Box>
        </Box>
        <OrderSummary
          totals={totals}
          coupon={coupon}
          couponNotice={notice}
          shippingNote={
            toFree > 0 && totals.shipping !== 0 ? (
              <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
                Add {formatKES(toFree)} more for free shipping. At checkout you pay your pickup station's fee.
              </Typography>
            ) : null
          }
        >
          <CouponBox />
          <ShopButton to="/checkout" variant="contained" size="large" fullWidth style={{ marginTop: 16 }}>
            Proceed to Checkout
          </ShopButton>
          <AcceptedPayments />
        </OrderSummary>
      </Box>
    </Container>
  );
}
