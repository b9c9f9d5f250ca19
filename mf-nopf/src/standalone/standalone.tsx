import { useState } from 'react';
import { Button } from '@mimea/shared/ui/controls';
import { renderStandalone } from '@mimea/shared/dev';
import NopfPage from '../pages/nopf-page';
import FertilizerPopup from '../features/popup/fertilizer-popup';
import { FertilizerDialog } from '../features/popup/fertilizer-dialog';

/** The dialog on demand, whatever the stored flags say, to work on its looks. */
function PopupPreview() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button sx={{ m: 2 }} variant="outlined" onClick={() => setOpen(true)}>
        Show the popup
      </Button>
      {open && <FertilizerDialog onClose={() => setOpen(false)} />}
    </>
  );
}

renderStandalone('nopf', [
  {
    path: '/nopf',
    element: (
      <>
        <NopfPage />
        {/* As the shell mounts it: it shows by the stored flags' rules. */}
        <FertilizerPopup />
      </>
    ),
    label: 'Landing page',
  },
  { path: '/popup', element: <PopupPreview />, label: 'Popup preview' },
]);
