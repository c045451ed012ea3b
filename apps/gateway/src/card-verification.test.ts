import { describe, expect, it } from 'vitest';
import { card, gatewayForEachTest } from './test-support.ts';

/** tokenizeOnly (2C2P): a card verified and kept without charging anything — how /account/my-card adds a card (decision 0069). */
const context = gatewayForEachTest();

const verification = (overrides: Record<string, unknown> = {}) =>
  context.gateway.token({ amount: '0.00', tokenizeOnly: 'Y', tokenize: 'Y', userDefined1: '', ...overrides });

describe('a card verification (tokenizeOnly, zero amount)', () => {
  it('keeps an American Express card approved without a challenge: 2000, a token and a fingerprint told, 0.00 taken', async () => {
    const answer = await context.gateway.doPayment(await verification(), 'CC', card('378282246310005', { securityCode: '7391' }));
    expect(answer.body.respCode).toBe('2000');
    const [notification] = await context.gateway.delivered();
    expect(notification).toMatchObject({
      amount: '0.00',
      respCode: '0000',
      cardNo: '378282XXXXX0005',
      cardType: 'American_Express',
      cardToken: expect.stringMatching(/^[0-9a-f]{32}$/),
      cardFingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
      cardExpiryMonth: '12',
      cardExpiryYear: '2030',
      cardHolderName: 'Somchai Jaidee',
    });
    expect(context.gateway.store.cards.get(String(notification!.cardToken))?.number).toBe('378282246310005');
  });

  it('asks the 3-D Secure challenge of a Visa as a payment would, and keeps the card only once it is passed', async () => {
    const answer = await context.gateway.doPayment(await verification(), 'CC', card('4111111111111111'));
    expect(answer.body.respCode).toBe('1001');
    expect(context.gateway.store.cards.size).toBe(0);
    await context.gateway.answerChallenge(answer.body.data);
    const [notification] = await context.gateway.delivered();
    expect(notification).toMatchObject({ respCode: '0000', cardToken: expect.any(String), cardType: 'Visa' });
    expect(context.gateway.store.cards.size).toBe(1);

    const failed = await context.gateway.doPayment(await verification(), 'CC', card('4000000000003063'));
    await context.gateway.answerChallenge(failed.body.data);
    const declined = await context.gateway.doPayment(await verification(), 'CC', card('4000000000000002'));
    expect(declined.body.respCode).toBe('4001');
    expect(context.gateway.store.cards.size).toBe(1);
  });

  it('gives the same number the same fingerprint under a new token, and another number another', async () => {
    await context.gateway.doPayment(await verification(), 'CC', card('378282246310005', { securityCode: '1234' }));
    await context.gateway.doPayment(await verification(), 'CC', card('3782 8224 6310 005', { securityCode: '4321', expiryYear: '2031' }));
    await context.gateway.doPayment(await verification(), 'CC', card('3566111111111113'));
    const [first, again, other] = await context.gateway.delivered();
    expect(again!.cardToken).not.toBe(first!.cardToken);
    expect(again!.cardFingerprint).toBe(first!.cardFingerprint);
    expect(other!.cardFingerprint).not.toBe(first!.cardFingerprint);
  });

  it('takes no amount and no channel but the card: anything else is refused (9004)', async () => {
    const refused = async (claims: Record<string, unknown>) =>
      (
        await context.gateway.call('/payment/4.3/paymentToken', {
          merchantID: 'TALAD',
          invoiceNo: 'CV1',
          frontendReturnUrl: 'http://localhost:3100/2c2p',
          backendReturnUrl: context.shop.url,
          ...claims,
        })
      ).respCode;
    expect(await refused({ amount: '1.00', tokenizeOnly: 'Y', paymentChannel: ['CC'] })).toBe('9004');
    expect(await refused({ amount: '0.00', tokenizeOnly: 'Y', paymentChannel: ['IPP'] })).toBe('9004');
    expect(await refused({ amount: '0.00', paymentChannel: ['CC'] })).toBe('9004');
    expect(await refused({ amount: '0.00', tokenizeOnly: 'Y', paymentChannel: ['CC'] })).toBe('0000');
  });
});
