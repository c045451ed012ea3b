import { appendFileSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Satang } from '@talad/domain';
import type { Locale, RespCode } from './codes.ts';

/** A payment token: one invoice's request to be paid, as the merchant signed it. */
export interface TokenRecord {
  paymentToken: string;
  merchantID: string;
  invoiceNo: string;
  description: string;
  amount: Satang;
  currencyCode: 'THB';
  channels: string[];
  request3DS: boolean;
  tokenize: boolean;
  /** A card verification: nothing is charged, the approved card is kept (absent in journals written before it). */
  tokenizeOnly?: boolean;
  cardTokens: string[];
  installmentBank: string | null;
  installmentPeriods: number[] | null;
  agentCode: string | null;
  expiresAt: number;
  frontendReturnUrl: string;
  backendReturnUrl: string;
  locale: Locale;
  userDefined1: string;
  createdAt: number;
}

/** A slip (ATM, counter) or PromptPay QR waiting to be paid. */
export interface Slip {
  paymentCode: string;
  deadline: number;
  qrPayload: string | null;
}

/** One attempt to pay a token. Its respCode is 1001 (challenge) or 0001 (slip) while open, else the outcome. */
export interface TransactionRecord {
  tranRef: string;
  paymentToken: string;
  merchantID: string;
  invoiceNo: string;
  channelCode: string;
  amount: Satang;
  respCode: RespCode;
  /** Changes with every new state: the notification of that state and an inquiry about it carry it. */
  eventId: string;
  referenceNo: string;
  approvalCode: string;
  card: {
    masked: string;
    brand: string;
    cardToken: string | null;
    /** With a card token only: the same for every token of the same number at this merchant (see VaultCard). */
    fingerprint?: string;
    /** With a card token only: what the shop lists of a saved card (never the number). */
    saved: { expiryMonth: number; expiryYear: number; holder: string } | null;
  } | null;
  installment: { bank: string; months: number } | null;
  agentCode: string | null;
  slip: Slip | null;
  /** What the 3-D Secure challenge leads to when the right code is typed. */
  challengeOutcome: RespCode | null;
  createdAt: number;
  updatedAt: number;
  /** The refund that gave back the last of it (4200). */
  refundRef: string | null;
  /** Every refund of it, by the merchant's reference (absent in journals written before partial refunds). */
  refunds?: RefundRecord[];
}

/** One refund of a paid transaction: the merchant's reference, the amount in satang, the gateway's own reference. */
export interface RefundRecord {
  reference: string;
  amount: Satang;
  refundRef: string;
  at: number;
}

/** The card vault: a saved card, kept only while its token lives. Never the CVV. */
export interface VaultCard {
  cardToken: string;
  merchantID: string;
  number: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
  /**
   * The same for every vaulted card of the same number at one merchant, a random value with no relation to the number
   * (Stripe's card fingerprint): the merchant tells "this card again" without ever holding anything derived from it.
   * Absent in journals written before it.
   */
  fingerprint?: string;
  createdAt: number;
}

/** A backend notification, signed once, delivered until the shop answers 2xx. */
export interface NotificationRecord {
  id: string;
  url: string;
  payload: string;
  invoiceNo: string;
  respCode: RespCode;
  attempts: number;
  firstAt: number;
  nextAt: number;
  state: 'pending' | 'delivered' | 'abandoned';
}

type Entry =
  | { kind: 'token'; value: TokenRecord }
  | { kind: 'transaction'; value: TransactionRecord }
  | { kind: 'card'; value: VaultCard }
  | { kind: 'card-deleted'; key: string }
  | { kind: 'notification'; value: NotificationRecord };

export type StoreOption = 'memory' | { dataDir: string };

/**
 * The gateway's state in memory, written through to an append-only journal of JSON lines (one upsert a line) when
 * it has a data directory. Replaying the journal at start rebuilds the state; the journal is then rewritten with
 * only what lives (so deleted cards and delivered notifications leave the disk). Writes are synchronous: an answer
 * is only given once what it promised is on disk.
 */
export class Store {
  readonly tokens = new Map<string, TokenRecord>();
  readonly transactions = new Map<string, TransactionRecord>();
  readonly cards = new Map<string, VaultCard>();
  readonly notifications = new Map<string, NotificationRecord>();
  private readonly tokensByInvoice = new Map<string, string[]>();
  private readonly transactionsByToken = new Map<string, string[]>();
  private readonly transactionsByPaymentCode = new Map<string, string>();
  private readonly journal: string | null;

