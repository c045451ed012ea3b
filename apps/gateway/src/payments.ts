import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  cardBrand,
  cardDigits,
  cardExpiryError,
  cardNumberProblem,
  cvvFits,
  COUNTER_PARTNERS,
  installmentAllowed,
  INSTALLMENT_BANKS,
  INSTALLMENT_MONTHS,
  type CardNumberProblem,
  type InstallmentMonths,
} from '@talad/domain';
import type { FastifyBaseLogger } from 'fastify';
import { paymentResponse, tokenClaims, transactionClaims } from './claims.ts';
import type { Clock } from './clock.ts';
import type { Locale, RespCode } from './codes.ts';
import { signClaims, type Claims } from './jwt.ts';
import type { Notifier } from './notifier.ts';
import { promptPayPayload } from './promptpay.ts';
import { cardBehaviour, CHALLENGE_CODE, maskedCardNo } from './sandbox-cards.ts';
import type { Slip, Store, TokenRecord, TransactionRecord, VaultCard } from './store.ts';

export interface Merchant {
  merchantID: string;
  /** The shop's name on the hosted pages. */
  name?: string;
  /** HS256 key of every JWT between the merchant and the gateway; at least 32 characters. */
  secret: string;
  /** Origins whose pages may call Do Payment and frame the challenge page: the shop's, and no other. */
  allowedOrigins?: string[];
}

/** Do Payment's `payment.data` (decision 0019). */
export interface PaymentData {
  name?: string;
  cardNo?: string;
  expiryMonth?: string;
  expiryYear?: string;
  securityCode?: string;
  cardToken?: string;
  installmentPeriod?: number;
  bankCode?: string;
  agentCode?: string;
  /** The hosted page's "save card" box, when the merchant asked to tokenize: unticked, the card is not kept. */
  saveCard?: boolean;
}

/** What an attempt to pay led to. */
export type Outcome =
  | { kind: 'challenge'; transaction: TransactionRecord }
  /** Wallets and banks: the shopper approves on the "app" page (the token's hosted page). */
  | { kind: 'approve'; token: TokenRecord }
  | { kind: 'slip'; transaction: TransactionRecord }
  | { kind: 'settled'; transaction: TransactionRecord }
  /** `card`: why a typed number is no card, for a description more precise than 9004's "Invalid field". */
  | { kind: 'refused'; code: RespCode; card?: CardNumberProblem };

export const CARD_CHANNELS = ['CC', 'IPP'] as const;
export const APPROVE_CHANNELS = ['TRUEMONEY', 'LINEPAY', 'MOBILEBANKING', 'WEBPAY'] as const;
export const SLIP_CHANNELS = ['ATM', 'OTCTR', 'THQR'] as const;
export const CHANNELS = [...CARD_CHANNELS, ...APPROVE_CHANNELS, ...SLIP_CHANNELS] as const;
export type Channel = (typeof CHANNELS)[number];

/** What a payment token request carries once its claims are checked (routes.ts parses them). */
export type TokenRequest = Omit<TokenRecord, 'paymentToken' | 'merchantID' | 'createdAt'>;

/** The shopper's choice on a wallet or bank "app" page. */
export type AppDecision = '0000' | '4051' | '0003';

interface Dependencies {
  store: Store;
  clock: Clock;
  notifier: Notifier;
  merchants: ReadonlyMap<string, Merchant>;
  promptPayId: string;
  log: FastifyBaseLogger;
}

/**
 * The gateway's rules: tokens, attempts and their outcomes, slips, refunds, the card vault. Every check and the
 * state change it allows happen in one synchronous stretch, so two requests for one invoice can never both pay it.
 */
export class Payments {
  /** Card numbers waiting for a challenge to end, to be vaulted if approved with tokenize. Memory only, never written. */
  private readonly challengeCards = new Map<string, Omit<VaultCard, 'cardToken' | 'createdAt'>>();

  constructor(private readonly deps: Dependencies) {}

  private get now(): number {
    return this.deps.clock.now();
  }

  createToken(merchant: Merchant, request: TokenRequest): { code: RespCode; token?: TokenRecord } {
    if (this.invoicePaid(merchant.merchantID, request.invoiceNo)) return { code: '9015' };
    if (request.expiresAt <= this.now) return { code: '9004' };
    if (request.channels.length === 1 && request.channels[0] === 'IPP' && !this.anyPlanAllowed(request)) return { code: '4090' };
    const token: TokenRecord = {
      ...request,
      // Only the merchant's own live cards can be offered.
      cardTokens: request.cardTokens.filter((cardToken) => this.deps.store.cards.get(cardToken)?.merchantID === merchant.merchantID),
      paymentToken: randomBytes(24).toString('base64url'),
      merchantID: merchant.merchantID,
      createdAt: this.now,
    };
    this.deps.store.putToken(token);
    return { code: '0000', token };
  }

