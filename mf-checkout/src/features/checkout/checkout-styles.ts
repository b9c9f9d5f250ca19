import { Container, styled } from '@mimea/shared/ui/core';

/**
 * The checkout page's own rules, from its root: the text link back to the cart in MUI Link's
 * look, and a spinner inside a button in the button's text colour (MUI's CircularProgress
 * color="inherit"), in the page and in its M-Pesa dialog, which is drawn inside it.
 */
export const CheckoutRoot = styled(Container)(({ theme }) => ({
  '& .checkout-text-link': {
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .shop-button .shop-spinner': { color: 'inherit' },
}));
