import { memo } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { formatKES, ShopButton, useAppSelector, useCartActions, useCoupon, useHydratedValue, usePageMeta, selectCartItems, selectCartSubtotal } from '@mimea/shared';
import { AcceptedPayments } from '../features/cart/accepted-payments';
import { CartLinesTable } from '../features/cart/cart-lines-table';
import { CartPageBox, CartPageLoading } from '../features/cart/cart-page-box';
import { EmptyCart } from '../features/cart/empty-cart';
import { CouponBox } from '../features/coupon/coupon-box';
import { amountToFreeShipping, CART_SHIPPING_FEE, shippingFee, orderTotals } from '@mimea/order-rules';
import { OrderSummary } from '../features/summary/order-summary';
import { cartPageMeta } from '../domain/page-meta';
import { useCurrentCatalogue } from '../components/catalogue/use-current-catalogue';

/** Clear Cart and Continue Shopping: the same at every change of the cart, so drawn once. */
const CartButtons = memo(function CartButtons() {
  const { clearCart } = useCartActions();
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
      <ShopButton variant="outlined" color="error" onClick={clearCart}>
        Clear Cart
      </ShopButton>
      <ShopButton to="/shop" variant="outlined">
        Continue Shopping
      </ShopButton>
    </Box>
  );
});

/** Under the summary's figures: the coupon box, Proceed to Checkout, the payments taken. Drawn once. */
const SummaryActions = memo(function SummaryActions() {
  return (
    <>
      <CouponBox />
      <ShopButton to="/checkout" variant="contained" size="large" fullWidth style={{ marginTop: 16 }}>
        Proceed to Checkout
      </ShopButton>
      <AcceptedPayments />
    </>
  );
});

/**
 * The cart page (`/cart`, purchase spec section 2.2). A + on a line re-renders that line, the
 * figures and the badge, not the other lines and buttons (issue 41, every tap within 100 ms).
 */
export default function CartPage() {
  // The page's HTML is the same for every shopper, its heading and "Loading your cart…" (the
  // checkout publishes /cart: docs/html-first.md). The shopper's own cart, or the empty cart,
  // replaces it in a transition, drawn in slices: read at once, it was one long task as the page
  // came alive (a store's change after hydration is redrawn synchronously).
  const serverHtml = useHydratedValue(true, false);
  const items = useAppSelector(selectCartItems);
  const subtotal = useAppSelector(selectCartSubtotal);
  const { coupon, discount, notice } = useCoupon();
  // Lines move to the catalogue's current prices (the totals follow) and say what changed.
  const { stockOf } = useCurrentCatalogue(items);
  usePageMeta(cartPageMeta());
  if (serverHtml)
    return (
      <CartPageBox>
        <CartPageLoading />
      </CartPageBox>
    );
  if (items.length === 0) return <EmptyCart />;

  const totals = orderTotals(subtotal, discount, shippingFee(subtotal, CART_SHIPPING_FEE, coupon));
  const toFree = amountToFreeShipping(subtotal);
  return (
    <CartPageBox>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Box>
          <CartLinesTable lines={items} stockOf={stockOf} />
          <CartButtons />
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
          <SummaryActions />
        </OrderSummary>
      </Box>
    </CartPageBox>
  );
}
