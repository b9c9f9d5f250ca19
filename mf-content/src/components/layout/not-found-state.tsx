import { Container, Typography } from '@mimea/shared/ui/core';
import { ShopButton } from '@mimea/shared';

interface Props {
  title: string;
  message: string;
  /** Where the way back leads, and its label. */
  to: string;
  action: string;
}

/** An unknown article or package: what happened and the one way on. */
export function NotFoundState({ title, message, to, action }: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{message}</Typography>
      <ShopButton to={to} variant="contained">
        {action}
      </ShopButton>
    </Container>
  );
}
