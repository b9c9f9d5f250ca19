import { useState } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, Card, CardContent, Link } from '@mimea/shared/ui/controls';
import { faultMessage } from '../../domain/office-fault';
import { formatWhen, mailtoLink, telLink, whatsAppLink } from '../../domain/office-format';
import type { ShopMessage } from '../../domain/office-types';
import { useOfficeSession } from '../../components/session/session-context';

/** One message, the links that answer it, and "Mark replied". */
export function MessageCard({ message, onReplied }: { message: ShopMessage; onReplied: (message: ShopMessage) => void }) {
  const { run } = useOfficeSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const greeting = `Hello ${message.name}, thank you for writing to Mimea Naturals.`;
  const whatsApp = message.phone ? whatsAppLink(message.phone, greeting) : null;
  const tel = message.phone ? telLink(message.phone) : null;

  const markReplied = async () => {
    setBusy(true);
    setError(null);
    try {
      onReplied(await run((api) => api.markReplied(message.id)));
    } catch (failure) {
      setError(faultMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="li" variant="outlined" aria-label={`Message from ${message.name}`}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" sx={{ fontWeight: 600 }}>
            {message.name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {formatWhen(message.receivedAt)}
          </Typography>
        </Box>
        {message.productInterest && (
          <Typography variant="body2" color="textSecondary">
            About: {message.productInterest}
          </Typography>
        )}
        <Typography sx={{ my: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {message.email && <Link href={mailtoLink(message.email, 'Your message to Mimea Naturals')}>E-mail {message.email}</Link>}
          {whatsApp && (
            <Link href={whatsApp} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </Link>
          )}
          {tel && <Link href={tel}>Call {message.phone}</Link>}
        </Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ mt: 1 }}>
          {message.repliedAt ? (
            <Typography variant="body2" color="textSecondary">
              Replied {formatWhen(message.repliedAt)}
              {message.repliedBy ? ` by ${message.repliedBy}` : ''}
            </Typography>
          ) : (
            <Button variant="outlined" size="small" onClick={() => void markReplied()} disabled={busy}>
              Mark replied
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
