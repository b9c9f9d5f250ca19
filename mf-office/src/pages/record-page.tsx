// /office/record (owner): the access record, newest first, by account and by order.
import { useCallback, useState, type FormEvent } from 'react';
import { Box, Typography, useTheme } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress } from '@mimea/shared/ui/controls';
import { TextField } from '@mimea/shared/ui/forms';
import { Pagination } from '@mimea/shared/ui/navigation';
import { useMediaQuery } from '@mimea/shared/ui/office';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import { faultMessage } from '../domain/office-fault';
import { formatWhen, statusText } from '../domain/office-format';
import type { OfficeApi } from '../domain/office-api';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { useOfficeAnswer } from '../features/session/use-office-answer';

export default function RecordPage() {
  useOfficeTitle('Access record');
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [query, setQuery] = useState({ account: '', orderId: '', page: 1 });
  const [typed, setTyped] = useState({ account: '', orderId: '' });
  const { data, error } = useOfficeAnswer(useCallback((api: OfficeApi) => api.audit(query), [query]));

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ account: typed.account.trim(), orderId: typed.orderId.trim(), page: 1 });
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || 50))) : 1;

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Access record
      </Typography>
      <Box component="form" onSubmit={filter} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <TextField size="small" label="Account" value={typed.account} onChange={(event) => setTyped({ ...typed, account: event.target.value })} />
        <TextField size="small" label="Order ID" value={typed.orderId} onChange={(event) => setTyped({ ...typed, orderId: event.target.value })} />
        <Button type="submit" variant="outlined">
          Filter
        </Button>
      </Box>
      {error !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {faultMessage(error)}
        </Alert>
      )}
      {!data && error === null && <CircularProgress aria-label="Loading the record" />}
      {data && !wide && (
        <Box component="ol" aria-label="Access record" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {data.entries.map((entry, index) => (
            <Box component="li" key={`${entry.at}-${index}`} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
              <Typography variant="body2" color="textSecondary">
                {formatWhen(entry.at)} · {entry.account}
                {entry.network ? ` · ${entry.network}` : ''}
              </Typography>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {statusText(entry.action)}
                {entry.orderId ? `: ${entry.orderId}` : ''}
              </Typography>
              {entry.reason && <Typography variant="body2">Reason: {entry.reason}</Typography>}
            </Box>
          ))}
        </Box>
      )}
      {data && wide && (
        <TableContainer>
          <Table size="small" aria-label="Access record">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Order</TableCell>
                <TableCell>Reason</TableCell>
                <TableCell>Network</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.entries.map((entry, index) => (
                <TableRow key={`${entry.at}-${index}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(entry.at)}</TableCell>
                  <TableCell>{entry.account}</TableCell>
                  <TableCell>{statusText(entry.action)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.orderId ?? ''}</TableCell>
                  <TableCell>{entry.reason ?? ''}</TableCell>
                  <TableCell>{entry.network ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && <Pagination sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} count={pages} page={query.page} onChange={(_event, page: number) => setQuery({ ...query, page })} />}
    </>
  );
}
