import type { SxProps, Theme } from '@mui/material';

/**
 * The M-Pesa dialog's whole look, from its root (a ModalDialog, the browser's <dialog>): its
 * steps are the browser's elements with these classes. The values are MUI's Dialog (xs, full
 * width), DialogTitle, DialogContent and DialogActions, so the dialog looks as it did when it
 * was drawn with them, without MUI's overlays group (Modal, focus trap, transitions) and with
 * fewer components to render when it opens (issue 41: the opening tap within 100 ms).
 */
export const mpesaDialogSx: SxProps<Theme> = (theme) => ({
  width: 'calc(100% - 64px)',
  maxWidth: 444,
  maxHeight: 'calc(100% - 64px)',
  borderRadius: `${theme.shape.borderRadius}px`,
  '& .mpesa-title': { ...theme.typography.h6, margin: 0, padding: '16px 24px' },
  '& .mpesa-content': { padding: '0 24px 20px', overflowY: 'auto' },
  '& .mpesa-content-centred': { paddingBlock: theme.spacing(4), textAlign: 'center' },
  '& .mpesa-actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: theme.spacing(1), padding: '8px 24px 16px' },
  '& .mpesa-actions-stacked': { flexDirection: 'column', flexWrap: 'nowrap', alignItems: 'stretch' },
  '& .mpesa-text': { ...theme.typography.body1, margin: 0, outline: 'none' },
  '& .mpesa-small': { ...theme.typography.body2, margin: 0 },
  '& .mpesa-muted': { color: theme.palette.text.secondary },
  '& .mpesa-step-title': { ...theme.typography.subtitle1, margin: 0, fontWeight: 700 },
  '& .mpesa-steps': { ...theme.typography.body1, paddingLeft: theme.spacing(2.5), marginBlock: theme.spacing(1), '& li': { marginBottom: theme.spacing(0.5) } },
  '& .mpesa-status': { display: 'flex', gap: theme.spacing(2), alignItems: 'flex-start', '& > .shop-spinner': { flex: 'none', marginTop: 4 } },
  '& .mpesa-verifying': { ...theme.typography.h6, margin: `${theme.spacing(2)} 0 0` },
});
