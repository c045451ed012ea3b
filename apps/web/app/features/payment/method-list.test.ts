import { describe, expect, it } from 'vitest';
import { displayOrder, type PayableOption } from './method-list.tsx';

const option = (method: PayableOption['method'], eligible = true): PayableOption => ({
  method,
  eligible,
  reason: eligible ? null : { code: 'PAYMENT_INSTALLMENT_NOT_ALLOWED', status_code: 11005, message: 'no' },
});

describe('the order of the payment methods on /payment', () => {
  it('puts cards first, then QR, bank apps, wallets and slips, the ones the order cannot use last', () => {
    const methods = ['ATM', 'CREDITCARD', 'COUNTER', 'TRUEWALLET', 'PROMPTPAY', 'APP_TO_APP', 'BANK_ONLINE', 'LINEPAY'] as const;
    const ordered = displayOrder([...methods.map((method) => option(method)), option('INSTALLMENT', false)]).map((each) => each.method);
    expect(ordered).toEqual([
      'CREDITCARD',
      'PROMPTPAY',
      'APP_TO_APP',
      'TRUEWALLET',
      'LINEPAY',
      'BANK_ONLINE',
      'ATM',
      'COUNTER',
      'INSTALLMENT',
    ]);
  });
});
