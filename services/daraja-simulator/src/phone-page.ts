// The simulator's phone (GET /phone): each open prompt with its amount, till and account, a PIN,
// Pay and Cancel; the settled ones with their outcome; paying the till by hand (Buy Goods: phone
// and amount, no account, as on a real phone). Plain HTML, a
// served script and style sheet (CSP: self only), refreshed from GET /simulator/prompts every second.
import type { ServerResponse } from 'node:http';

/** The page and its files may come from this server only. */
export const PHONE_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>M-PESA phone – Daraja simulator</title>
<link rel="stylesheet" href="/phone.css">
<script src="/phone.js" defer></script>
</head>
<body>
<main>
<h1>M-PESA phone</h1>
<p class="note">The Daraja simulator's phone: what a shopper sees on their handset. PIN for every phone: the simulator's (1234 unless changed).</p>
<p id="status" role="status" aria-live="polite"></p>
<section aria-labelledby="open-heading">
<h2 id="open-heading">Prompts on the phone</h2>
<p id="open-empty">No prompt is waiting.</p>
<ul id="open" class="cards"></ul>
</section>
<section aria-labelledby="till-heading">
<h2 id="till-heading">Pay the till by hand (Buy Goods)</h2>
<form id="till" class="card">
<label for="till-phone">Phone number</label>
<input id="till-phone" name="phone" type="tel" inputmode="tel" autocomplete="off" required placeholder="0712345678">
<label for="till-amount">Amount (KES)</label>
<input id="till-amount" name="amount" type="number" inputmode="numeric" min="1" step="1" required>
<button type="submit">Pay the till</button>
</form>
</section>
<section aria-labelledby="settled-heading">
<h2 id="settled-heading">Settled prompts</h2>
<p id="settled-empty">None yet.</p>
<ul id="settled" class="settled"></ul>
</section>
</main>
</body>
</html>
`;

const CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1b1b; background: #f4f6f4; }
main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; margin: 0.5rem 0; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 0.5rem; }
.note { color: #3d3d3d; margin-top: 0; }
#status { min-height: 1.5em; font-weight: 600; }
ul { list-style: none; margin: 0; padding: 0; }
.card { background: #fff; border: 1px solid #8a8a8a; border-radius: 0.5rem; padding: 1rem; margin-bottom: 0.75rem; }
.card p { margin: 0 0 0.75rem; font-weight: 600; }
label { display: block; margin: 0.5rem 0 0.25rem; font-weight: 600; }
input { width: 100%; min-height: 44px; font: inherit; padding: 0.5rem; border: 1px solid #595959; border-radius: 0.25rem; color: #1b1b1b; background: #fff; }
.actions { display: flex; gap: 0.5rem; margin-top: 0.75rem; }
button { min-height: 44px; min-width: 44px; font: inherit; font-weight: 600; padding: 0.5rem 1.25rem; border-radius: 0.25rem; border: 2px solid #0a5c2a; background: #0a5c2a; color: #fff; cursor: pointer; }
#till button { margin-top: 0.75rem; }
button.secondary { background: #fff; color: #0a5c2a; }
button:focus-visible, input:focus-visible { outline: 3px solid #1a4fd6; outline-offset: 2px; }
.settled li { background: #fff; border-left: 4px solid #595959; padding: 0.5rem 0.75rem; margin-bottom: 0.5rem; }
.settled .paid { border-left-color: #0a5c2a; }
.outcome { font-weight: 700; }
.paid .outcome { color: #0a5c2a; }
.failed .outcome { color: #a4161a; }
`;

