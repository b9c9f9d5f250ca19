import { styled } from '@mimea/shared/ui/core';
import { ShopButton } from '@mimea/shared';

/**
 * The outlined button in the theme's error colour (MUI Button's `color="error"`): the custom
 * properties the shop's buttons draw their colours from (shared/src/ui/shop-button.tsx), set to
 * the error red. `&&` outranks the shop's button rules, which are as specific as this class.
 */
const ErrorOutlinedButton = styled(ShopButton)(({ theme }) => {
  const { main } = theme.palette.error;
  return {
    '&&': {
      '--text': main,
      '--outlined-border': theme.alpha(main, 0.5),
      '@media (hover: hover)': { '&:hover': { '--text-bg': theme.alpha(main, theme.palette.action.hoverOpacity), '--outlined-border': main } },
    },
  };
});

/** Clear Cart: empties the cart at once (purchase spec section 2.2). */
export function ClearCartButton({ onClick }: { onClick: () => void }) {
  return (
    <ErrorOutlinedButton variant="outlined" onClick={onClick}>
      Clear Cart
    </ErrorOutlinedButton>
  );
}
