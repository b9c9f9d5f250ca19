import { useState } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mimea/shared/ui/core';
import { Dialog, DialogContent, DialogTitle } from '@mimea/shared/ui/overlays';
import { ChatIcon, CloseIcon, Link as RouterLink, PhoneIcon, VisuallyHidden, chatLink, phoneLink } from '@mimea/shared';
import { enquiryMessage, nopfContent } from '../../domain/nopf-content';
import { PopupCarousel } from './popup-carousel';
import { useCloseHold } from './use-close-hold';

const text = nopfContent.popup;
const WAIT_ID = 'fertilizer-popup-wait';

interface Props {
  /** Called when the shopper closes the popup once closing is allowed. */
  onClose: () => void;
}

/**
 * The fertilizer popup while it is open (mounted with it, so the 8-second hold starts then).
 * The close button, the backdrop, Escape and the three actions close it only once the hold is
 * over; before that the actions still open the chat, the page or the call, and the close button
 * explains 'Please wait...'.
 */
export function FertilizerDialog({ onClose }: Props) {
  const active = useCloseHold();
  const [hinted, setHinted] = useState(false);
  const closeIfActive = () => {
    if (active) onClose();
  };
  return (
    <Dialog open onClose={closeIfActive} aria-labelledby="fertilizer-popup-title" aria-describedby="fertilizer-popup-text" fullWidth maxWidth="xs" scroll="body">
      <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
        <IconButton
          aria-label={text.close}
          aria-disabled={!active}
          aria-describedby={active ? undefined : WAIT_ID}
          onClick={() => (active ? onClose() : setHinted(true))}
          sx={{
            bgcolor: 'background.paper',
            boxShadow: 1,
            opacity: active ? 1 : 0.5,
            cursor: active ? 'pointer' : 'not-allowed',
            '&:hover': { bgcolor: 'background.paper' },
            [`&:hover + #${WAIT_ID}, &:focus-visible + #${WAIT_ID}`]: { display: 'block' },
          }}
        >
          <CloseIcon />
        </IconButton>
        {!active && (
          <Box
            id={WAIT_ID}
            role="tooltip"
            sx={{
              display: hinted ? 'block' : 'none',
              position: 'absolute',
              top: '100%',
              right: 0,
              mt: 0.5,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              bgcolor: 'grey.800',
              color: 'common.white',
              fontSize: 13,
              whiteSpace: 'nowrap',
            }}
          >
            {text.wait}
          </Box>
        )}
      </Box>
      <PopupCarousel />
      <DialogTitle id="fertilizer-popup-title" sx={{ pb: 0.5, pr: 2 }}>
        {text.title}
      </DialogTitle>
      <DialogContent>
        <Typography id="fertilizer-popup-text" sx={{ mb: 2 }}>
          {text.text}
        </Typography>
        <Stack spacing={1}>
          <Button variant="contained" startIcon={<ChatIcon />} href={chatLink(enquiryMessage)} target="_blank" rel="noopener noreferrer" onClick={closeIfActive}>
            {text.orderNow}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/nopf" onClick={closeIfActive}>
            {text.learnMore}
            {/* Said to screen readers and search engines: "Learn More" alone names no subject. */}
            <VisuallyHidden> about the NOPF fertilizer</VisuallyHidden>
          </Button>
          <Button variant="text" startIcon={<PhoneIcon />} href={phoneLink()} onClick={closeIfActive}>
            {text.callUs}
          </Button>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
