import { Typography } from '@mimea/shared/ui/core';
import { Alert, Button, Stack } from '@mimea/shared/ui/controls';
import { resourceTestsSummaryText, summarizeResourceTests, type ResourceTestResult } from '../../domain/service-worker-test/resource-tests';
import { ResourceTestsTable, type ResourceTestRow } from './resource-tests-table';
import type { TestedResource } from '../../domain/service-worker-test/tested-resources';
import type { TestedResourcesState } from './use-tested-resources';

interface Props {
  resources: TestedResourcesState;
  onReloadResources: () => void;
  /** The current run's results; empty before the first run. */
  results: readonly ResourceTestResult[];
  onRun: () => void;
  errorCount: number;
  onClearErrorLog: () => void;
}

const notRun = (resource: TestedResource): ResourceTestRow => ({ ...resource, status: null, size: null, loadTime: null, error: null });

/** The Run button, the table of resources and, when errors were logged, a way to clear them. */
export function ResourceTestsTab({ resources, onReloadResources, results, onRun, errorCount, onClearErrorLog }: Props) {
  const rows: readonly ResourceTestRow[] = results.length > 0 ? results : resources.resources.map(notRun);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Button variant="contained" onClick={onRun} disabled={resources.state !== 'ready'}>
          Run Resource Tests
        </Button>
        {errorCount > 0 ? (
          <Button variant="outlined" color="error" onClick={onClearErrorLog}>
            Clear Error Log
          </Button>
        ) : null}
        <Typography role="status" aria-live="polite" color="textSecondary">
          {resourceTestsSummaryText(summarizeResourceTests(results))}
        </Typography>
      </Stack>
      {resources.state === 'loading' ? <Typography>Reading the shop&apos;s runtime config…</Typography> : null}
      {resources.state === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={onReloadResources}>
              Try again
            </Button>
          }
        >
          The runtime config could not be read, so the remotes&apos; files are unknown: {resources.message}
        </Alert>
      ) : null}
      {rows.length > 0 ? <ResourceTestsTable rows={rows} /> : null}
    </Stack>
  );
}
