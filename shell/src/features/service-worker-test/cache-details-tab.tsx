import { Typography } from '@mimea/shared/ui/core';
import { Alert } from '@mimea/shared/ui/controls';
import { List, ListItem, ListItemText } from '@mimea/shared/ui/details';
import { CACHE_NAME } from '../../domain/offline/cache-rules';
import { formatBytes } from '../../domain/service-worker-test/format-bytes';
import { CACHE_CHECK_FAILED, type CacheStatus } from './use-cache-status';

/** Every URL in the shop's cache with its size, or why there is none. */
export function CacheDetailsTab({ cache }: { cache: CacheStatus }) {
  const { items, totalBytes } = cache.report;
  if (cache.state === 'failed') return <Alert severity="error">{CACHE_CHECK_FAILED}</Alert>;
  if (cache.state === 'checking' && items.length === 0) return <Typography>Checking the cache…</Typography>;
  if (items.length === 0) return <Typography>No cached items</Typography>;
  return (
    <>
      <Typography variant="h6" component="h2">
        {items.length} cached {items.length === 1 ? 'item' : 'items'} in {CACHE_NAME} ({formatBytes(totalBytes)})
      </Typography>
      <List dense aria-label="Cached resources">
        {items.map((item) => (
          <ListItem key={item.url} divider>
            <ListItemText
              primary={item.url}
              secondary={formatBytes(item.size)}
              slotProps={{ primary: { sx: { wordBreak: 'break-all', fontFamily: 'monospace', fontSize: '0.85rem' } } }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
