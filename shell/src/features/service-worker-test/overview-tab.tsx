import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, Stack } from '@mimea/shared/ui/controls';
import { CACHE_NAME } from '../../domain/offline/cache-rules';
import { CacheSizeBar } from './cache-size-bar';
import { StatusRow } from './status-row';
import { formatBytes } from '../../domain/service-worker-test/format-bytes';
import { CACHE_CHECK_FAILED, type CacheStatus } from './use-cache-status';
import type { WorkerStatus } from './use-worker-registration';

const WORKER_STATUS_TEXT: Record<WorkerStatus, string> = {
  checking: 'Checking…',
  registered: 'Registered',
  'not-registered': 'Not registered',
};

interface Props {
  workerStatus: WorkerStatus;
  workerSupported: boolean;
  online: boolean;
  cache: CacheStatus;
  onRegister: () => void;
  onUnregister: () => void;
  onClearCache: () => void;
  onRefreshCache: () => void;
}

/** The worker's state, the connection, and the cache's size with its buttons. */
export function OverviewTab({ workerStatus, workerSupported, online, cache, onRegister, onUnregister, onClearCache, onRefreshCache }: Props) {
  const size = cache.state === 'failed' ? CACHE_CHECK_FAILED : cache.state === 'checking' && cache.report.items.length === 0 ? 'Checking…' : formatBytes(cache.report.totalBytes);
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="sw-overview-status">
        <Typography id="sw-overview-status" variant="h6" component="h2" gutterBottom>
          Status
        </Typography>
        <Stack spacing={1}>
          <StatusRow label="Service worker" value={WORKER_STATUS_TEXT[workerStatus]} good={workerStatus === 'checking' ? null : workerStatus === 'registered'} />
          <StatusRow label="Connection" value={online ? 'Online' : 'Offline'} good={online} />
        </Stack>
        {workerSupported ? null : (
          <Alert severity="info" sx={{ mt: 2 }}>
            This browser offers no service workers here (they need HTTPS or localhost), so the shop works without one.
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
          <Button variant="contained" onClick={onRegister}>
            Register Service Worker
          </Button>
          <Button variant="outlined" onClick={onUnregister}>
            Unregister Service Worker
          </Button>
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="sw-overview-cache">
        <Typography id="sw-overview-cache" variant="h6" component="h2" gutterBottom>
          Cache
        </Typography>
        <Typography sx={{ mb: 1 }}>
          Cache size ({CACHE_NAME}): <strong>{size}</strong>
        </Typography>
        <CacheSizeBar bytes={cache.report.totalBytes} />
        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
          <Button variant="outlined" color="warning" onClick={onClearCache}>
            Clear Cache
          </Button>
          <Button variant="outlined" onClick={onRefreshCache}>
            Refresh Cache Status
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
