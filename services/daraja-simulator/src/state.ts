// What the simulator remembers: its settings, the tokens it issued, the prompts on phones, the
// payments at the till, the scripts tests leave for phones, the C2B URLs and every callback sent.
export type Outcome = 'approve' | 'cancel' | 'timeout' | 'insufficient-funds' | 'wrong-pin';
export const OUTCOMES: readonly Outcome[] = ['approve', 'cancel', 'timeout', 'insufficient-funds', 'wrong-pin'];
export type CallbackMode = 'once' | 'lost' | 'thrice' | 'late';
export const CALLBACK_MODES: readonly CallbackMode[] = ['once', 'lost', 'thrice', 'late'];

/** How a phone answers its next prompt (POST /simulator/phones/:msisdn/next). */
export interface Script {
  outcome: Outcome;
  callback: CallbackMode;
  lateMs: number;
  paidAmount: number | null;
  answerAfterMs: number;
}

export type PromptState = 'sent' | 'paid' | 'cancelled' | 'timed-out' | 'insufficient-funds' | 'wrong-pin';

export interface Prompt {
  checkoutRequestId: string;
  merchantRequestId: string;
  phone: string;
  amount: number;
  account: string;
  description: string;
  transactionType: 'CustomerBuyGoodsOnline' | 'CustomerPayBillOnline';
  partyB: string;
  callbackUrl: string;
  state: PromptState;
  sentAt: string;
  settledAt: string | null;
  resultCode: number | null;
  resultDesc: string | null;
  receipt: string | null;
  paidAmount: number | null;
  /** Where the request went past Daraja's documented limits (accepted all the same). */
  warnings: string[];
}

export interface TillPayment {
  transId: string;
  phone: string;
  amount: number;
  account: string;
  time: string;
  source: 'till' | 'prompt';
  accepted: boolean;
}

export type CallbackKind = 'stk' | 'c2b-validation' | 'c2b-confirmation';

export interface CallbackRecord {
  index: number;
  kind: CallbackKind;
  url: string;
  body: unknown;
  /** The exact text POSTed (Daraja writes the STK amount as `2740.00`). */
  raw: string;
  /** The receiver's HTTP status, null when it did not answer. */
  status: number | null;
  answer: string | null;
  error: string | null;
  sentAt: string;
  answeredAt: string | null;
  resendOf: number | null;
}

export interface C2bRegistration {
  shortCode: string;
  responseType: 'Completed' | 'Cancelled';
  confirmationUrl: string;
  validationUrl: string;
}

export interface Settings {
  /** Whether a prompt's payment also sends a C2B confirmation (as a till does). */
  c2bForPrompts: boolean;
  /** What every phone holds, unless set per phone; null: enough for anything. */
  defaultBalance: number | null;
  balances: Map<string, number>;
}

export interface SimulatorConfig {
  consumerKey: string;
  consumerSecret: string;
  passkey: string;
  shortCode: string;
  till: string;
  pin: string;
  businessName: string;
  promptTimeoutMs: number;
  tokenTtlSeconds: number;
  scriptedAnswerMs: number;
  enforceDocumentedLengths: boolean;
  log: (line: string) => void;
}

export const defaultSettings = (): Settings => ({ c2bForPrompts: true, defaultBalance: null, balances: new Map() });

export class SimulatorState {
  /** Oldest first. */
  prompts: Prompt[] = [];
  payments: TillPayment[] = [];
  callbacks: CallbackRecord[] = [];
  scripts = new Map<string, Script>();
  settings: Settings = defaultSettings();
  c2b: C2bRegistration | null = null;
  /** token → when it expires (ms since the epoch). */
  tokens = new Map<string, number>();
  /** Every receipt number handed out: they never repeat. */
  receipts = new Set<string>();
  /** The timer that times each open prompt out. */
  promptTimers = new Map<string, NodeJS.Timeout>();
  private timers = new Set<NodeJS.Timeout>();

  prompt(checkoutRequestId: string): Prompt | undefined {
    return this.prompts.find((prompt) => prompt.checkoutRequestId === checkoutRequestId);
  }

  balanceOf(phone: string): number | null {
    return this.settings.balances.get(phone) ?? this.settings.defaultBalance;
  }

  /** A timer that reset and close cancel. */
  later(ms: number, run: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  cancel(timer: NodeJS.Timeout | undefined): void {
    if (!timer) return;
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  /** Forgets prompts, payments, scripts, settings and the callback log; keeps tokens and the C2B URLs. */
  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.promptTimers.clear();
    this.prompts = [];
    this.payments = [];
    this.callbacks = [];
    this.scripts.clear();
    this.settings = defaultSettings();
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

export interface Simulator {
  config: SimulatorConfig;
  state: SimulatorState;
}
