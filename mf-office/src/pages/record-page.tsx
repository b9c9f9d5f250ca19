// /office/record (owner): the access record, newest first, filtered by shop days (from, to), an
// account, an order and an action; exported as CSV with the same filters; whether its hash chain
// holds ("The record is intact: N entries checked." or where it breaks); and each entry's detail in
// words (an order action: which action and why; a search: what kind and which orders were shown).
import { useCallback, useState, type FormEvent } from 'react';
import { Box, Typography, useTheme } from '@mimea/shared/ui/core';
import { Alert, Button, CircularProgress } from '@mimea/shared/ui/controls';
import { MenuItem, TextField } from '@mimea/shared/ui/forms';
import { Pagination } from '@mimea/shared/ui/navigation';
import { useMediaQuery } from '@mimea/shared/ui/office';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import type { AuditQuery, OfficeApi } from '../domain/office-api';
import { ExportButton } from '../components/files/export-button';
import { faultMessage } from '../domain/office-fault';
import { AUDIT_ACTIONS, auditActionText, auditDetailText, formatWhen } from '../domain/office-format';
import type { AuditChain, AuditEntry } from '../domain/office-types';
import { useOfficeTitle } from '../features/chrome/use-office-title';
import { useOfficeAnswer } from '../features/session/use-office-answer';

interface Filters {
  from: string;
  to: string;
  account: string;
  orderId: string;
  action: string;
}

const NO_FILTERS: Filters = { from: '', to: '', account: '', orderId: '', action: '' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the API takes them: what is set, trimmed. */
function queryOf(filters: Filters, page: number): AuditQuery {
  const query: AuditQuery = { page };
  for (const key of ['from', 'to', 'account', 'orderId', 'action'] as const) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

function ChainStatus({ chain }: { chain: AuditChain | null }) {
  if (!chain) return null;
  if (chain.ok) {
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        The record is intact: {chain.rows === 1 ? '1 entry' : `${chain.rows} entries`} checked.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      The record has been tampered with: entry {chain.brokenAt} does not follow from the one before it, so it or an entry before it was changed or removed after it was
      written. {chain.rows === 1 ? '1 entry' : `${chain.rows} entries`} checked. Keep this page and the database as they are, and find out who can reach the database.
    </Alert>
  );
}

function who(entry: AuditEntry): string {
  if (!entry.username) return 'nobody signed in';
  return entry.role ? `${entry.username} (${entry.role})` : entry.username;
}

export default function RecordPage() {
  useOfficeTitle('Access record');
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [problem, setProblem] = useState<string | null>(null);
  const query = queryOf(applied, page);
  const { data, error, reload } = useOfficeAnswer(useCallback((api: OfficeApi) => api.audit(queryOf(applied, page)), [applied, page]));

  const filter = (event: FormEvent) => {
    event.preventDefault();
    if ((typed.from && !DAY.test(typed.from)) || (typed.to && !DAY.test(typed.to))) return setProblem('Choose the days with the calendar, as YYYY-MM-DD.');
    if (typed.from && typed.to && typed.from > typed.to) return setProblem('The first day comes after the last one.');
    setProblem(null);
    setApplied({ ...typed });
    setPage(1);
  };
  const change = (key: keyof Filters) => (event: { target: { value: string } }) => setTyped({ ...typed, [key]: event.target.value });
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || 50))) : 1;

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1">
          Access record
        </Typography>
        {/* The filters shown, not the ones typed and not yet applied. */}
        <ExportButton file={(api) => api.auditCsv(query)} filename="mimea-access-record.csv" size="small" />
      </Box>
      <Box
        component="form"
        aria-label="Filter the record"
        onSubmit={filter}
        noValidate
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr)) auto' }, alignItems: 'start', mb: 2 }}
      >
        <TextField size="small" type="date" label="From day" value={typed.from} onChange={change('from')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label="To day" value={typed.to} onChange={change('to')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" label="Account" value={typed.account} onChange={change('account')} slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 100 } }} />
        <TextField size="small" label="Order ID" value={typed.orderId} onChange={change('orderId')} slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 100 } }} />
        <TextField select size="small" label="Action" value={typed.action} onChange={change('action')}>
          <MenuItem value="">Any action</MenuItem>
          {Object.entries(AUDIT_ACTIONS).map(([action, words]) => (
            <MenuItem key={action} value={action}>
              {words}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" sx={{ height: 40 }}>
          Filter
        </Button>
      </Box>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {error !== null && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} action={<Button color="inherit" onClick={reload}>Try again</Button>}>
          {faultMessage(error)}
        </Alert>
      )}
      {!data && error === null && <CircularProgress aria-label="Loading the record" />}
      {data && <ChainStatus chain={data.chain} />}
      {data && data.entries.length === 0 && <Typography sx={{ py: 2 }}>No entries for these filters.</Typography>}
      {data && data.entries.length > 0 && !wide && (
        <Box component="ol" aria-label="Access record" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {data.entries.map((entry) => {
            const detail = auditDetailText(entry.action, entry.detail);
            return (
              <Box component="li" key={entry.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                <Typography variant="body2" color="textSecondary">
                  {formatWhen(entry.at)} · {who(entry)}
                  {entry.network ? ` · ${entry.network}` : ''}
                </Typography>
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  {auditActionText(entry.action)}
                  {entry.orderId ? `: ${entry.orderId}` : ''}
                </Typography>
                {detail && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {detail}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {data && data.entries.length > 0 && wide && (
        <TableContainer>
          <Table size="small" aria-label="Access record">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Order</TableCell>
                <TableCell>Detail</TableCell>
                <TableCell>Network</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(entry.at)}</TableCell>
                  <TableCell>{who(entry)}</TableCell>
                  <TableCell>{auditActionText(entry.action)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.orderId ?? ''}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{auditDetailText(entry.action, entry.detail) ?? ''}</TableCell>
                  <TableCell>{entry.network ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && <Pagination sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} count={pages} page={page} onChange={(_event, next: number) => setPage(next)} />}
    </>
  );
}
