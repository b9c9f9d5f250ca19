import { Typography } from '@mimea/shared/ui/core';
import { Paper } from '@mimea/shared/ui/controls';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import { formatBytes } from '../../domain/service-worker-test/format-bytes';
import { formatLoadTime } from '../../domain/service-worker-test/format-load-time';
import { ResourceStatusLabel } from './resource-status-label';
import type { ResourceTestResult, ResourceTestStatus } from '../../domain/service-worker-test/resource-tests';
import { cacheStrategyLabel } from '../../domain/service-worker-test/tested-resources';

/** A row of the table: a result, or a resource not tested yet (status null). */
export type ResourceTestRow = Omit<ResourceTestResult, 'status'> & { status: ResourceTestStatus | null };

const COLUMNS = ['Resource', 'Type', 'Cache Strategy', 'Status', 'Size', 'Load Time'] as const;

/** Every tested resource with the worker's strategy for it and the last run's result. */
export function ResourceTestsTable({ rows }: { rows: readonly ResourceTestRow[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" sx={{ minWidth: 880 }}>
        <caption>
          The shop&apos;s own files, each fetched through the service worker. The cache strategy is what the worker does with it.
        </caption>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} scope="col" align={column === 'Size' || column === 'Load Time' ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.url}>
              <TableCell component="th" scope="row" sx={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: '0.8rem' }}>
                {row.url}
              </TableCell>
              <TableCell>{row.type}</TableCell>
              <TableCell>{cacheStrategyLabel(row.expectedCacheStrategy)}</TableCell>
              <TableCell>
                <ResourceStatusLabel status={row.status} />
                {row.error ? (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                    {row.error}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{row.size === null ? '—' : formatBytes(row.size)}</TableCell>
              <TableCell align="right">{row.loadTime === null ? '—' : formatLoadTime(row.loadTime)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