const SCRIPT = `'use strict';
const amounts = new Intl.NumberFormat('en-KE');
const OUTCOMES = { paid: 'Paid', cancelled: 'Cancelled', 'timed-out': 'Timed out', 'insufficient-funds': 'Insufficient funds', 'wrong-pin': 'Wrong PIN', 'operator-missing': 'Never on the phone (SFC_IC0003, the operator does not exist)', 'rule-limited': 'Never on the phone (17, rule limited: the same amount again)' };
const byId = (id) => document.getElementById(id);
const cards = new Map();
let lastSettled = '';
let failing = false;

const say = (text) => { byId('status').textContent = text; };
const where = (p) => (p.transactionType === 'CustomerBuyGoodsOnline' ? 'till ' : 'paybill ') + p.partyB;
const promptText = (p) => 'Pay KES ' + amounts.format(p.amount) + ' to ' + p.business + ', ' + where(p) + ', account ' + p.account;

async function post(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body || {}) });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.error || 'The simulator answered ' + response.status);
  return answer;
}

function element(tag, props, children) {
  const node = Object.assign(document.createElement(tag), props || {});
  for (const child of children || []) node.append(child);
  return node;
}

async function act(prompt, action, body) {
  try {
    const result = await post('/simulator/prompts/' + encodeURIComponent(prompt.checkoutRequestId) + '/' + action, body);
    say('KES ' + amounts.format(prompt.amount) + ', account ' + prompt.account + ': ' + OUTCOMES[result.state] + (result.receipt ? ', receipt ' + result.receipt : '') + '.');
  } catch (error) {
    say(error.message);
  }
  refresh();
}

function openCard(prompt) {
  const id = 'prompt-' + prompt.checkoutRequestId;
  const text = element('p', { id: id + '-text', textContent: promptText(prompt) });
  const pin = element('input', { id: id + '-pin', type: 'password', inputMode: 'numeric', autocomplete: 'off', required: true, maxLength: 6, pattern: '[0-9]{4,6}' });
  const cancel = element('button', { type: 'button', className: 'secondary', textContent: 'Cancel' });
  cancel.addEventListener('click', () => act(prompt, 'cancel'));
  const form = element('form', {}, [element('label', { htmlFor: pin.id, textContent: 'M-PESA PIN' }), pin, element('div', { className: 'actions' }, [element('button', { type: 'submit', textContent: 'Pay' }), cancel])]);
  form.setAttribute('aria-labelledby', text.id);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    act(prompt, 'approve', { pin: pin.value });
  });
  return element('li', { className: 'card' }, [text, form]);
}

function showSettled(prompts) {
  const key = prompts.map((p) => p.checkoutRequestId + p.state).join();
  if (key === lastSettled) return;
  lastSettled = key;
  byId('settled').replaceChildren(...prompts.map((p) => element('li', { className: p.state === 'paid' ? 'paid' : 'failed' }, [
    element('span', { className: 'outcome', textContent: OUTCOMES[p.state] + ': ' }),
    'KES ' + amounts.format(p.paidAmount || p.amount) + ', account ' + p.account + ', ' + p.phone + (p.receipt ? ', receipt ' + p.receipt : ''),
  ])));
  byId('settled-empty').hidden = prompts.length > 0;
}

async function refresh() {
  let prompts;
  try {
    const response = await fetch('/simulator/prompts');
    prompts = (await response.json()).prompts;
    if (failing) say('The simulator answers again.');
    failing = false;
  } catch {
    if (!failing) say('The simulator does not answer.');
    failing = true;
    return;
  }
  const open = prompts.filter((p) => p.state === 'sent');
  for (const [id, card] of cards) {
    if (!open.some((p) => p.checkoutRequestId === id)) {
      card.remove();
      cards.delete(id);
    }
  }
  for (const prompt of [...open].reverse()) {
    if (cards.has(prompt.checkoutRequestId)) continue;
    const card = openCard(prompt);
    cards.set(prompt.checkoutRequestId, card);
    byId('open').prepend(card);
    say('New prompt for ' + prompt.phone + ': ' + promptText(prompt) + '.');
  }
  byId('open-empty').hidden = open.length > 0;
  showSettled(prompts.filter((p) => p.state !== 'sent'));
}

byId('till').addEventListener('submit', async (event) => {
  event.preventDefault();
  try {
    const result = await post('/simulator/till-payments', { phone: byId('till-phone').value, amount: Number(byId('till-amount').value) });
    say(result.accepted ? 'Paid the till: receipt ' + result.transId + '.' : 'The shop refused the payment (validation ' + result.resultCode + '): nothing was paid.');
  } catch (error) {
    say(error.message);
  }
});

refresh();
setInterval(refresh, 1000);
`;

const FILES: Record<string, { type: string; text: string }> = {
  '/phone': { type: 'text/html; charset=utf-8', text: HTML },
  '/phone.css': { type: 'text/css; charset=utf-8', text: CSS },
  '/phone.js': { type: 'text/javascript; charset=utf-8', text: SCRIPT },
};

/** Serves the phone page or one of its files; false when `path` is none of them. */
export function servePhonePage(path: string, res: ServerResponse): boolean {
  const file = FILES[path];
  if (!file) return false;
  res.writeHead(200, {
    'content-type': file.type,
    'content-length': Buffer.byteLength(file.text),
    'content-security-policy': PHONE_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  });
  res.end(file.text);
  return true;
}
