import { useId, useState, type FormEvent } from 'react';
import { Box, Typography } from '@mui/material';
import { LabelledInput } from './labelled-input';
import { ShopAlert } from '../ui/shop-alert';
import { ShopButton } from '../ui/shop-button';
import { useDrawingServerHtml } from '../server-html/use-drawing-server-html';

interface Props {
  /** The heading; the footer and the home page word it differently. */
  title?: string;
  /** Light text for a dark background (the footer). */
  onDark?: boolean;
}

/**
 * Subscribe, not before the page is live: the browser would send the form itself, and reload.
 * A component of its own, so the end of hydration (a synchronous render, on every page's
 * footer) redraws this button alone, not the form.
 */
function SubscribeButton() {
  const serverHtml = useDrawingServerHtml();
  return (
    <ShopButton type="submit" variant="contained" color="secondary" disabled={serverHtml}>
      Subscribe
    </ShopButton>
  );
}

/** The newsletter sign-up: an e-mail (required), Subscribe, and the 10% first-order offer. */
export function NewsletterForm({ title = 'Join our newsletter', onDark = false }: Props) {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) return;
    setSubscribed(email.trim());
    setEmail('');
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5, opacity: onDark ? 0.9 : 1 }}>
        Health tips and offers in your inbox. Subscribe and get 10% off your first order.
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <LabelledInput
          label="Email address"
          type="email"
          name="email"
          required
          value={email}
          onChange={setEmail}
          autoComplete="email"
          sx={{ flex: '1 1 220px', bgcolor: '#fff', borderRadius: 1 }}
        />
        <SubscribeButton />
      </Box>
      {subscribed && (
        <ShopAlert severity="success" role="status" style={{ marginTop: 12 }}>
          Thank you for subscribing, {subscribed}! Use code WELCOME10 at checkout for 10% off your first order.
        </ShopAlert>
      )}
    </Box>
  );
}
