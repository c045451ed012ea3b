import { gatewayAmount, type Satang } from '@talad/domain';

/**
 * Thai QR Payment (PromptPay) payload, EMVCo Merchant-Presented QR: tag-length-value fields, the merchant's
 * PromptPay ID under the PromptPay application id, the amount, and a CRC-16/CCITT-FALSE over everything before it.
 * A banking app scanning it pays `amount` to the merchant with our payment code as the reference.
 */
const PROMPTPAY_AID = 'A000000677010111';

function field(tag: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMVCo field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** The PromptPay ID as the payload carries it: a phone (0066 + 9 digits), a national or tax id (13), an e-wallet id (15). */
function promptPayAccount(id: string): string {
  const digits = id.replace(/\D/g, '');
  if (digits.length === 10 && digits.startsWith('0')) return field('01', `0066${digits.slice(1)}`);
  if (digits.length === 13) return field('02', digits);
  if (digits.length === 15) return field('03', digits);
  throw new RangeError('A PromptPay ID is a Thai phone number (10 digits), a national or tax id (13) or an e-wallet id (15)');
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor), four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A one-time (dynamic) QR for this amount; `reference` goes in the additional data's reference label (tag 62/05). */
export function promptPayPayload(input: { promptPayId: string; amount: Satang; reference?: string }): string {
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('29', field('00', PROMPTPAY_AID) + promptPayAccount(input.promptPayId)),
    field('53', '764'),
    field('54', gatewayAmount(input.amount)),
    field('58', 'TH'),
    input.reference ? field('62', field('05', input.reference)) : '',
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}

/** Whether a payload's last four characters are the CRC of the rest (what a banking app checks before paying). */
export function payloadCrcValid(payload: string): boolean {
  return payload.length > 4 && crc16(payload.slice(0, -4)) === payload.slice(-4);
}
