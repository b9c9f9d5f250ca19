import type { ReactNode } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { formatKES, ShopAlert, type Coupon, type ToastText } from '@mimea/shared';
import type { OrderTotals } from '@mimea/order-rules';

interface Props {
  totals: OrderTotals;
  coupon: Coupon | null;
  /** Why a coupon was dropped, shown until the next coupon action. */
  couponNotice?: ToastText | null;
  /** A line under shipping, e.g. how far free shipping is. */
  shippingNote?: ReactNode;
  /** Shown above the figures (the checkout lists its items). */
  before?: ReactNode;
  /** The coupon box and buttons. */
  children?: ReactNode;
  /** The cart is not read yet (the page's HTML): the figures wait for it. */
  pending?: boolean;
}

/** What a figure shows until the cart is read. */
const PENDING = '…';

function Row({ label, value, strong = false, testId }: { label: ReactNode; value: ReactNode; strong?: boolean; testId: string }) {
  return (
    <Box component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, fontWeight: strong ? 700 : 400, fontSize: strong ? '1.1rem' : undefined }}>
      <dt>{label}</dt>
      <Box component="dd" data-testid={testId} sx={{ m: 0, textAlign: 'right' }}>
        {value}
      </Box>
    </Box>
  );
}

function shippingText(shipping: number | null): string {
  if (shipping === null) return 'To be decided';
  return shipping === 0 ? 'Free' : formatKES(shipping);
}

/** Subtotal, discount, shipping and total, for the cart and the checkout alike. */
export function OrderSummary({ totals, coupon, couponNotice, shippingNote, before, children, pending = false }: Props) {
  const figure = (value: string) => (pending ? PENDING : value);
  return (
    <Box component="section" aria-labelledby="order-summary-title" sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography id="order-summary-title" variant="h6" component="h2" gutterBottom>
        Order Summary
      </Typography>
      {before}
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Subtotal" value={figure(formatKES(totals.subtotal))} testId="summary-subtotal" />
        <Row
          label={coupon?.percentOff ? `Discount (${coupon.code})` : 'Discount'}
          value={figure(totals.discount > 0 ? `− ${formatKES(totals.discount)}` : formatKES(0))}
          testId="summary-discount"
        />
        <Row label="Shipping" value={figure(shippingText(totals.shipping))} testId="summary-shipping" />
      </Box>
      {shippingNote}
      <Box component="dl" sx={{ m: 0, mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <Row label="Total" value={figure(formatKES(totals.total))} strong testId="summary-total" />
      </Box>
      {couponNotice && (
        <ShopAlert severity="warning" role="alert" style={{ marginTop: 12 }}>
          {couponNotice.text}
        </ShopAlert>
      )}
      {children}
    </Box>
  );
}
