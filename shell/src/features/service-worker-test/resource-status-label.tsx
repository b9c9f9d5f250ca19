// MUI's Chip straight from @mui/material: only this page of the shell draws coloured status chips,
// and the group that shares it, @mimea/shared/ui/office, is the back office's, provided by its
// page alone (no shopper's page loads it).
// eslint-disable-next-line no-restricted-imports -- see above
import { Chip } from '@mui/material';
import type { ResourceTestStatus } from '../../domain/service-worker-test/resource-tests';

const LOOK: Record<ResourceTestStatus | 'not-run', { text: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  'not-run': { text: 'Not run', color: 'default' },
  pending: { text: 'Pending', color: 'info' },
  success: { text: 'Success', color: 'success' },
  error: { text: 'Error', color: 'error' },
};

/** A row's status in words (the colour is only a second hint). */
export function ResourceStatusLabel({ status }: { status: ResourceTestStatus | null }) {
  const { text, color } = LOOK[status ?? 'not-run'];
  return <Chip label={text} color={color} size="small" variant={status === 'pending' || status === null ? 'outlined' : 'filled'} />;
}