  /** The token if it can still be paid, else why not. */
  payable(paymentToken: string): { token: TokenRecord; refusal: RespCode | null } | null {
    const token = this.deps.store.tokens.get(paymentToken);
    if (!token) return null;
    if (this.invoicePaid(token.merchantID, token.invoiceNo)) return { token, refusal: '9015' };
    if (token.expiresAt <= this.now) return { token, refusal: '4100' };
    return { token, refusal: null };
  }

  /** Do Payment: the shopper pays `paymentToken` through `channelCode`. */
  pay(paymentToken: string, channelCode: string, data: PaymentData): Outcome {
    const state = this.payable(paymentToken);
    if (!state) return { kind: 'refused', code: '9080' };
    if (state.refusal) return { kind: 'refused', code: state.refusal };
    const { token } = state;
    if (!token.channels.includes(channelCode)) return { kind: 'refused', code: '9004' };
    if ((APPROVE_CHANNELS as readonly string[]).includes(channelCode)) return { kind: 'approve', token };
    if ((SLIP_CHANNELS as readonly string[]).includes(channelCode)) return this.issueSlip(token, channelCode, data);
    return this.payByCard(token, channelCode as (typeof CARD_CHANNELS)[number], data);
  }

  /** The shopper's answer on a wallet or bank page. */
  decide(paymentToken: string, channelCode: string, decision: AppDecision): Outcome {
    const outcome = this.pay(paymentToken, channelCode, {});
    if (outcome.kind !== 'approve') return outcome;
    const transaction = this.open(outcome.token, channelCode, {});
    return { kind: 'settled', transaction: this.settle(transaction, decision) };
  }

  /** The shopper left the hosted page with "cancel": 0003, told to the shop like any outcome. */
  cancel(paymentToken: string): Outcome {
    const state = this.payable(paymentToken);
    if (!state) return { kind: 'refused', code: '9080' };
    if (state.refusal) return { kind: 'refused', code: state.refusal };
    const transaction = this.open(state.token, state.token.channels[0] ?? 'CC', {});
    return { kind: 'settled', transaction: this.settle(transaction, '0003') };
  }

  /** The one-time code typed on the challenge page; null when there is no challenge waiting under that reference. */
  completeChallenge(tranRef: string, code: string): TransactionRecord | null {
    const transaction = this.challenge(tranRef);
    if (!transaction) return null;
    // Paid meanwhile through another token (another tab, another method): this one must not charge again.
    if (this.invoicePaid(transaction.merchantID, transaction.invoiceNo)) return this.settle(transaction, '9015');
    const passed = code.trim() === CHALLENGE_CODE;
    return this.settle(transaction, passed ? (transaction.challengeOutcome ?? '4063') : '4063');
  }

  /** A transaction waiting for its challenge. */
  challenge(tranRef: string): TransactionRecord | null {
    const transaction = this.deps.store.transactions.get(tranRef);
    return transaction?.respCode === '1001' && transaction.challengeOutcome ? transaction : null;
  }

  /** The simulator's "pay now" for a slip or QR; `0000` again for one already paid. */
  paySlip(paymentCode: string): { code: RespCode; transaction?: TransactionRecord } {
    const transaction = this.deps.store.transactionOfPaymentCode(paymentCode);
    if (!transaction?.slip) return { code: '9080' };
    if (transaction.respCode !== '0001') return { code: transaction.respCode, transaction };
    if (this.invoicePaid(transaction.merchantID, transaction.invoiceNo))
      return { code: '9015', transaction: this.settle(transaction, '9015') };
    if (transaction.slip.deadline <= this.now) return { code: '4100', transaction: this.settle(transaction, '4100') };
    return { code: '0000', transaction: this.settle(transaction, '0000') };
  }

  /** Slips and QR codes issued and not yet paid or expired, newest first (the simulator lists them). */
  openSlips(): Array<{ transaction: TransactionRecord; token: TokenRecord; slip: Slip }> {
    return [...this.deps.store.transactions.values()]
      .filter((transaction) => transaction.respCode === '0001' && transaction.slip && transaction.slip.deadline > this.now)
      .map((transaction) => ({ transaction, token: this.deps.store.tokens.get(transaction.paymentToken)!, slip: transaction.slip! }))
      .reverse();
  }

