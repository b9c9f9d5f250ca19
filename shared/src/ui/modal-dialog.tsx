import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

interface Props {
  /** Shown as a modal while true; kept in the page, hidden, while false. */
  open: boolean;
  /** Escape, a click on the backdrop or another close request (Android's back): the owner decides. */
  onCloseRequest: () => void;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A modal <dialog>: the browser gives it the top layer, the inert page behind it, its backdrop,
 * and the focus given back on close(). Used instead of MUI's Dialog and Drawer where they would
 * be the only reason for the overlays group (Modal, focus trap, Popover: ~16 KB gzipped) on a
 * page's first load. The dialog itself takes the focus when it opens, as MUI's do.
 */
export function ModalDialog({ open, onCloseRequest, sx, children, ...labels }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // Opened after the commit that drew it, in a task of its own: showModal() makes the whole page
  // behind inert (a style pass over every element), which on a phone would lengthen the commit
  // into one long task (the fertilizer popup on a first visit). Hidden until then: a <dialog>
  // without `open` is not shown.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return;
    dialog.showModal();
    dialog.focus();
  }, [open]);
  // Closed in a layout effect: its cleanup runs while the dialog is still in the page, also when
  // the owner unmounts it, so close() gives the focus back to what had it before.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);
  // Escape is handled here and its default stopped: the browser would otherwise close the dialog
  // itself on a second press that the owner refused (a cancel it lets a page refuse only once).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCloseRequest();
  };
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onCloseRequest();
  };
  // The dialog has no padding: a click whose target is the dialog itself is on its backdrop.
  const onClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onCloseRequest();
  };
  return (
    <Box
      component="dialog"
      ref={ref}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
      {...labels}
      sx={[
        {
          p: 0,
          border: 0,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 24,
          overflowY: 'auto',
          '&:focus': { outline: 0 },
          '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
