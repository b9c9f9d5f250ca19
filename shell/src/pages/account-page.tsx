import { Box, Container, Typography, styled } from '@mimea/shared/ui/core';
import { ShopButton, CHAT_GREETING, chatLink, emailLink, pageTitle, phoneLink, shopContacts, usePageMeta } from '@mimea/shared';

/** MUI Link's look (the theme's green, a lighter underline), on the browser's link. */
const TextLink = styled('a')(({ theme }) => ({
  color: theme.palette.primary.main,
  textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
  '&:hover': { textDecorationColor: 'inherit' },
}));

/** Accounts are not offered yet; this page says so and shows how to order and get help. */
export function AccountPage() {
  usePageMeta({ path: '/account', title: pageTitle('Your account'), description: 'No account is needed to shop at Mimea Naturals: order online, by phone or on WhatsApp.', noindex: true });
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your account
      </Typography>
      <Typography sx={{ mb: 3 }}>
        We don't offer customer accounts yet, and you don't need one: anyone can shop at {shopContacts.brand}.
        Your cart is kept on this device until you check out.
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        How to order
      </Typography>
      <Box component="ol" sx={{ pl: 3, mb: 3, '& li': { mb: 1 } }}>
        <li>Add products to your cart from the shop.</li>
        <li>At checkout, choose your county and the pickup station nearest to you.</li>
        <li>Pay with M-Pesa (till {shopContacts.mpesa.till}) or cash on delivery, and collect your order at the station.</li>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 4 }}>
        <ShopButton to="/shop" variant="contained">
          Start shopping
        </ShopButton>
        <ShopButton to="/cart" variant="outlined">
          View your cart
        </ShopButton>
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Need help with an order?
      </Typography>
      <Typography>
        Call <TextLink href={phoneLink()}>{shopContacts.phoneDisplay}</TextLink>, chat with us{' '}
        <TextLink href={chatLink(CHAT_GREETING)} target="_blank" rel="noopener noreferrer">
          on WhatsApp
        </TextLink>{' '}
        ({shopContacts.supportHours}), or e-mail <TextLink href={emailLink('Order enquiry')}>{shopContacts.email}</TextLink>.
      </Typography>
    </Container>
  );
}
