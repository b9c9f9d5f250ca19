import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Link as RouterLink, chatLink, phoneLink } from '@mimea/shared';
import { nopfContent } from '../../content/nopf-content';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The fertilizer popup as a controlled dialog. The fertilizer issue adds the carousel, the 8 s
 * close delay and the when-to-show rules; the shell mounts it app-wide then.
 */
export default function FertilizerPopup({ open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="fertilizer-popup-title">
      <DialogTitle id="fertilizer-popup-title">{nopfContent.name}</DialogTitle>
      <DialogContent>
        <Typography>{nopfContent.tagline}</Typography>
      </DialogContent>
      <DialogActions>
        <Button href={chatLink(nopfContent.enquiryMessage)} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          Order Now
        </Button>
        <Button component={RouterLink} to="/nopf" onClick={onClose}>
          Learn More
        </Button>
        <Button href={phoneLink()} onClick={onClose}>
          Call Us
        </Button>
      </DialogActions>
    </Dialog>
  );
}
