import { lazy, memo, Suspense, useCallback, useMemo, useState, type ComponentProps } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { normaliseKenyanPhone, ShopAlert, ShopButton, ShopSpinner, ShopTextLink, useHydratedValue, usePageMeta } from '@mimea/shared';
import { EmptyCart } from '../features/cart/empty-cart';
import { CartLoading, CheckoutItems } from '../features/checkout/checkout-items';
import { CheckoutRoot } from '../features/checkout/checkout-styles';
import { PaymentMethodChoice } from '../features/checkout/payment-method-choice';
import { ShippingForm } from '../features/checkout/shipping-form';
import { useCheckout } from '../features/checkout/use-checkout';
import { CouponBox } from '../features/coupon/coupon-box';
import { OrderSummary } from '../features/summary/order-summary';
import { checkoutPageMeta } from '../domain/page-meta';
import type { CheckoutField, PaymentMethod } from '@mimea/order-rules';
import type { MpesaDialog as MpesaDialogComponent } from '../features/payment/mpesa-dialog';

const CHECKOUT_FORM_ID = 'checkout-form';
const RETURN_LINK = { display: 'block', marginTop: 12, textAlign: 'center' } as const;

// The page draws the shop's own fields, radios, alert, buttons and spinner, and a route link, so it
// loads none of MUI's controls, forms or overlays groups (docs/architecture.md, section 2.4).
// The M-Pesa dialog is fetched once the shopper starts on the form, not with the page: most of the
// page's first load is the form and the summary.
// Once fetched, the dialog is drawn as itself, not through React.lazy: a lazy component suspends
// at its first drawing even when its code is here, and the opening tap would wait for a second
// render of the dialog (issue 41, every tap within 100 ms).
let fetchedMpesaDialog: typeof MpesaDialogComponent | null = null;
const loadMpesaDialog = () =>
  import('../features/payment/mpesa-dialog').then((module) => {
    fetchedMpesaDialog = module.MpesaDialog;
    return module;
  });
const LazyMpesaDialog = lazy(() => loadMpesaDialog().then((module) => ({ default: module.MpesaDialog })));
const warmMpesaDialog = () => void loadMpesaDialog();

/** The dialog, drawn as itself when its code is here at its first drawing; chosen once, so it keeps its state. */
function PaymentDialog(props: ComponentProps<typeof MpesaDialogComponent>) {
  const [Dialog] = useState(() => fetchedMpesaDialog ?? LazyMpesaDialog);
  return <Dialog {...props} />;
}

// The form's parts re-render when what they show changes, not when the dialog opens.
const MemoShippingForm = memo(ShippingForm);
const MemoPaymentMethodChoice = memo(PaymentMethodChoice);

/**
 * Checkout (`/checkout`, purchase spec section 2.3), built from the shopper's real cart. Its HTML
 * (rendered by the build, with no cart: docs/architecture.md, section 4.1) is the form, its summary
 * waiting for the cart, and Place Order off until the page is live (a form the browser sent itself
 * would put what was typed in the address); once hydrated, the cart fills the summary, or the page
 * says there is nothing to check out.
 */