  /** The slip of a token still waiting to be paid, if any. */
  openSlipOf(paymentToken: string): TransactionRecord | undefined {
    return this.deps.store.transactionsOf(paymentToken).find((transaction) => transaction.respCode === '0001');
  }

  /**
   * paymentInquiry: the invoice's paid (or refunded) transaction if there is one, else the latest attempt of its
   * latest token (or of `paymentToken` when given), as a notification would tell it.
   */
  inquiry(merchant: Merchant, invoiceNo: string, locale: Locale, paymentToken?: string): Claims {
    const tokens = this.deps.store
      .tokensOf(merchant.merchantID, invoiceNo)
      .filter((token) => paymentToken === undefined || token.paymentToken === paymentToken);
    const token = tokens.at(-1);
    if (!token) return { merchantID: merchant.merchantID, invoiceNo, respCode: '2002', respDesc: '' };
    const transactions = tokens.flatMap((each) => this.deps.store.transactionsOf(each.paymentToken));
    const transaction = transactions.find(isPaid) ?? this.deps.store.transactionsOf(token.paymentToken).at(-1);
    if (!transaction) return tokenClaims(token, token.expiresAt <= this.now ? '4100' : '2001', locale);
    return transactionClaims(transaction, this.tokenOf(transaction), this.inquiredCode(transaction), locale);
  }

  /**
   * Refund of the invoice's paid transaction, whole or in parts. With a `refundReference` (the merchant's name for one
   * refund) any amount up to what is not yet refunded, once per reference: asking again with the same reference and
   * amount answers the same refund, another amount under it is refused (9004), and more than is left is refused (4210).
   * Without one, the whole amount at once (the original shape; asked again, the same refund). The transaction says
   * 4200 once everything it took is given back.
   */
  refund(merchant: Merchant, invoiceNo: string, amount: number, refundReference?: string): { code: RespCode; refundRef?: string } {
    const paid = this.deps.store
      .tokensOf(merchant.merchantID, invoiceNo)
      .flatMap((token) => this.deps.store.transactionsOf(token.paymentToken))
      .find(isPaid);
    if (!paid) return { code: '2002' };
    const reference = refundReference ?? `whole:${paid.tranRef}`;
    const done =
      paid.refunds ?? (paid.refundRef ? [{ reference, amount: paid.amount, refundRef: paid.refundRef, at: paid.updatedAt }] : []);
    const earlier = done.find((refund) => refund.reference === reference);
    if (earlier) return earlier.amount === amount ? { code: '0000', refundRef: earlier.refundRef } : { code: '9004' };
    if (refundReference === undefined && amount !== paid.amount) return { code: '9004' };
    if (amount <= 0) return { code: '9004' };
    const refunded = done.reduce((sum, refund) => sum + refund.amount, 0);
    if (refunded + amount > paid.amount) return { code: '4210' };
    const refundRef = String(randomInt(10 ** 9, 10 ** 10));
    const refunds = [...done, { reference, amount, refundRef, at: this.now }];
    const whole = refunded + amount === paid.amount;
    this.deps.store.putTransaction({
      ...paid,
      respCode: whole ? '4200' : paid.respCode,
      refundRef: whole ? refundRef : paid.refundRef,
      refunds,
      eventId: randomUUID(),
      updatedAt: this.now,
    });
    this.deps.log.info({ invoiceNo, tranRef: paid.tranRef, refundRef, amount, whole }, 'refunded');
    return { code: '0000', refundRef };
  }

  deleteCard(merchant: Merchant, cardToken: string): RespCode {
    if (this.deps.store.cards.get(cardToken)?.merchantID !== merchant.merchantID) return '9080';
    this.deps.store.deleteCard(cardToken);
    return '0000';
  }

  /** The saved cards a token offers, as the hosted page lists them (never the number). */
  offeredCards(token: TokenRecord): Array<{ cardToken: string; masked: string; brand: string; expiry: string }> {
    return token.cardTokens.flatMap((cardToken) => {
      const card = this.deps.store.cards.get(cardToken);
      if (!card) return [];
      const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;
      return [{ cardToken, masked: maskedCardNo(card.number), brand: cardBrand(card.number), expiry }];
    });
  }

  tokenOf(transaction: TransactionRecord): TokenRecord {
    return this.deps.store.tokens.get(transaction.paymentToken)!;
  }

  /** Where a settled transaction sends the shopper's browser back: the shop's frontend return with paymentResponse. */
  frontendReturn(transaction: TransactionRecord): { url: string; paymentResponse: string } {
    const token = this.tokenOf(transaction);
    return { url: token.frontendReturnUrl, paymentResponse: paymentResponse(transaction, token.locale) };
  }

