import { Box, Button, Container, Typography } from '@mui/material';
import { ChatIcon, PhoneIcon, chatLink, phoneLink } from '@mimea/shared';
import { nopfContent } from '../content/nopf-content';

/** The fertilizer landing page (`/nopf`). The fertilizer issue adds every section of the spec. */
export default function NopfPage() {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {nopfContent.name} ({nopfContent.shortName})
      </Typography>
      <Typography sx={{ mb: 2 }}>{nopfContent.tagline}</Typography>
      <Typography sx={{ mb: 3 }}>{nopfContent.packs}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<ChatIcon />} href={chatLink(nopfContent.orderMessage)} target="_blank" rel="noopener noreferrer">
          Buy Now
        </Button>
        <Button variant="outlined" startIcon={<PhoneIcon />} href={phoneLink()}>
          Talk to a Consultant
        </Button>
      </Box>
    </Container>
  );
}