export default function CheckoutPage() {
  const checkout = useCheckout();
  // True while the page is its HTML (drawn with no cart), then false, switched in a transition:
  // the shopper's lines, the summary and Place Order follow in slices, where a synchronous switch
  // as the page came alive was one long task on a phone.
  const serverHtml = useHydratedValue(true, false);
  usePageMeta(checkoutPageMeta());
  // Mounted from its first opening on (state adjusted while rendering), then kept: it keeps what was typed.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (checkout.state.mpesaDialogOpen && !dialogMounted) setDialogMounted(true);
  const { send, view, submitting, locked, coupon, couponNotice, lineNotices, stockRefusal } = checkout;
  const { placed, values } = checkout.state;
  const onFieldChange = useCallback((field: CheckoutField, value: string) => send({ type: 'changed', field, value }), [send]);
  const onFieldLeft = useCallback((field: CheckoutField) => send({ type: 'left', field }), [send]);
  const onPaymentMethod = useCallback((paymentMethod: PaymentMethod) => send({ type: 'paymentMethodChosen', paymentMethod }), [send]);
  const placeOrderLabel = submitting && values.paymentMethod === 'cod' ? 'Placing Order…' : 'Place Order';
  // The summary re-renders when its figures or the order's progress change, not when the dialog opens.
  const summary = useMemo(
    () => (
      <OrderSummary totals={view.totals} coupon={coupon} couponNotice={couponNotice} pending={serverHtml} before={serverHtml ? <CartLoading /> : <CheckoutItems lines={view.lines} notices={lineNotices} />}>
        {!placed && <CouponBox />}
        {/* A ShopButton: MUI's Button's look, with no touch ripple to draw when Place Order is tapped. */}
        <ShopButton
          type="submit"
          form={CHECKOUT_FORM_ID}
          variant="contained"
          size="large"
          fullWidth
          aria-disabled={locked}
          disabled={serverHtml}
          style={{ marginTop: 16 }}
          startIcon={submitting ? <ShopSpinner size={18} /> : undefined}
        >
          {placeOrderLabel}
        </ShopButton>
        <ShopTextLink to="/cart" style={RETURN_LINK}>
          Return to Cart
        </ShopTextLink>
      </OrderSummary>
    ),
    [view, coupon, couponNotice, serverHtml, placed, locked, submitting, placeOrderLabel, lineNotices],
  );

  if (checkout.cartEmpty && !serverHtml) return <EmptyCart heading="Checkout" detail="There is nothing to check out yet. Add products to your cart first." />;

  const { state, errors } = checkout;
  const errorCount = Object.keys(errors).length;

  return (
    <CheckoutRoot maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Checkout
      </Typography>
      {/* Painted with the page's HTML, and larger than what an empty cart shows once the page is
          live: an empty cart does not push the page's largest paint past its code. */}
      <Typography sx={{ mb: 2, maxWidth: '60ch' }}>
        Tell us who collects your order and choose a pickup station in your county. Pay by M-Pesa, or in cash when you collect in Nairobi CBD.
      </Typography>
      {/* The coupon box is a form of its own, so the summary sits beside this form, not in it. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Box component="form" id={CHECKOUT_FORM_ID} noValidate onSubmit={checkout.placeOrder} onFocus={warmMpesaDialog} aria-label="Checkout" sx={{ display: 'grid', gap: 3 }}>
          {/* A line short of stock (409): the service's words, and the way back to the cart; what was typed stays. */}
          {stockRefusal && (
            <ShopAlert severity="error" role="alert">
              {stockRefusal.message}{' '}
              <ShopTextLink to="/cart">Back to cart</ShopTextLink>
            </ShopAlert>
          )}
          {state.showAllErrors && errorCount > 0 && (
            <ShopAlert severity="error" role="alert">
              Please check the {errorCount === 1 ? 'field' : `${errorCount} fields`} marked below.
            </ShopAlert>
          )}
          <MemoShippingForm values={values} errors={errors} disabled={locked} onChange={onFieldChange} onBlur={onFieldLeft} />
          <MemoPaymentMethodChoice value={values.paymentMethod} county={values.county} disabled={locked} onChange={onPaymentMethod} />
        </Box>
        {summary}
      </Box>
      {dialogMounted && (
        <Suspense fallback={null}>
          <PaymentDialog
            open={state.mpesaDialogOpen}
            total={view.totals.total}
            initialPhone={normaliseKenyanPhone(values.phone) ?? values.phone}
            orderId={placed?.order.orderId ?? null}
            submitting={submitting}
            done={placed !== null}
            payment={checkout.mpesa}
            cashOnDeliveryOffered={checkout.cashOnDeliveryOffered}
            onClose={() => send({ type: 'mpesaDialogClosed' })}
          />
        </Suspense>
      )}
    </CheckoutRoot>
  );
}
