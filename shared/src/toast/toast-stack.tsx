import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { attachToastStack } from './show-toast';
import { toastContent } from '../ui/toast-content';

/** One toast stack: three at a time, at the top, each gone after 3.5 s. */
export default function ToastStack() {
  useEffect(() => attachToastStack(({ text, variant }) => enqueueSnackbar(toastContent(text), { variant })), []);
  return <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={3500} />;
}
