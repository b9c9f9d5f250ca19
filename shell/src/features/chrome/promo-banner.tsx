import { styled } from '@mimea/shared/ui/core';

const Banner = styled('p')(({ theme }) => ({
  margin: 0,
  backgroundColor: theme.palette.secondary.main,
  color: theme.palette.secondary.contrastText,
  textAlign: 'center',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: theme.spacing(0.75, 2),
  '& strong': { fontWeight: 800, whiteSpace: 'nowrap' },
}));

/** The promotion every page carries (storefront spec section 2). */
export function PromoBanner() {
  return (
    <Banner>
      Free Shipping on Orders Over KES 10,000 with code <strong>FREESHIPPING-MAR25</strong>
    </Banner>
  );
}
