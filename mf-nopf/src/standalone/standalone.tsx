import { useState } from 'react';
import { Button } from '@mui/material';
import { renderStandalone } from '@mimea/shared';
import NopfPage from '../pages/nopf-page';
import FertilizerPopup from '../features/popup/fertilizer-popup';

function PopupPreview() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button sx={{ m: 2 }} variant="outlined" onClick={() => setOpen(true)}>
        Show the popup
      </Button>
      <FertilizerPopup open={open} onClose={() => setOpen(false)} />
    </>
  );
}

renderStandalone('nopf', [
  { path: '/nopf', element: <NopfPage />, label: 'Landing page' },
  { path: '/popup', element: <PopupPreview />, label: 'Popup' },
]);
