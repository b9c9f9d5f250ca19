// The registration's alarm (GET /api/office/payments/registration): when M-Pesa does not send the
// till's confirmations where this shop listens, till payments stop confirming themselves and
// the owner must act. Shown at the top of Payments and Today; nothing when all is well.
import { Alert, AlertTitle } from '@mimea/shared/ui/controls';
import type { PaymentsRegistration } from '../../domain/office-types';

export function RegistrationAlarm({ registration }: { registration: PaymentsRegistration | null }) {
  if (!registration?.alarm) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      <AlertTitle>Till payments are not confirming themselves</AlertTitle>
      {registration.alarm}
    </Alert>
  );
}
