import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Link, Typography } from '@mimea/shared/ui/core';
import { useSnackbar } from 'notistack';
import {
  Link as RouterLink,
  normaliseKenyanPhone,
  orderCompleted,
  toastContent,
  useAppDispatch,
  useCart,
  useCoupon,
  useNavigate,
  usePageMeta,
  type CartItem,
  type ToastText,
} from '@mimea/shared';
import { EmptyCart } from '../features/cart/empty-cart';
import { CheckoutItems } from '../features/checkout/checkout-items';
import {
  CASH_ON_DELIVERY_COUNTY,
  CHECKOUT_FIELD_ORDER,
  validateCheckout,
  type CheckoutField,
  type CheckoutValues,
  type PaymentMethod,
} from '../domain/checkout-form';
import { forgetCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from '../domain/checkout-draft';
import { PaymentMethodChoice } from '../features/checkout/payment-method-choice';
import { fieldId, ShippingForm } from '../features/checkout/shipping-form';
import { usePlaceOrder } from '../features/checkout/use-place-order';
import { CouponBox } from '../features/coupon/coupon-box';
import type { OrderPayment, OrderSubmission } from '../domain/order/order-submission';
import { placedOrderOf, type PlacedOrder } from '../domain/order/placed-order';
import { MpesaDialog } from '../features/payment/mpesa-dialog';
import { PAYMENT_DIALOG_CLOSE_MS, paymentMessages } from '../domain/payment/payment-messages';
import { findStation } from '../domain/shipping/pickup-stations';
import { shippingFee } from '../domain/shipping/shipping-rules';
import { OrderSummary } from '../features/summary/order-summary';
import { orderTotals, type OrderTotals } from '../domain/totals/order-totals';
import { checkoutPageMeta } from '../domain/page-meta';

const CHECKOUT_FORM_ID = 'checkout-form';

/** Checkout (`/checkout`, purchase spec section 2.3), built from the shopper's real cart. */
export default function CheckoutPage() {
  const { items, subtotal } = useCart();
  const { coupon, discount, notice } = useCoupon();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { submitting, place } = usePlaceOrder();

  const [values, setValues] = useState<CheckoutValues>(readCheckoutDraft);
  const [touched, setTouched] = useState<Partial<Record<CheckoutField, boolean>>>({});
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  /** Set once the order went through: the page keeps showing what was bought while the dialog closes. */
  const [placed, setPlaced] = useState<{ order: PlacedOrder; lines: readonly CartItem[]; totals: OrderTotals } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  usePageMeta(checkoutPageMeta());

  if (items.length === 0 && !placed) return <EmptyCart heading="Checkout" detail="There is nothing to check out yet. Add products to your cart first." />;

  const station = findStation(values.county, values.pickupStation);
  const shipping = station ? shippingFee(subtotal, station.fee, coupon) : null;
  const totals = orderTotals(subtotal, discount, shipping);
  const allErrors = validateCheckout(values);
  const shownErrors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => showAllErrors || touched[field as CheckoutField]),
  );

  const update = (next: CheckoutValues) => {
    setValues(next);
    saveCheckoutDraft(next);
  };
  const change = (field: CheckoutField, value: string) => {
    if (field === 'county') {
      // A new county clears the station (and so the shipping); cash on delivery is Nairobi's only.
      const paymentMethod = value === CASH_ON_DELIVERY_COUNTY ? values.paymentMethod : 'mpesa';
      update({ ...values, county: value, pickupStation: '', paymentMethod });
    } else update({ ...values, [field]: value });
  };

  const submitOrder = async (payment: OrderPayment) => {
    if (!station) return null;
    return place({ form: values, station, lines: items, totals, coupon: coupon?.code ?? null }, payment);
  };

  /** The order went through: tell the shopper, empty the cart and coupon, forget the form. */
  const complete = (sent: OrderSubmission, message: ToastText): PlacedOrder => {
    const order = placedOrderOf(sent);
    enqueueSnackbar(toastContent(message), { variant: 'success' });
    setPlaced({ order, lines: items, totals });
    dispatch(orderCompleted());
    forgetCheckoutDraft();
    return order;
  };
  const showConfirmation = (order: PlacedOrder) =>
    navigate(`/order-confirmation/${order.orderId}`, { replace: true, state: { placedOrder: order } });

  const payByMpesa = async (payment: { phone: string; transactionId: string }) => {
    const sent = await submitOrder({ method: 'mpesa', ...payment });
    if (!sent) return false;
    const order = complete(sent, paymentMessages.paid);
    closeTimer.current = setTimeout(() => {
      setDialogOpen(false);
      void showConfirmation(order);
    }, PAYMENT_DIALOG_CLOSE_MS);
    return true;
  };

  const placeOrder = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || placed) return;
    const invalid = CHECKOUT_FIELD_ORDER.find((field) => allErrors[field]);
    if (invalid) {
      setShowAllErrors(true);
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    if (values.paymentMethod === 'mpesa') {
      setDialogOpen(true);
      return;
    }
    const sent = await submitOrder({ method: 'cod' });
    if (sent) void showConfirmation(complete(sent, paymentMessages.cashOnDeliveryPlaced));
  };

  const view = placed ?? { lines: items, totals };
  const locked = submitting || placed !== null;
  const errorCount = Object.keys(shownErrors).length;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Checkout
      </Typography>
      {/* The coupon box is a form of its own, so the summary sits beside this form, not in it. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Box component="form" id={CHECKOUT_FORM_ID} noValidate onSubmit={placeOrder} aria-label="Checkout" sx={{ display: 'grid', gap: 3 }}>
          {showAllErrors && errorCount > 0 && (
            <Alert severity="error">
              Please check the {errorCount === 1 ? 'field' : `${errorCount} fields`} marked below.
            </Alert>
          )}
          <ShippingForm values={values} errors={shownErrors} disabled={locked} onChange={change} onBlur={(field) => setTouched((was) => ({ ...was, [field]: true }))} />
          <PaymentMethodChoice
            value={values.paymentMethod}
            county={values.county}
            disabled={locked}
            onChange={(paymentMethod: PaymentMethod) => update({ ...values, paymentMethod })}
          />
        </Box>
        <OrderSummary totals={view.totals} coupon={coupon} couponNotice={notice} before={<CheckoutItems lines={view.lines} />}>
          {!placed && <CouponBox />}
          <Button
            type="submit"
            form={CHECKOUT_FORM_ID}
            variant="contained"
            size="large"
            fullWidth
            aria-disabled={locked}
            sx={{ mt: 2 }}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {submitting && values.paymentMethod === 'cod' ? 'Placing Order…' : 'Place Order'}
          </Button>
          <Link component={RouterLink} to="/cart" sx={{ display: 'block', mt: 1.5, textAlign: 'center' }}>
            Return to Cart
          </Link>
        </OrderSummary>
      </Box>
      <MpesaDialog
        open={dialogOpen}
        total={view.totals.total}
        initialPhone={normaliseKenyanPhone(values.phone) ?? values.phone}
        orderId={placed?.order.orderId ?? null}
        submitting={submitting}
        onSubmit={payByMpesa}
        onClose={() => setDialogOpen(false)}
      />
    </Container>
  );
}
