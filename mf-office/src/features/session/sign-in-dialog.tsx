// The sign-in in place: the session ended in the middle of something; once signed in again, what
// was being done runs (office-session.tsx). The page behind, and what was typed in it, stay.
import { useId } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mimea/shared/ui/overlays';
import { Typography } from '@mimea/shared/ui/core';
import type { OfficeSession } from '../../domain/office-types';
import { SignInForm } from './sign-in-form';

interface Props {
  open: boolean;
  username: string;
  onSignedIn: (session: OfficeSession) => void;
  onClose: () => void;
}

export function SignInDialog({ open, username, onSignedIn, onClose }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Sign in again</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>Your session ended. Sign in, and what you were doing will be done; nothing you typed is lost.</Typography>
        {open && <SignInForm username={username} onSignedIn={onSignedIn} />}
      </DialogContent>
    </Dialog>
  );
}