  private payByCard(token: TokenRecord, channelCode: 'CC' | 'IPP', data: PaymentData): Outcome {
    const installment = channelCode === 'IPP' ? this.installmentOf(token, data) : null;
    if (installment && 'refusal' in installment) return { kind: 'refused', code: installment.refusal };
    const card = this.cardOf(token, data);
    if (!card) return { kind: 'refused', code: '9004' };
    const behaviour = cardBehaviour(card.number);
    if (!behaviour) return { kind: 'refused', code: '9004', card: cardNumberProblem(card.number) ?? undefined };
    // The CVV's length is the brand's (4 for American Express), a saved card's too: it is typed again for each payment.
    const expiry = cardExpiryError(card.expiryMonth, card.expiryYear, new Date(this.now));
    if (!cvvFits(cardBrand(card.number), data.securityCode ?? '') || expiry === 'CARD_EXPIRY_INVALID')
      return { kind: 'refused', code: '9004' };
    const transaction = this.open(token, channelCode, {
      card: {
        masked: maskedCardNo(card.number),
        brand: cardBrand(card.number),
        cardToken: card.cardToken,
        saved: card.cardToken ? savedDetails(card) : null,
      },
      installment,
    });
    if (expiry === 'CARD_EXPIRED') return { kind: 'settled', transaction: this.settle(transaction, '4054') };
    const vaultable = (token.tokenize && data.saveCard !== false) || token.tokenizeOnly ? (card.cardToken ? null : card) : null;
    if (!behaviour.challenge || !token.request3DS)
      return { kind: 'settled', transaction: this.settle(transaction, behaviour.outcome, vaultable) };
    const challenged: TransactionRecord = { ...transaction, respCode: '1001', challengeOutcome: behaviour.outcome };
    this.deps.store.putTransaction(challenged);
    if (vaultable) this.challengeCards.set(transaction.tranRef, vaultable);
    return { kind: 'challenge', transaction: challenged };
  }

  /** The card being paid with: a saved card by its token (offered by the merchant), or the number typed. */
  private cardOf(
    token: TokenRecord,
    data: PaymentData,
  ): (Omit<VaultCard, 'cardToken' | 'createdAt'> & { cardToken: string | null }) | null {
    const cardToken = data.cardToken ?? (!data.cardNo && token.cardTokens.length === 1 ? token.cardTokens[0] : undefined);
    if (cardToken !== undefined) {
      const saved = token.cardTokens.includes(cardToken) ? this.deps.store.cards.get(cardToken) : undefined;
      return saved ? { ...saved, cardToken } : null;
    }
    const holder = data.name?.trim() ?? '';
    const month = Number(data.expiryMonth);
    const year = Number(data.expiryYear);
    if (!data.cardNo || holder === '' || !Number.isInteger(month) || !Number.isInteger(year)) return null;
    return {
      cardToken: null,
      merchantID: token.merchantID,
      number: cardDigits(data.cardNo),
      expiryMonth: month,
      expiryYear: year < 100 ? 2000 + year : year,
      holder,
    };
  }

  private installmentOf(token: TokenRecord, data: PaymentData): { bank: string; months: number } | { refusal: RespCode } {
    const bank = data.bankCode ?? token.installmentBank ?? '';
    const months = Number(data.installmentPeriod);
    if (!(INSTALLMENT_BANKS as readonly string[]).includes(bank) || !(INSTALLMENT_MONTHS as readonly number[]).includes(months))
      return { refusal: '9004' };
    if (token.installmentBank && token.installmentBank !== bank) return { refusal: '9004' };
    if (token.installmentPeriods && !token.installmentPeriods.includes(months)) return { refusal: '9004' };
    if (!installmentAllowed(token.amount, months as InstallmentMonths)) return { refusal: '4090' };
    return { bank, months };
  }

  private anyPlanAllowed(request: TokenRequest): boolean {
    const months = request.installmentPeriods ?? INSTALLMENT_MONTHS;
    return months.some(
      (each) => (INSTALLMENT_MONTHS as readonly number[]).includes(each) && installmentAllowed(request.amount, each as InstallmentMonths),
    );
  }