  constructor(option: StoreOption) {
    this.journal = option === 'memory' ? null : join(option.dataDir, 'journal.jsonl');
    if (option === 'memory') return;
    mkdirSync(option.dataDir, { recursive: true });
    this.replay();
  }

  putToken(token: TokenRecord): void {
    this.write({ kind: 'token', value: token });
  }
  putTransaction(transaction: TransactionRecord): void {
    this.write({ kind: 'transaction', value: transaction });
  }
  putCard(card: VaultCard): void {
    this.write({ kind: 'card', value: card });
  }
  deleteCard(cardToken: string): void {
    this.write({ kind: 'card-deleted', key: cardToken });
  }
  putNotification(notification: NotificationRecord): void {
    this.write({ kind: 'notification', value: notification });
  }

  /** The tokens of an invoice, oldest first. */
  tokensOf(merchantID: string, invoiceNo: string): TokenRecord[] {
    return (this.tokensByInvoice.get(invoiceKey(merchantID, invoiceNo)) ?? []).map((id) => this.tokens.get(id)!);
  }
  /** The transactions of a token, oldest first. */
  transactionsOf(paymentToken: string): TransactionRecord[] {
    return (this.transactionsByToken.get(paymentToken) ?? []).map((id) => this.transactions.get(id)!);
  }
  transactionOfPaymentCode(paymentCode: string): TransactionRecord | undefined {
    const tranRef = this.transactionsByPaymentCode.get(paymentCode);
    return tranRef === undefined ? undefined : this.transactions.get(tranRef);
  }

  private write(entry: Entry): void {
    if (this.journal) appendFileSync(this.journal, JSON.stringify(entry) + '\n');
    this.apply(entry);
  }

  private apply(entry: Entry): void {
    switch (entry.kind) {
      case 'token': {
        const { value } = entry;
        if (!this.tokens.has(value.paymentToken))
          pushTo(this.tokensByInvoice, invoiceKey(value.merchantID, value.invoiceNo), value.paymentToken);
        this.tokens.set(value.paymentToken, value);
        return;
      }
      case 'transaction': {
        const { value } = entry;
        if (!this.transactions.has(value.tranRef)) pushTo(this.transactionsByToken, value.paymentToken, value.tranRef);
        if (value.slip) this.transactionsByPaymentCode.set(value.slip.paymentCode, value.tranRef);
        this.transactions.set(value.tranRef, value);
        return;
      }
      case 'card':
        this.cards.set(entry.value.cardToken, entry.value);
        return;
      case 'card-deleted':
        this.cards.delete(entry.key);
        return;
      case 'notification':
        this.notifications.set(entry.value.id, entry.value);
        return;
    }
  }

  private replay(): void {
    const journal = this.journal!;
    if (existsSync(journal)) {
      const lines = readFileSync(journal, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (line.trim() === '') return;
        try {
          this.apply(JSON.parse(line) as Entry);
        } catch (error) {
          // Only the last line can be torn (the process stopped mid-write); anything else is a damaged journal.
          if (index < lines.length - 2) throw new Error(`Gateway journal ${journal} is damaged at line ${index + 1}`, { cause: error });
        }
      });
    }
    this.compact(journal);
  }

  /** Rewrites the journal with what lives now, atomically (a new file renamed over the old). */
  private compact(journal: string): void {
    const live: Entry[] = [
      ...[...this.tokens.values()].map((value) => ({ kind: 'token' as const, value })),
      ...[...this.transactions.values()].map((value) => ({ kind: 'transaction' as const, value })),
      ...[...this.cards.values()].map((value) => ({ kind: 'card' as const, value })),
      ...[...this.notifications.values()]
        .filter((value) => value.state === 'pending')
        .map((value) => ({ kind: 'notification' as const, value })),
    ];
    for (const [id, notification] of this.notifications) if (notification.state !== 'pending') this.notifications.delete(id);
    const next = `${journal}.next`;
    const file = openSync(next, 'w', 0o600);
    try {
      writeSync(file, live.map((entry) => JSON.stringify(entry) + '\n').join(''));
      fsyncSync(file);
    } finally {
      closeSync(file);
    }
    renameSync(next, journal);
  }
}

function invoiceKey(merchantID: string, invoiceNo: string): string {
  return `${merchantID}\u0000${invoiceNo}`;
}

function pushTo(index: Map<string, string[]>, key: string, value: string): void {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
}
