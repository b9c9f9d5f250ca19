// The owner's import of the till statement (POST /api/office/payments/statement): the CSV file M-Pesa's
// organisation portal exports, sent as it is; the service finds each payment among those it
// knows, fills in what it lacked, and adds and matches the ones it missed. The report says so in
// a sentence and lists the lines that were new or changed. A file over 2 MB is refused before it
// is sent; a fault keeps the file chosen.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from '@mimea/shared';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button, Link } from '@mimea/shared/ui/controls';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import { faultMessage, isFault } from '../../domain/office-fault';
import { formatKES, formatWhen } from '../../domain/office-format';
import type { StatementReport } from '../../domain/office-types';
import { importStatement, STATEMENT_MAX_BYTES } from '../../domain/payments-api';
import { changedRows, OUTCOME_WORDS, plural, sizeText, statementNoteText, statementSummary } from '../../domain/payments-words';
import { useOfficeSession } from '../../components/session/session-context';
import { readFileText } from '../../components/files/read-file-text';

const MAX_TEXT = sizeText(STATEMENT_MAX_BYTES);

function failureText(error: unknown): string {
  if (isFault(error, 'too-large')) return 'The shop’s server refused the file as too large. Nothing was imported: export a shorter period and import each.';
  return faultMessage(error);
}

function ReportTable({ report }: { report: StatementReport }) {
  const rows = changedRows(report);
  const skipped = report.rows.filter((row) => row.outcome === 'skipped');
  return (
    <>
      {rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="New or changed lines">
            <TableHead>
              <TableRow>
                <TableCell>Receipt</TableCell>
                <TableCell>Completed</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>What happened</TableCell>
                <TableCell>Order</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => {
                const note = statementNoteText(row);
                return (
                  <TableRow key={`${row.receipt}-${index}`}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.receipt}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.completedAt ? formatWhen(row.completedAt) : ''}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatKES(row.amount)}
                    </TableCell>
                    <TableCell>
                      {OUTCOME_WORDS[row.outcome]}
                      {note ? `. ${note}` : ''}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {row.orderId ? (
                        <Link component={RouterLink} to={`/office/orders/${encodeURIComponent(row.orderId)}`}>
                          {row.orderId}
                        </Link>
                      ) : (
                        'None'
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {skipped.length > 0 && (
        <Box component="details" sx={{ mt: 1 }}>
          <summary>{plural(skipped.length, 'line skipped', 'lines skipped')}</summary>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {skipped.map((row, index) => (
              <li key={`${row.receipt}-${index}`}>
                {row.receipt || 'No receipt'} · {formatKES(row.amount)}
                {row.note ? `: ${row.note}` : ''}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}

export function StatementImport({ onImported }: { onImported: () => void }) {
  const { run } = useOfficeSession();
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<StatementReport | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setFailure(null);
    setProblem(chosen && chosen.size > STATEMENT_MAX_BYTES ? `${chosen.name} is ${sizeText(chosen.size)}: the shop takes a statement of at most ${MAX_TEXT}. Export a shorter period from the portal.` : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem('Choose the statement’s CSV file first.');
      input.current?.focus();
      return;
    }
    if (problem) return;
    setBusy(true);
    setFailure(null);
    setReport(null);
    let text: string;
    try {
      text = await readFileText(file);
    } catch {
      setFailure('This file could not be read. Choose it again.');
      setBusy(false);
      return;
    }
    try {
      setReport(await run((api) => importStatement(api, text)));
      onImported();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>
        In M-Pesa’s organisation portal, export the till’s statement of completed payments as CSV, and choose it here. Payments the shop knows are left as they are; those it
        missed are added and matched to their orders, as the till’s confirmation would have done.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ display: 'grid', gap: 0.5, flex: '1 1 16rem', minWidth: 0 }}>
          <Typography component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
            Till statement (CSV)
          </Typography>
          <Box
            component="input"
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={helpId}
            aria-invalid={problem !== null}
            onChange={choose}
            sx={{ maxWidth: '100%', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
          />
          <Typography id={helpId} variant="body2" color="textSecondary">
            The CSV file as the portal exports it, at most {MAX_TEXT}.
          </Typography>
        </Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Importing…' : 'Import the statement'}
        </Button>
      </Box>
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {report && (
        <>
          <Alert severity="success" role="status">
            {statementSummary(report)}
          </Alert>
          <ReportTable report={report} />
        </>
      )}
    </Box>
  );
}
