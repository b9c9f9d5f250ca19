// Daraja's callbacks as Safaricom really sent them (payments/daraja/real-bodies.json): bodies
// quoted in public issues, Safaricom's own samples and other projects' logs and fixtures, each
// with where it came from; none written by us. Every one is posted to the real service: it must
// be accepted, kept raw in the evidence journal and read (handled, or ignored as not the shop's),
// a till confirmation to the shop's till must be stored as a payment with its amount, and nothing
// personal in them may reach the log. The developers' own bodies are not the only judge.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { it } from 'node:test';
import { mpesaEvidence, mpesaPayments } from '../db/schema';
import { CALLBACK_SECRET, paymentService, simulators } from '../test-support/payment-fixture';
import { onEachEngine } from '../test-support/test-service';
import { callbackPaths, DEFAULT_TILL } from './daraja/daraja-settings';
import { promptStateOf } from './daraja/prompt-outcome';
import { EVIDENCE_KINDS, type EvidenceKind } from './evidence/evidence-kinds';

interface RealBody {
  kind: EvidenceKind;
  source: string;
  body: unknown;
}

const isKind = (value: unknown): value is EvidenceKind => typeof value === 'string' && (EVIDENCE_KINDS as readonly string[]).includes(value);

function loadCorpus(): RealBody[] {
  const parsed: unknown = JSON.parse(fs.readFileSync(new URL('./daraja/real-bodies.json', import.meta.url), 'utf8'));
  assert.ok(Array.isArray(parsed), 'real-bodies.json: a list');
  return parsed.map((entry: unknown, index) => {
    const { kind, source, body } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    assert.ok(isKind(kind), `real-bodies.json[${index}]: kind`);
    assert.ok(typeof source === 'string' && source.length > 0, `real-bodies.json[${index}]: source`);
    assert.ok(typeof body === 'object' && body !== null, `real-bodies.json[${index}]: body`);
    return { kind, source, body };
  });
}

const corpus = loadCorpus();
const paths = callbackPaths(CALLBACK_SECRET);
const PATH_OF: Record<EvidenceKind, string> = {
  'stk-result': paths.stk,
  'c2b-validation': paths.c2bValidation,
  'c2b-confirmation': paths.c2bConfirmation,
  'status-result': paths.statusResult,
  'status-timeout': paths.statusTimeout,
};
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };

/** The value at `keys` inside a body, or undefined. */
function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) current = typeof current === 'object' && current !== null && !Array.isArray(current) ? (current as Record<string, unknown>)[key] : undefined;
  return current;
}

/** The `Value` of the item named `name` of a Daraja `{ Name|Key, Value }` list. */
function item(list: unknown, name: string): unknown {
  if (!Array.isArray(list)) return undefined;
  const found: unknown = list.find((entry: unknown) => at(entry, 'Name') === name || at(entry, 'Key') === name);
  return at(found, 'Value');
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null);

/** The identifier a body carries, as the journal notes it: a receipt (upper-cased), else its CheckoutRequestID or ConversationID. */
function identifierOf({ kind, body }: RealBody): string | null {
  switch (kind) {
    case 'stk-result': {
      const callback = at(body, 'Body', 'stkCallback');
      return text(item(at(callback, 'CallbackMetadata', 'Item'), 'MpesaReceiptNumber'))?.toUpperCase() ?? text(at(callback, 'CheckoutRequestID'));
    }
    case 'c2b-validation':
    case 'c2b-confirmation':
      return text(at(body, 'TransID'))?.toUpperCase() ?? null;
    case 'status-result':
    case 'status-timeout':
      return text(item(at(body, 'Result', 'ResultParameters', 'ResultParameter'), 'ReceiptNo'))?.toUpperCase() ?? text(at(body, 'Result', 'ConversationID'));
  }
}

/** A paid prompt's receipt and amount, when its callback reports both. */
function stkPayment(body: unknown): { receipt: string; amount: number } | null {
  const callback = at(body, 'Body', 'stkCallback');
  const items = at(callback, 'CallbackMetadata', 'Item');
  const receipt = text(item(items, 'MpesaReceiptNumber'));
  const amount = Number(text(item(items, 'Amount')));
  return String(at(callback, 'ResultCode')) === '0' && receipt !== null && amount > 0 ? { receipt, amount } : null;
}

