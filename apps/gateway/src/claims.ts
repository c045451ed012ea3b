import { gatewayAmount } from '@talad/domain';
import { respDesc, type Locale, type RespCode } from './codes.ts';
import type { Claims } from './jwt.ts';
import type { TokenRecord, TransactionRecord } from './store.ts';
import { bangkokDateTime, bangkokStamp } from './time.ts';

/**
 * The claims of a transaction as the backend notification and paymentInquiry tell them (decision 0019). An
 * inquiry and the notification of the same state carry the same idempotencyID, so the shop applies it once.
 */
export function transactionClaims(transaction: TransactionRecord, token: TokenRecord, respCode: RespCode, locale: Locale): Claims {
  const { card, installment, slip } = transaction;
  return {
    merchantID: transaction.merchantID,
    invoiceNo: transaction.invoiceNo,
    amount: gatewayAmount(transaction.amount),
    currencyCode: 'THB',
    tranRef: transaction.tranRef,
    referenceNo: transaction.referenceNo,
    approvalCode: respCode === '0000' ? transaction.approvalCode : '',
    transactionDateTime: bangkokStamp(transaction.updatedAt),
    channelCode: transaction.channelCode,
    agentCode: transaction.agentCode ?? '',
    cardNo: card?.masked ?? '',
    cardType: card?.brand ?? '',
    ...(card?.cardToken
      ? { cardToken: card.cardToken, ...(card.fingerprint ? { cardFingerprint: card.fingerprint } : {}), ...savedCardClaims(card.saved) }
      : {}),
    ...(installment ? { installmentPeriod: installment.months, installmentBank: installment.bank } : {}),
    ...(slip
      ? {
          paymentCode: slip.paymentCode,
          paymentExpiry: bangkokDateTime(slip.deadline),
          ...(slip.qrPayload ? { qrPayload: slip.qrPayload } : {}),
        }
      : {}),
    respCode,
    respDesc: respDesc(respCode, locale),
    userDefined1: token.userDefined1,
    idempotencyID: respCode === transaction.respCode ? transaction.eventId : `${transaction.eventId}:${respCode}`,
  };
}

/** A saved card's expiry and holder, for the shop's list of saved cards (never the number). */
function savedCardClaims(saved: NonNullable<TransactionRecord['card']>['saved']): Claims {
  if (!saved) return {};
  return {
    cardExpiryMonth: String(saved.expiryMonth).padStart(2, '0'),
    cardExpiryYear: String(saved.expiryYear),
    cardHolderName: saved.holder,
  };
}

/** An invoice's token with no transaction yet: the shopper is still choosing, or the token expired unused. */
export function tokenClaims(token: TokenRecord, respCode: RespCode, locale: Locale): Claims {
  return {
    merchantID: token.merchantID,
    invoiceNo: token.invoiceNo,
    amount: gatewayAmount(token.amount),
    currencyCode: 'THB',
    respCode,
    respDesc: respDesc(respCode, locale),
    userDefined1: token.userDefined1,
  };
}

/** 2C2P's frontend return: `paymentResponse`, base64 of a small JSON the shop must not trust for the outcome. */
export function paymentResponse(transaction: TransactionRecord, locale: Locale): string {
  const { invoiceNo, channelCode, respCode } = transaction;
  return Buffer.from(JSON.stringify({ invoiceNo, channelCode, respCode, respDesc: respDesc(respCode, locale) })).toString('base64');
}
