// The till statement as M-Pesa's organisation portal exports it (docs/payments.md, "The till
// statement"): a few lines about the account and the period, then a header row (Receipt No.,
// Completion Time, Initiation Time, Details, Transaction Status, Paid In, Withdrawn, Balance,
// Balance Confirmed, Reason Type, Other Party Info, Linked Transaction ID, A/C No.), one line per
// transaction. Read by the header's names, not positions; times are East Africa Time.
import { amountOf, receiptOf } from '../daraja/lenient-fields';

export interface StatementLine {
  receipt: string;
  completedAt: Date | null;
  /** KES paid into the till; 0 for a line that took money out. */
  paidIn: number;
  status: string;
  /** The payer as the portal masks it (`254712***678`), or null. */
  msisdn: string | null;
  firstName: string | null;
  account: string | null;
  reasonType: string;
}

export type StatementRead = { ok: true; lines: StatementLine[] } | { ok: false; error: string };

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** "02-12-2026 10:30:15" (DD-MM-YYYY, East Africa Time, UTC+3) → the moment; null when it is not that. */
export function statementTime(text: string): Date | null {
  const match = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year, hour, minute, second] = match.map(Number) as [number, number, number, number, number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour - 3, minute, second));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** "254712***678 - John Doe" → the masked number and the first name. */
function otherParty(text: string): { msisdn: string | null; firstName: string | null } {
  const [number, ...names] = text.split(' - ');
  const msisdn = number?.trim() && /^[\d*+]{6,20}$/.test(number.trim()) ? number.trim() : null;
  const firstName = names.join(' - ').trim().split(/\s+/)[0] || null;
  return { msisdn, firstName: firstName?.slice(0, 100) ?? null };
}

const REQUIRED = ['Receipt No.', 'Completion Time', 'Paid In', 'Transaction Status'] as const;

export function readStatement(text: string): StatementRead {
  const rows = csvRows(text.replace(/^\uFEFF/, ''));
  const headerAt = rows.findIndex((row) => row.some((cell) => cell.trim() === 'Receipt No.'));
  if (headerAt < 0) return { ok: false, error: 'This is not an M-Pesa till statement: it has no "Receipt No." column. Export the statement as CSV from the M-Pesa organisation portal.' };
  const header = rows[headerAt]!.map((cell) => cell.trim());
  const missing = REQUIRED.filter((name) => !header.includes(name));
  if (missing.length > 0) return { ok: false, error: `This statement has no ${missing.map((name) => `"${name}"`).join(', ')} column.` };
  const at = (row: string[], name: string) => (header.indexOf(name) >= 0 ? (row[header.indexOf(name)] ?? '').trim() : '');
  const lines: StatementLine[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    const receipt = receiptOf(at(row, 'Receipt No.'));
    if (receipt === null) continue;
    const party = otherParty(at(row, 'Other Party Info'));
    lines.push({
      receipt,
      completedAt: statementTime(at(row, 'Completion Time')),
      paidIn: amountOf(at(row, 'Paid In')) ?? 0,
      status: at(row, 'Transaction Status'),
      ...party,
      account: at(row, 'A/C No.') || null,
      reasonType: at(row, 'Reason Type'),
    });
  }
  return { ok: true, lines };
}
