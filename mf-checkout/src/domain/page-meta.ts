// What the checkout's pages tell browsers: a title and a description while shown. They are the
// shopper's own (a cart, a form, an order), so search engines are told not to index them, and
// the checkout publishes no page list for the sitemap.
import { pageTitle, type PageMeta } from '@mimea/shared';

export function cartPageMeta(): PageMeta {
  return { path: '/cart', title: pageTitle('Cart'), description: 'Your shopping cart at Mimea Naturals.', noindex: true };
}

export function checkoutPageMeta(): PageMeta {
  return {
    path: '/checkout',
    title: pageTitle('Checkout'),
    description: 'Choose your pickup station and pay by M-Pesa or cash on delivery.',
    noindex: true,
  };
}

/** After an order: its number in the path; a path that is no order number of ours says so. */
export function orderConfirmationMeta(orderId: string, known: boolean): PageMeta {
  return {
    path: `/order-confirmation/${encodeURIComponent(orderId)}`,
    title: pageTitle(known ? 'Order confirmed' : 'Order not found'),
    description: known ? 'Thank you for your order. Here is your order number and what happens next.' : 'This is not an order number of ours.',
    noindex: true,
  };
}

/**
 * The confirmation's frame, the same for every order (its HTML, before the browser reads the
 * order): published at the route's one fixed page, `/order-confirmation/_orderId`
 * (ORDER_FRAME_PAGE of config/app-only-routes.cjs), which the servers give every order number.
 */
export function orderFrameMeta(): PageMeta {
  return {
    path: '/order-confirmation/_orderId',
    title: pageTitle('Your order'),
    description: 'Your order at Mimea Naturals: its number and what happens next.',
    noindex: true,
  };
}
