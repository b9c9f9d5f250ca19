import { useState } from 'react';
import { Box, Typography, styled } from '@mimea/shared/ui/core';
import { ChatIcon, CloseIcon, ModalDialog, PhoneIcon, ShopButton, ShopIconButton, VisuallyHidden, chatLink, phoneLink } from '@mimea/shared';
import { enquiryMessage, popupContent } from '../../domain/popup-content';
import { PopupCarousel } from './popup-carousel';
import { useCloseHold } from './use-close-hold';

const text = popupContent;
const WAIT_ID = 'fertilizer-popup-wait';

/** Close, on a white disc over the pictures; while it waits, hovering or focusing it shows why. */
const CloseButton = styled(ShopIconButton)(({ theme }) => ({
  '&&': {
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.shadows[1],
    [`&:hover + #${WAIT_ID}, &:focus-visible + #${WAIT_ID}`]: { display: 'block' },
  },
}));

interface Props {
  /** Called when the shopper closes the popup once closing is allowed. */
  onClose: () => void;
}

/**
 * The fertilizer popup while it is open (mounted with it, so the 8-second hold starts then).
 * The close button, the backdrop, Escape and the three actions close it only once the hold is
 * over; before that the actions still open the chat, the page or the call, and the close button
 * explains 'Please wait...'.
 *
 * A modal <dialog> (ModalDialog), not MUI's Dialog: the overlays group stays out of the first
 * visit of every page the popup shows on.
 */
export function FertilizerDialog({ onClose }: Props) {
  const active = useCloseHold();
  const [hinted, setHinted] = useState(false);
  const closeIfActive = () => {
    if (active) onClose();
  };
  return (
    <ModalDialog
      open
      onCloseRequest={closeIfActive}
      aria-labelledby="fertilizer-popup-title"
      aria-describedby="fertilizer-popup-text"
      // MUI's xs dialog, scrolled within when taller than the screen.
      sx={{ width: 'calc(100% - 64px)', maxWidth: 444, maxHeight: 'calc(100% - 64px)', borderRadius: 1 }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
        <CloseButton
          aria-label={text.close}
          aria-disabled={!active}
          aria-describedby={active ? undefined : WAIT_ID}
          onClick={() => (active ? onClose() : setHinted(true))}
          style={{ opacity: active ? 1 : 0.5, cursor: active ? 'pointer' : 'not-allowed' }}
        >
          <CloseIcon />
        </CloseButton>
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
      <Typography id="fertilizer-popup-title" variant="h6" component="h2" sx={{ px: 3, pt: 2, pb: 0.5, pr: 2 }}>
        {text.title}
      </Typography>
      <Box sx={{ px: 3, pb: 2.5 }}>
        <Typography id="fertilizer-popup-text" sx={{ mb: 2 }}>
          {text.text}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <ShopButton variant="contained" startIcon={<ChatIcon />} href={chatLink(enquiryMessage)} target="_blank" rel="noopener noreferrer" onClick={closeIfActive}>
            {text.orderNow}
          </ShopButton>
          <ShopButton variant="outlined" to="/nopf" onClick={closeIfActive}>
            {text.learnMore}
            {/* Said to screen readers and search engines: "Learn More" alone names no subject. */}
            <VisuallyHidden> about the NOPF fertilizer</VisuallyHidden>
          </ShopButton>
          <ShopButton variant="text" startIcon={<PhoneIcon />} href={phoneLink()} onClick={closeIfActive}>
            {text.callUs}
          </ShopButton>
        </Box>
      </Box>
    </ModalDialog>
  );
}
