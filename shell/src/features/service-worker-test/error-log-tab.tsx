import { Box, Typography } from '@mimea/shared/ui/core';
import { Button, Stack } from '@mimea/shared/ui/controls';
import { errorCountText, type ErrorLogEntry } from '../../domain/service-worker-test/error-log';

interface Props {
  entries: readonly ErrorLogEntry[];
  onClear: () => void;
}

/** The logged errors, each with its resource, message, local time and stack. */
export function ErrorLogTab({ entries, onClear }: Props) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" role="status" aria-live="polite">
          {errorCountText(entries.length)}
        </Typography>
        <Button variant="outlined" onClick={onClear}>
          Clear Log
        </Button>
      </Stack>
      {entries.length === 0 ? (
        <Typography>No errors logged</Typography>
      ) : (
        <Box component="ol" aria-label="Logged errors" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry, index) => (
            // Entries are only ever added at the end or all cleared: the index is stable.
            <Box component="li" key={index} sx={{ borderLeft: 4, borderColor: 'error.main', pl: 2, py: 1, mb: 2 }}>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{entry.resource}</Typography>
              <Typography color="error">{entry.message}</Typography>
              <Typography variant="body2" color="textSecondary">
                <time dateTime={entry.timestamp}>{new Date(entry.timestamp).toLocaleString()}</time>
              </Typography>
              {entry.stack ? (
                <Box component="pre" sx={{ fontSize: '0.75rem', bgcolor: 'grey.100', p: 1, overflowX: 'auto', whiteSpace: 'pre-wrap', m: 0, mt: 1 }}>
                  {entry.stack}
                </Box>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
