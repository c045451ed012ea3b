import { getOrderPayment } from '@talad/sdk';
import { apiAs } from '../support/cart.ts';
import { openAs } from '../support/identity.ts';
import { capture, CARDS, newBuyer, orderToPay, paymentPath, typeCard } from '../support/payment.ts';
import { expect, test } from '../support/shop.ts';

/** What the card form says, in each language (issue #29: the brand's own length and CVV). */
const SAID = {
  th: {
    method: /^บัตรเครดิต\/เดบิต/,
    amexLength: 'หมายเลขบัตร American Express มี 15 หลัก',
    luhn: 'หมายเลขบัตรไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง',
    cvv: 'กรอก CVV 4 หลัก',
    cvvHint: '4 หลักด้านหน้าบัตร',
    paid: 'ชำระเงินสำเร็จ',
  },
  en: {
    method: /^Credit\/debit card/,
    amexLength: 'American Express card numbers have 15 digits',
    luhn: 'The card number is not valid; please check it',
    cvv: 'Enter the 4-digit CVV',
    cvvHint: '4 digits on the front of the card',
    paid: 'Payment successful',
  },
} as const;

test.describe('cards of every brand (issue #29)', () => {
  // The journey goes from the shop to the gateway and back, through the gateway's notification to the API.
  test.describe.configure({ timeout: 90_000 });

  for (const language of ['th', 'en'] as const) {
    test(`${language}: an American Express card (15 digits, 4-digit CVV) is told apart as it is typed and pays the order`, async ({
      page,
      isMobile,
    }, testInfo) => {
      const said = SAID[language];
      // Dear fashion items past those payment.spec.ts buys (its picks stop at 19), one per project and language.
      const buyer = await newBuyer(20 + (isMobile ? 2 : 0) + (language === 'en' ? 1 : 0));
      const order = await orderToPay(buyer, 'CREDITCARD');
      await openAs(page, buyer.member, paymentPath(order.orderId, language));
      await page.getByRole('radio', { name: said.method }).check();

      // A 16-digit number starting 37 is American Express, which has 15: the form names the brand and its length.
      await typeCard(page, '3782 8224 6310 0050', { locale: language, cvv: '123' });
      await expect(page.getByTestId('card-brand')).toHaveText('American Express');
      await page.getByTestId('pay-button').click();
      await expect(page.getByText(said.amexLength)).toBeVisible();
      await expect(page.getByText(said.cvv)).toBeVisible();
      // One wrong digit: the check digit tells.
      await typeCard(page, '3782 822463 10006', { locale: language, cvv: '1234' });
      await expect(page.getByText(said.luhn)).toBeVisible();

      await typeCard(page, CARDS.amexNoChallenge, { locale: language, cvv: '1234' });
      await expect(page.getByTestId('card-form').getByText(said.cvvHint)).toBeVisible();
      await expect(page.getByText(said.luhn)).toHaveCount(0);
      await capture(page, testInfo.outputPath('amex-card.png'));
      await page.getByTestId('pay-button').click();

      await expect(page).toHaveURL(/\/payment\/complete\?order=/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: said.paid })).toBeVisible();
      await expect(page.getByTestId('complete-paid-with')).toContainText('American Express •••• 0005');
      await capture(page, testInfo.outputPath('amex-paid.png'));
      const payment = (await getOrderPayment(apiAs(buyer.member.session), order.orderId)).data;
      expect(payment?.latest?.card).toEqual({ brand: 'American_Express', last4: '0005' });
    });
  }
});
