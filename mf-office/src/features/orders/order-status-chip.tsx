import { Chip } from '@mimea/shared/ui/office';
import { flagText, statusText } from '../../domain/office-format';

/** The status, and the payment's flag when it has one (dark text on light colours: AA). */
export function OrderStatusChips({ status, flag }: { status: string; flag: string | null }) {
  return (
    <>
      <Chip size="small" label={statusText(status)} sx={{ bgcolor: 'primary.light', color: '#FFFFFF', mr: 0.5 }} />
      {flag && <Chip size="small" label={`Flag: ${flagText(flag)}`} sx={{ bgcolor: 'secondary.light', color: 'text.primary' }} />}
    </>
  );
}