/** What in a body names or reaches a person: numbers (full, masked or hashed) and names. */
function personalIn({ kind, body }: RealBody): string[] {
  const found: (string | null)[] = [];
  if (kind === 'stk-result') found.push(text(item(at(body, 'Body', 'stkCallback', 'CallbackMetadata', 'Item'), 'PhoneNumber')));
  if (kind === 'c2b-validation' || kind === 'c2b-confirmation') for (const key of ['MSISDN', 'FirstName', 'MiddleName', 'LastName']) found.push(text(at(body, key)));
  if (kind === 'status-result' || kind === 'status-timeout') {
    for (const key of ['DebitPartyName', 'CreditPartyName']) {
      const party = text(item(at(body, 'Result', 'ResultParameters', 'ResultParameter'), key));
      found.push(party, ...(party ?? '').split(' - '));
    }
  }
  // A value fully masked ("******") names no one.
  return found.filter((value): value is string => value !== null && value.trim() !== '' && !/^\*+$/.test(value.trim()));
}

it("each real prompt result's code tells the shopper what happened, not just 'failed'", () => {
  // 1031 "Request cancelled by user" comes from a live callback of 2021-01-16: read as cancelled.
  const codes = corpus.filter((entry) => entry.kind === 'stk-result').map((entry) => text(at(entry.body, 'Body', 'stkCallback', 'ResultCode'))!);
  assert.deepEqual(
    codes.filter((code) => promptStateOf(code) === 'failed'),
    [],
  );
  assert.equal(promptStateOf('1031'), 'cancelled');
});

onEachEngine('Real Daraja bodies', (backend) => {
  const newSimulator = simulators();

  it(`every one of the ${corpus.length} real bodies is accepted, kept exactly as sent and read; till payments are stored; no one's number or name is logged`, async () => {
    const sim = await newSimulator();
    const service = await paymentService(backend, sim, { registerC2b: false, recovery: false });
    assert.equal(service.mpesa.daraja?.till, DEFAULT_TILL, "the corpus's till variants are written for the shop's till");

    for (const entry of corpus) {
      assert.notEqual(identifierOf(entry), null, `carries an identifier: ${entry.source}`);
      const answer = await service.request('POST', PATH_OF[entry.kind], entry.body);
      assert.deepEqual([answer.status, answer.body], [200, ACCEPTED], `answered Accepted: ${entry.kind} from ${entry.source}`);
    }

    const journal = await service.database.db.select().from(mpesaEvidence).orderBy(mpesaEvidence.id);
    assert.equal(journal.length, corpus.length, 'one journal row per body');
    corpus.forEach((entry, index) => {
      const row = journal[index]!;
      const where = `${entry.kind} from ${entry.source}`;
      assert.equal(row.kind, entry.kind, where);
      assert.equal(row.body, JSON.stringify(entry.body), `kept exactly as sent: ${where}`);
      assert.equal(row.reference, identifierOf(entry), `its identifier noted: ${where}`);
      // No real body is unreadable, nor left unhandled: each is handled, or ignored as another
      // short code's payment, a prompt or a status request that is not the shop's.
      assert.ok(row.state === 'handled' || row.state === 'ignored', `read (${row.state}: ${row.problem ?? row.outcome ?? ''}): ${where}`);
    });

    // Every confirmation to the shop's till is a payment of its amount; no other short code's is.
    const payments = await service.database.db.select().from(mpesaPayments).orderBy(mpesaPayments.id);
    const tillConfirmations = corpus.filter((entry) => entry.kind === 'c2b-confirmation' && text(at(entry.body, 'BusinessShortCode')) === DEFAULT_TILL);
    assert.ok(tillConfirmations.length > 0, "the corpus pays the shop's till");
    assert.deepEqual(
      payments
        .filter((payment) => payment.source === 'c2b')
        .map((payment) => [payment.transId, payment.amount, payment.shortCode])
        .sort(),
      tillConfirmations.map((entry) => [text(at(entry.body, 'TransID'))!.toUpperCase(), Number(text(at(entry.body, 'TransAmount'))), DEFAULT_TILL]).sort(),
      "each till confirmation stored once, with its amount; other short codes' left alone",
    );
    // A paid prompt the shop cannot place is money received all the same: kept unmatched.
    const paidPrompts = corpus.map((entry) => (entry.kind === 'stk-result' ? stkPayment(entry.body) : null)).filter((paid) => paid !== null);
    assert.deepEqual(
      payments
        .filter((payment) => payment.source === 'prompt-callback')
        .map((payment) => [payment.transId, payment.amount, payment.orderId])
        .sort(),
      paidPrompts.map(({ receipt, amount }) => [receipt.toUpperCase(), amount, null]).sort(),
      "each paid prompt's receipt stored with its amount",
    );

    const logs = service.logs();
    const personal = [...new Set(corpus.flatMap(personalIn))];
    assert.ok(personal.length > 10, 'the corpus carries numbers and names to look for');
    assert.deepEqual(
      personal.filter((value) => logs.includes(value)),
      [],
      'no number or name from a body is logged',
    );
  });
});
