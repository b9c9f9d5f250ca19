// The products' CSV import (docs/office.md, "Products"): the export edited in a spreadsheet,
// pasted or chosen as a file, then previewed: every change (product, field, from → to) and every
// problem of a line, in words. Apply sends the same text; the service applies all of it in one
// transaction, or nothing when any line has a problem.
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Box, Typography } from '@mimea/shared/ui/core';
import { Alert, Button } from '@mimea/shared/ui/controls';
import { TextField } from '@mimea/shared/ui/forms';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mimea/shared/ui/table';
import { applyImport, previewImport } from '../../domain/catalogue-api';
import type { ImportPreview } from '../../domain/catalogue-types';
import { faultMessage } from '../../domain/office-fault';
import { FIELD_WORDS, valueText } from '../../domain/product-form';
import { plural } from '../../domain/payments-words';
import { useOfficeSession } from '../../components/session/session-context';
import { readFileText } from '../../components/files/read-file-text';

/** The largest file read into the page (the service takes 1 MB). */
const MAX_BYTES = 1024 * 1024;

function PreviewTables({ preview }: { preview: ImportPreview }) {
  return (
    <>
      {preview.problems.length > 0 && (
        <Alert severity="error" role="alert">
          <Typography sx={{ fontWeight: 600 }}>{plural(preview.problems.length, 'problem', 'problems')}: nothing can be applied until each is fixed.</Typography>
          <Box component="ul" aria-label="Problems" sx={{ m: 0, pl: 2 }}>
            {preview.problems.map((problem, index) => (
              <li key={`${problem.line}-${index}`}>
                Line {problem.line}
                {problem.id ? ` (${problem.id})` : ''}: {problem.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {preview.changes.length === 0 ? (
        <Typography role="status">No change: the file says what the products are already.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Changes">
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell>Field</TableCell>
                <TableCell>From</TableCell>
                <TableCell>To</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.changes.map((change) => (
                <TableRow key={`${change.id}-${change.field}`}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.name}</TableCell>
                  <TableCell>{FIELD_WORDS[change.field]}</TableCell>
                  <TableCell>{valueText(change.field, change.from)}</TableCell>
                  <TableCell>{valueText(change.field, change.to)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

export function CatalogueImport({ onApplied }: { onApplied: () => void }) {
  const { run } = useOfficeSession();
  const fileId = useId();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  /** The text the preview is of: Apply sends exactly that. */
  const [previewed, setPreviewed] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFailure(null);
    if (file.size > MAX_BYTES) return setFailure(`${file.name} is larger than 1 MB. Import the products in parts.`);
    try {
      setCsv(await readFileText(file));
      setPreview(null);
    } catch {
      setFailure('This file could not be read. Choose it again.');
    }
  };

  const askPreview = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    if (!csv.trim()) return setFailure('Paste the CSV or choose its file first.');
    setBusy(true);
    try {
      setPreview(await run((api) => previewImport(api, csv)));
      setPreviewed(csv);
    } catch (error) {
      setFailure(faultMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await run((api) => applyImport(api, previewed));
      setDone(`Applied ${plural(result.changes.length, 'change', 'changes')}.`);
      setPreview(null);
      setCsv('');
      onApplied();
    } catch (error) {
      setFailure(`Nothing was imported. ${faultMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const canApply = preview !== null && preview.problems.length === 0 && preview.changes.length > 0 && previewed === csv;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography>
        Export the CSV, change prices, sale prices, stock or hidden in a spreadsheet, and paste it here or choose the file. Nothing changes until you have seen the
        preview and chosen Apply.
      </Typography>
      <Box component="form" onSubmit={askPreview} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          label="CSV to import"
          multiline
          minRows={4}
          maxRows={12}
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
          helperText="Columns: id,name,price,sale_price,stock,hidden (as the export has them)."
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography component="label" htmlFor={fileId} sx={{ fontWeight: 600 }}>
            Or choose the CSV file
          </Typography>
          <Box component="input" id={fileId} type="file" accept=".csv,text/csv" onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)} sx={{ maxWidth: '100%' }} />
        </Box>
        <Box>
          <Button type="submit" variant="outlined" disabled={busy}>
            Preview the changes
          </Button>
        </Box>
      </Box>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {preview && (
        <Box component="section" aria-label="Preview" sx={{ display: 'grid', gap: 1.5 }}>
          <PreviewTables preview={preview} />
          {previewed !== csv && <Typography role="status">The text changed after this preview: preview it again.</Typography>}
          <Box>
            <Button variant="contained" disabled={!canApply || busy} onClick={() => void apply()}>
              {preview.changes.length > 0 ? `Apply ${plural(preview.changes.length, 'change', 'changes')}` : 'Apply'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
