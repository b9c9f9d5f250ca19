// What the simulator remembers: its settings, the tokens it issued, the prompts on phones, the
// payments at the till, the scripts tests leave for phones, the C2B URLs and every callback sent.
import type { Initiator } from './initiator';

export type Outcome = 'approve' | 'cancel' | 'timeout' | 'insufficient-funds' | 'wrong-pin';
export const OUTCOMES: readonly Outcome[] = ['approve', 'cancel', 'timeout', 'insufficient-funds', 'wrong-pin'];
export type CallbackMode = 'once' | 'lost' | 'thrice' | 'late';
export const CALLBACK_MODES: readonly CallbackMode[] = ['once', 'lost', 'thrice', 'late'];

/** What the push that puts the prompt on the phone gets back: at once, late, or a dropped connection. */
export type PushAnswer = { kind: 'normal' } | { kind: 'delay'; delayMs: number } | { kind: 'reset' };

/** How a phone answers its next prompt (POST /simulator/phones/:msisdn/next). */
export interface Script {
  /** null: the phone answers as usual (the phone page, or the time-out). */
  outcome: Outcome | null;
  callback: CallbackMode;
  lateMs: number;
  paidAmount: number | null;
  answerAfterMs: number;
  pushAnswer: PushAnswer;
}

/** How a prompt that reached the phone ends. */
export type PhoneEnding = 'paid' | 'cancelled' | 'timed-out' | 'insufficient-funds' | 'wrong-pin';
/** How Daraja ends a push it accepted without putting anything on the phone (the callback says so). */
export type SystemEnding = 'operator-missing' | 'rule-limited';
export const SYSTEM_ENDINGS: readonly SystemEnding[] = ['operator-missing', 'rule-limited'];
export type PromptState = 'sent' | PhoneEnding | SystemEnding;

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
  /** A number, except Daraja's string codes (SFC_IC0003). */
  resultCode: number | string | null;
  resultDesc: string | null;
  receipt: string | null;
  paidAmount: number | null;
  /** Where the request went past Daraja's documented limits (accepted all the same). */
  warnings: string[];
}

/** Buy Goods (a till: the payer types no account) or Pay Bill (the payer types an account). */
export type PaymentKind = 'buy-goods' | 'pay-bill';

export interface TillPayment {
  transId: string;
  phone: string;
  amount: number;
  kind: PaymentKind;
  /** What the C2B calls carry as BillRefNumber: the account typed for Pay Bill, "" for Buy Goods. */
  account: string;
  /** TransTime: YYYYMMDDHHmmss, East Africa Time. */
  time: string;
  /** The same instant, ISO. */
  at: string;
  /** The prompt that made it (source `prompt`). */
  checkoutRequestId: string | null;
  source: 'till' | 'prompt';
  accepted: boolean;
  /** The how-many-th payment since start or reset, from 0: its place in the varied C2B shapes. */
  sequence: number;
}

export type CallbackKind = 'stk' | 'c2b-validation' | 'c2b-confirmation' | 'transaction-status';

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

/** How a second C2B URL registration is answered: `once` as production ("already registered"), `always` as the sandbox (replaced). */
export type Registration = 'once' | 'always';
export const REGISTRATIONS: readonly Registration[] = ['once', 'always'];

/** The C2B bodies: `varied` goes through the shapes real ones come in (c2b-shapes.ts), `plain` is the documented one. */
export type ConfirmationStyle = 'varied' | 'plain';
export const CONFIRMATION_STYLES: readonly ConfirmationStyle[] = ['varied', 'plain'];

/** What POST /simulator/settings changes; reset brings back the values the simulator started with. */
export interface Settings {
  /** Whether a prompt's payment also sends a C2B confirmation (as a till does). */
  c2bForPrompts: boolean;
  /** What every phone holds, unless set per phone; null: enough for anything. */
  defaultBalance: number | null;
  balances: Map<string, number>;
  registration: Registration;
  /** A second prompt for the same amount to the same phone within this many ms of the first's request fails with 17 "Rule limited.". */
  duplicateWindowMs: number;
  /** How long a phone stays locked (500.001.1001) after a prompt on it ends. */
  subscriberLockMs: number;
  confirmationStyle: ConfirmationStyle;
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
  registration: Registration;
  duplicateWindowMs: number;
  subscriberLockMs: number;
  confirmationStyle: ConfirmationStyle;
  initiatorName: string;
  initiatorPassword: string;
  log: (line: string) => void;
}

export const defaultSettings = (config: SimulatorConfig): Settings => ({
  c2bForPrompts: true,
  defaultBalance: null,
  balances: new Map(),
  registration: config.registration,
  duplicateWindowMs: config.duplicateWindowMs,
  subscriberLockMs: config.subscriberLockMs,
  confirmationStyle: config.confirmationStyle,
});

export class SimulatorState {
  /** Oldest first. */
  prompts: Prompt[] = [];
  payments: TillPayment[] = [];
  callbacks: CallbackRecord[] = [];
  scripts = new Map<string, Script>();
  settings: Settings;
  c2b: C2bRegistration | null = null;
  /** token → when it expires (ms since the epoch). */
  tokens = new Map<string, number>();
  /** Payments made since start or reset (the next one's sequence). */
  paymentsMade = 0;
  /** Every receipt number handed out: they never repeat. */
  receipts = new Set<string>();
  /** The timer that times each open prompt out. */
  promptTimers = new Map<string, NodeJS.Timeout>();
  private timers = new Set<NodeJS.Timeout>();

  constructor(private readonly initialSettings: () => Settings) {
    this.settings = initialSettings();
  }

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
    this.paymentsMade = 0;
    this.callbacks = [];
    this.scripts.clear();
    this.settings = this.initialSettings();
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

export interface Simulator {
  config: SimulatorConfig;
  state: SimulatorState;
  /** The Transaction Status initiator: its name, its password and the key pair of its credential. */
  initiator: Initiator;
}
