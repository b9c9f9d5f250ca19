import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { LabelledInput } from '../forms/labelled-input';

/** The footer sign-up: an e-mail (required), Subscribe, and the 10% first-order offer. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) return;
    setSubscribed(email.trim());
    setEmail('');
  };

  return (
    <Box component="section" aria-labelledby="newsletter-title">
      <Typography id="newsletter-title" variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        Join our newsletter
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5, opacity: 0.9 }}>
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
        <Button type="submit" variant="contained" color="secondary">
          Subscribe
        </Button>
      </Box>
      {subscribed && (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          Thank you for subscribing, {subscribed}! Use code WELCOME10 at checkout for 10% off your first order.
        </Alert>
      )}
    </Box>
  );
}
