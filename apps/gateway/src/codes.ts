import { CARD_BRAND_NAMES, cardLengthsText, type CardNumberProblem } from '@talad/domain';

/**
 * Result codes (`respCode`) of decision 0019, in 2C2P PGW 4.3's numbering, with the description the gateway sends
 * in the request's language. The shop acts on the code; the description is for people.
 */
export const RESULTS = {
  '0000': { en: 'Success', th: 'ชำระเงินสำเร็จ' },
  '0001': { en: 'Transaction is pending: waiting for payment', th: 'รอการชำระเงิน' },
  '0003': { en: 'Transaction is cancelled by the shopper', th: 'ผู้ซื้อยกเลิกการชำระเงิน' },
  '1001': { en: 'Authenticate the card (3-D Secure)', th: 'ยืนยันตัวตนผู้ถือบัตร (3-D Secure)' },
  '1005': { en: 'Payment slip issued: pay before the deadline', th: 'ออกใบชำระเงินแล้ว กรุณาชำระภายในกำหนด' },
  '2000': { en: 'Transaction is completed', th: 'ทำรายการเสร็จสิ้น' },
  '2001': { en: 'Transaction in progress', th: 'อยู่ระหว่างทำรายการ' },
  '2002': { en: 'Transaction not found', th: 'ไม่พบรายการ' },
  '4001': { en: 'Declined by the card issuer', th: 'ธนาคารผู้ออกบัตรปฏิเสธรายการ' },
  '4051': { en: 'Insufficient funds', th: 'ยอดเงินไม่เพียงพอ' },
  '4054': { en: 'The card has expired', th: 'บัตรหมดอายุ' },
  '4063': { en: '3-D Secure authentication failed', th: 'การยืนยันตัวตน 3-D Secure ไม่สำเร็จ' },
  '4090': { en: 'Installment is not allowed for this amount', th: 'ยอดเงินนี้ไม่สามารถผ่อนชำระได้' },
  '4100': { en: 'The payment has expired', th: 'หมดเวลาชำระเงิน' },
  '4200': { en: 'Transaction is refunded', th: 'คืนเงินแล้ว' },
  '4210': { en: 'The refund is more than is left to refund', th: 'ยอดคืนเงินเกินยอดที่คืนได้' },
  '9004': { en: 'Invalid field', th: 'ข้อมูลไม่ถูกต้อง' },
  '9015': { en: 'Invoice already paid', th: 'รายการนี้ชำระเงินแล้ว' },
  '9057': { en: 'Invalid signature', th: 'ลายเซ็นไม่ถูกต้อง' },
  '9080': { en: 'Payment token not found or already used', th: 'ไม่พบรายการชำระเงินหรือใช้ไปแล้ว' },
  '9999': { en: 'System error', th: 'ระบบขัดข้อง' },
} as const;
export type RespCode = keyof typeof RESULTS;
export type Locale = 'th' | 'en';

/** Why a typed number is refused, in the request's language: which brand wants which length, or a wrong check digit. */
export function cardNumberDesc(problem: CardNumberProblem, locale: Locale): string {
  const th = locale === 'th';
  switch (problem.problem) {
    case 'brand':
      return th
        ? 'ไม่ใช่หมายเลขบัตรที่รับชำระ (Visa, Mastercard, JCB, UnionPay, American Express, Diners Club)'
        : 'Not a card number we take (Visa, Mastercard, JCB, UnionPay, American Express, Diners Club)';
    case 'length': {
      const lengths = cardLengthsText(problem.lengths, locale);
      const brand = CARD_BRAND_NAMES[problem.brand];
      return th ? `หมายเลขบัตร ${brand} มี ${lengths} หลัก` : `${brand} card numbers have ${lengths} digits`;
    }
    case 'luhn':
      return th ? 'หมายเลขบัตรไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง' : 'The card number is not valid; please check it';
  }
}

export function respDesc(code: RespCode, locale: Locale = 'en'): string {
  return RESULTS[code][locale];
}

/** A transaction's outcome is settled once it is none of these. */
export const OPEN_CODES: ReadonlySet<RespCode> = new Set(['1001', '0001']);

export interface Result {
  respCode: RespCode;
  respDesc: string;
}

export function result(code: RespCode, locale: Locale = 'en'): Result {
  return { respCode: code, respDesc: respDesc(code, locale) };
}
