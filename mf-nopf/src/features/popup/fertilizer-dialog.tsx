import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mimea/shared/ui/core';
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
 *
 * A modal <dialog>, not MUI's Dialog: the browser gives it the top layer, the inert page behind
 * it, the focus moved in and given back on close(), and its backdrop. MUI's Dialog would bring
 * the overlays group (Modal, focus trap, Popover, Menu, Drawer: ~16 KB gzipped) into the first
 * visit of every page the popup shows on.
 */
export function FertilizerDialog({ onClose }: Props) {
  const active = useCloseHold();
  const [hinted, setHinted] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeIfActive = () => {
    if (active) onClose();
  };
  // The dialog itself takes the focus, as MUI's did: showModal() alone focuses the close button,
  // which would show 'Please wait...' at once. A layout effect's cleanup runs while the dialog is
  // still in the page: close() then gives the focus back to what had it before the popup opened.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    dialog?.focus();
    return () => dialog?.close();
  }, []);
  // Escape is handled here and its default stopped: the browser would otherwise close the dialog
  // itself on a second press during the hold (a cancel it lets a page refuse only once).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closeIfActive();
  };
  // Other close requests (Android's back gesture): the same rule.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    closeIfActive();
  };
  // The dialog itself has no padding: a click whose target is the dialog is on its backdrop.
  const onClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) closeIfActive();
  };
  return (
    <Box
      component="dialog"
      ref={dialogRef}
      aria-labelledby="fertilizer-popup-title"
      aria-describedby="fertilizer-popup-text"
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
      tabIndex={-1}
      sx={{
        // MUI's xs dialog, scrolled with the page when taller than the screen.
        width: 'calc(100% - 64px)',
        maxWidth: 444,
        maxHeight: 'calc(100% - 64px)',
        p: 0,
        border: 0,
        borderRadius: 1,
        overflowY: 'auto',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 24,
        '&:focus': { outline: 0 },
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
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
      <Typography id="fertilizer-popup-title" variant="h6" component="h2" sx={{ px: 3, pt: 2, pb: 0.5, pr: 2 }}>
        {text.title}
      </Typography>
      <Box sx={{ px: 3, pb: 2.5 }}>
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
      </Box>
    </Box>
  );
}
