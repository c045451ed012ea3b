import { describe, expect, it } from 'vitest';
import { crc16, payloadCrcValid, promptPayPayload } from './promptpay.ts';

describe('PromptPay QR payload (EMVCo Thai QR)', () => {
  it('computes CRC-16/CCITT-FALSE: the catalogue check value of "123456789" is 29B1', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it("agrees with a real banking app's PromptPay QR (phone 092-453-1775, 6,000 baht, CRC 9B3B)", () => {
    const real = '00020101021129370016A000000677010111011300669245317755802TH54076000.00530376463049B3B';
    expect(payloadCrcValid(real)).toBe(true);
    expect(crc16(real.slice(0, -4))).toBe('9B3B');
  });

  it('writes the merchant, the exact amount, THB, TH and the reference, then a CRC that checks', () => {
    const payload = promptPayPayload({ promptPayId: '0105566000001', amount: 123_405, reference: '123456789012' });
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('29370016A000000677010111' + '02130105566000001');
    expect(payload).toContain('5303764');
    expect(payload).toContain('54071234.05');
    expect(payload).toContain('5802TH');
    expect(payload).toContain('62160512123456789012');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(payloadCrcValid(payload)).toBe(true);
    expect(payloadCrcValid(payload.replace('1234.05', '1234.06'))).toBe(false);
  });

  it('takes a phone number as 0066 and its last nine digits', () => {
    expect(promptPayPayload({ promptPayId: '092-453-1775', amount: 600_000 })).toContain('0113' + '0066924531775');
    expect(() => promptPayPayload({ promptPayId: '12345', amount: 100 })).toThrow(RangeError);
  });
});
