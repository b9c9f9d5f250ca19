import { Container, styled } from '@mimea/shared/ui/core';

/**
 * The checkout page's own rules, from its root: a spinner inside a button in the button's text
 * colour (MUI's CircularProgress color="inherit"), in the page and in its M-Pesa dialog, which is
 * drawn inside it.
 */
export const CheckoutRoot = styled(Container)({
  '& .shop-button .shop-spinner': { color: 'inherit' },
});