  private issueSlip(token: TokenRecord, channelCode: string, data: PaymentData): Outcome {
    const issued = this.openSlipOf(token.paymentToken);
    if (issued) return { kind: 'slip', transaction: issued };
    const agentCode = channelCode === 'OTCTR' ? (data.agentCode ?? token.agentCode) : null;
    if (channelCode === 'OTCTR' && !(COUNTER_PARTNERS as readonly string[]).includes(agentCode ?? ''))
      return { kind: 'refused', code: '9004' };
    const paymentCode = this.newPaymentCode();
    const slip: Slip = {
      paymentCode,
      deadline: token.expiresAt,
      qrPayload:
        channelCode === 'THQR'
          ? promptPayPayload({ promptPayId: this.deps.promptPayId, amount: token.amount, reference: paymentCode })
          : null,
    };
    const transaction = this.open(token, channelCode, { slip, agentCode });
    return { kind: 'slip', transaction: this.settle(transaction, '0001') };
  }

  private newPaymentCode(): string {
    for (;;) {
      const code = String(randomInt(10 ** 11, 10 ** 12));
      if (!this.deps.store.transactionOfPaymentCode(code)) return code;
    }
  }

  /** A new attempt on `token`, not yet written: the caller settles or challenges it. */
  private open(token: TokenRecord, channelCode: string, details: Partial<TransactionRecord>): TransactionRecord {
    return {
      tranRef: String(randomInt(10 ** 9, 10 ** 10)),
      paymentToken: token.paymentToken,
      merchantID: token.merchantID,
      invoiceNo: token.invoiceNo,
      channelCode,
      amount: token.amount,
      respCode: '2001',
      eventId: randomUUID(),
      referenceNo: String(randomInt(10 ** 9, 10 ** 10)),
      approvalCode: String(randomInt(10 ** 5, 10 ** 6)),
      card: null,
      installment: null,
      agentCode: null,
      slip: null,
      challengeOutcome: null,
      createdAt: this.now,
      updatedAt: this.now,
      refundRef: null,
      ...details,
    };
  }

  /** Records the outcome (vaulting the card when approved and asked to) and sends the shop its notification. */
  private settle(
    transaction: TransactionRecord,
    code: RespCode,
    vaultable?: Omit<VaultCard, 'cardToken' | 'createdAt'> | null,
  ): TransactionRecord {
    const toVault = vaultable ?? this.challengeCards.get(transaction.tranRef) ?? null;
    this.challengeCards.delete(transaction.tranRef);
    let card = transaction.card;
    if (code === '0000' && toVault && card) {
      const cardToken = randomBytes(16).toString('hex');
      const fingerprint = this.fingerprintOf(toVault);
      this.deps.store.putCard({ ...toVault, cardToken, fingerprint, createdAt: this.now });
      card = { ...card, cardToken, fingerprint, saved: savedDetails(toVault) };
    }
    const settled: TransactionRecord = { ...transaction, card, respCode: code, eventId: randomUUID(), updatedAt: this.now };
    this.deps.store.putTransaction(settled);
    this.notify(settled);
    return settled;
  }

  /** The fingerprint of the merchant's earlier card of this number, if one is still vaulted, else a new one. */
  private fingerprintOf(card: Pick<VaultCard, 'merchantID' | 'number'>): string {
    for (const kept of this.deps.store.cards.values())
      if (kept.merchantID === card.merchantID && kept.number === card.number && kept.fingerprint) return kept.fingerprint;
    return randomBytes(16).toString('hex');
  }

  private notify(transaction: TransactionRecord): void {
    const token = this.tokenOf(transaction);
    const merchant = this.deps.merchants.get(token.merchantID);
    if (!merchant) return;
    const claims = transactionClaims(transaction, token, transaction.respCode, token.locale);
    this.deps.notifier.send({
      id: transaction.eventId,
      url: token.backendReturnUrl,
      payload: signClaims(claims, merchant.secret),
      invoiceNo: transaction.invoiceNo,
      respCode: transaction.respCode,
    });
  }

  private invoicePaid(merchantID: string, invoiceNo: string): boolean {
    return this.deps.store.tokensOf(merchantID, invoiceNo).some((token) => this.deps.store.transactionsOf(token.paymentToken).some(isPaid));
  }

  /** What an inquiry says of a transaction now: a challenge is still in progress, an unpaid slip past its deadline has expired. */
  private inquiredCode(transaction: TransactionRecord): RespCode {
    if (transaction.respCode === '1001' || transaction.respCode === '2001') return '2001';
    if (transaction.respCode === '0001' && transaction.slip && transaction.slip.deadline <= this.now) return '4100';
    return transaction.respCode;
  }
}

function savedDetails(card: Pick<VaultCard, 'expiryMonth' | 'expiryYear' | 'holder'>) {
  return { expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, holder: card.holder };
}

function isPaid(transaction: TransactionRecord): boolean {
  return transaction.respCode === '0000' || transaction.respCode === '4200';
}
