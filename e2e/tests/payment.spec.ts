import { formatBaht, installmentSchedule } from '@talad/domain';
import { getMySavedCards, getOrderPayment } from '@talad/sdk';
import type { Page } from '@playwright/test';
import { apiAs } from '../support/cart.ts';
import { openAs } from '../support/identity.ts';
import {
  answerChallenge,
  capture,
  CARDS,
  CHALLENGE_CODE,
  GATEWAY_ORIGIN,
  newBuyer,
  orderToPay,
  payInSandbox,
  paymentPath,
  typeCard,
} from '../support/payment.ts';
import { cookieBanner, expect, test } from '../support/shop.ts';

/** Each journey and project buys a product of its own (e2e/support/payment.ts), so parallel journeys never share stock. */
const pickOf = (journey: number, isMobile: boolean) => journey * 2 + (isMobile ? 1 : 0);

/** The payment page's Pay button, whatever it says (pay, get a slip, get a QR). */
const payButton = (page: Page) => page.getByTestId('pay-button');

async function expectComplete(page: Page, orderNo: string, heading: string) {
  await expect(page).toHaveURL(/\/payment\/complete\?order=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByTestId('complete-order-no')).toHaveText(orderNo);
}

test.describe('paying an order through the gateway (issue #13)', () => {
  // Each journey goes from the shop to the gateway and back, through the gateway's notification to the API.
  test.describe.configure({ timeout: 90_000 });

  test('a card with 3-D Secure: checkout hands over to /payment, §5 checks the number, the challenge is answered, the order is paid', async ({
    page,
    isMobile,
  }, testInfo) => {
    const { member, product } = await newBuyer(pickOf(0, isMobile));
    await openAs(page, member, `/check-out?buy=${product.variant.variant_id}:1`);
    await page.getByRole('radio', { name: /^บัตรเครดิต\/เดบิต/ }).check();
    await page.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();

    await expect(page).toHaveURL(/\/payment\?order=[0-9a-f-]+&method=CREDITCARD$/);
    await expect(page.getByRole('heading', { name: 'ชำระเงิน', exact: true })).toBeVisible();
    const orderNo = ((await page.getByTestId('payment-order-no').textContent()) ?? '').trim();
    await expect(page.getByTestId('payment-deadline')).toContainText('กรุณาชำระภายใน');
    await expect(page.getByRole('radio', { name: /บัตรเครดิต\/เดบิต/ })).toBeChecked();
    await capture(page, testInfo.outputPath('payment.png'));

    // §5 as issue #29 widened it: a number of another length than its brand's is refused in place, before anything is sent.
    await typeCard(page, '4111 1111 1111 111');
    await payButton(page).click();
    await expect(page.getByText('หมายเลขบัตร Visa มี 13, 16 หรือ 19 หลัก')).toBeVisible();
    await typeCard(page, CARDS.visaChallenge, { save: true });
    await expect(page.getByLabel(/หมายเลขบัตร/)).toHaveValue('4111 1111 1111 1111');
    await expect(page.getByTestId('card-brand')).toHaveText('Visa');
    await capture(page, testInfo.outputPath('payment-card.png'));
    // Spec §2: no cookie banner on /payment (its 3-second delay has passed by now), nor on its steps below.
    await expect(cookieBanner(page)).toHaveCount(0);

    // A double press is one attempt (the button is busy at once).
    await payButton(page).dblclick();
    await expect(page.getByTestId('card-verifying')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนผู้ถือบัตร' })).toBeVisible();
    await capture(page, testInfo.outputPath('card-verifying.png'));
    await answerChallenge(page, CHALLENGE_CODE);

    await expectComplete(page, orderNo, 'ชำระเงินสำเร็จ');
    await expect(page.getByTestId('complete-paid-with')).toContainText('Visa •••• 1111');
    await capture(page, testInfo.outputPath('complete.png'));
    await expect(cookieBanner(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'ดูคำสั่งซื้อ' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('รอจัดส่ง');
  });

  test('in English: a declined card is told on the form, the page stays payable, and another card is asked for (the declined one kept)', async ({
    page,
    isMobile,
  }, testInfo) => {
    const buyer = await newBuyer(pickOf(1, isMobile));
    const order = await orderToPay(buyer, 'CREDITCARD');
    await openAs(page, buyer.member, paymentPath(order.orderId, 'en'));
    await page.getByRole('radio', { name: /Credit\/debit card/ }).check();
    await typeCard(page, CARDS.declined, { locale: 'en' });
    await payButton(page).click();

    await expect(page.getByRole('alert').filter({ hasText: "The card's bank declined the payment" })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/payment\?order=/);
    // §4: the card typed is one of the page's cards now (masked, last four), but not chosen: a second press on Pay
    // would retry the declined card. The new-card form is open with its number focused.
    await expect(page.getByRole('radio', { name: /XXXX XXXX XXXX 0002/ })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Use a new card' })).toBeChecked();
    await expect(page.getByLabel(/Card number/)).toBeFocused();
    await expect(page.getByTestId('card-security-note')).toBeVisible();
    await capture(page, testInfo.outputPath('payment-declined.png'));
  });

  test('in English: 3-D Secure fails, /payment/failed tells why, "Try again" pays with another card', async ({
    page,
    isMobile,
  }, testInfo) => {
    const buyer = await newBuyer(pickOf(2, isMobile));
    const order = await orderToPay(buyer, 'CREDITCARD');
    await openAs(page, buyer.member, paymentPath(order.orderId, 'en'));
    await page.getByRole('radio', { name: /Credit\/debit card/ }).check();
    await typeCard(page, CARDS.challengeFails, { locale: 'en' });
    await payButton(page).click();
    await answerChallenge(page, '000000');

    await expect(page).toHaveURL(/\/en\/payment\/failed\?order=/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Payment unsuccessful' })).toBeVisible();
    await expect(page.getByTestId('failure-reason')).not.toBeEmpty();
    await capture(page, testInfo.outputPath('failed.png'));

    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/en\/payment\?order=.+&method=CREDITCARD$/);
    await expect(page.getByTestId('last-failure')).toBeVisible();
    await typeCard(page, CARDS.mastercardChallenge, { locale: 'en' });
    await expect(page.getByTestId('card-brand')).toHaveText('Mastercard');
    await payButton(page).click();
    await answerChallenge(page, CHALLENGE_CODE);
    await expectComplete(page, order.orderNo, 'Payment successful');
    await expect(page.getByTestId('complete-paid-with')).toContainText('Mastercard •••• 4444');
  });

  test('a saved card pays the next order with its CVV only; /account/my-card lists it and deletes it', async ({
    page,
    isMobile,
  }, testInfo) => {
    const buyer = await newBuyer(pickOf(3, isMobile));
    const first = await orderToPay(buyer, 'CREDITCARD');
    await openAs(page, buyer.member, paymentPath(first.orderId));
    await page.getByRole('radio', { name: /บัตรเครดิต\/เดบิต/ }).check();
    await typeCard(page, CARDS.jcbNoChallenge, { save: true });
    await payButton(page).click();
    await expectComplete(page, first.orderNo, 'ชำระเงินสำเร็จ');
    await expect.poll(async () => (await getMySavedCards(apiAs(buyer.member.session))).data?.length ?? 0).toBe(1);

    const second = await orderToPay(buyer, 'CREDITCARD');
    await page.goto(`${paymentPath(second.orderId)}&method=CREDITCARD`);
    const saved = page.getByRole('radio', { name: /XXXX XXXX XXXX 1113/ });
    await expect(saved).toBeChecked();
    await expect(page.getByTestId('card-form')).toHaveCount(0);
    await payButton(page).click();
    await expect(page.getByText('กรอก CVV 3 หลัก')).toBeVisible();
    await page.getByLabel('CVV ของบัตรลงท้าย 1113').fill('123');
    await capture(page, testInfo.outputPath('payment-saved-card.png'));
    await payButton(page).click();
    await expectComplete(page, second.orderNo, 'ชำระเงินสำเร็จ');
    await expect(page.getByTestId('complete-paid-with')).toContainText('JCB •••• 1113');

    await page.goto('/account/my-card');
    const card = page.getByTestId('saved-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('XXXX XXXX XXXX 1113');
    await capture(page, testInfo.outputPath('my-card.png'));
    await card.getByRole('button', { name: /ลบบัตร JCB 1113/ }).click();
    await page.getByRole('dialog', { name: 'ต้องการลบบัตรนี้หรือไม่?' }).getByRole('button', { name: 'ลบบัตร' }).click();
    await expect(page.getByTestId('no-saved-cards')).toBeVisible();
  });

  test('installments: a bank and a plan are chosen, the monthly amount is the order’s total over the months', async ({
    page,
    isMobile,
  }, testInfo) => {
    const buyer = await newBuyer(pickOf(0, isMobile), { instalments: true });
    const order = await orderToPay(buyer, 'INSTALLMENT');
    await openAs(page, buyer.member, `${paymentPath(order.orderId)}&method=INSTALLMENT`);
    await expect(page.getByRole('radio', { name: /ผ่อนชำระ/ })).toBeChecked();
    await page.getByRole('radio', { name: /ธนาคารกสิกรไทย/ }).check();
    const threeMonths = page.getByRole('radio', { name: /^3 เดือน/ });
    await threeMonths.check();
    const monthly = installmentSchedule(order.amountDue, 3).monthly;
    await expect(page.getByTestId('installment-plans').locator('label').filter({ has: threeMonths })).toContainText(
      `${formatBaht(monthly, 'th')}/เดือน`,
    );
    await typeCard(page, CARDS.visaChallenge);
    await capture(page, testInfo.outputPath('payment-installment.png'));
    await payButton(page).click();
    await answerChallenge(page, CHALLENGE_CODE);
    await expectComplete(page, order.orderNo, 'ชำระเงินสำเร็จ');
    await expect(page.getByTestId('complete-paid-with')).toContainText(`ธนาคารกสิกรไทย 3 เดือน (${formatBaht(monthly, 'th')}/เดือน)`);
  });

  test('in English: a wallet is approved on the gateway’s page and the shop follows its notification', async ({
    page,
    isMobile,
  }, testInfo) => {
    const buyer = await newBuyer(pickOf(4, isMobile));
    const order = await orderToPay(buyer, 'TRUEWALLET');
    await openAs(page, buyer.member, paymentPath(order.orderId, 'en'));
    await page.getByRole('radio', { name: /TrueMoney Wallet/ }).check();
    await payButton(page).click();
    await expect(page).toHaveURL(new RegExp(`^${GATEWAY_ORIGIN}/payment/4\\.3/pay/`));

    // Back at the shop before deciding: the processing page waits for the gateway (nothing settled yet).
    await page.goto(paymentPath(order.orderId, 'en', '/processing'));
    await expect(page.getByRole('heading', { name: 'Checking your payment' })).toBeVisible();
    await capture(page, testInfo.outputPath('processing.png'));
    await page.goBack();

    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expectComplete(page, order.orderNo, 'Payment successful');
    await capture(page, testInfo.outputPath('complete-wallet.png'));
  });

  test('a bank app payment is approved on the gateway’s page', async ({ page, isMobile }) => {
    const buyer = await newBuyer(pickOf(5, isMobile));
    const order = await orderToPay(buyer, 'APP_TO_APP');
    await openAs(page, buyer.member, paymentPath(order.orderId));
    await page.getByRole('radio', { name: /^แอปธนาคาร/ }).check();
    await payButton(page).click();
    await expect(page).toHaveURL(new RegExp(`^${GATEWAY_ORIGIN}/payment/4\\.3/pay/`));
    await page.getByRole('button', { name: 'ยืนยันชำระเงิน' }).click();
    await expectComplete(page, order.orderNo, 'ชำระเงินสำเร็จ');
  });

  test('an ATM slip: code, barcode and deadline, a printable view, paid later through the gateway’s simulator', async ({
    page,
    isMobile,
  }, testInfo) => {
    const buyer = await newBuyer(pickOf(6, isMobile));
    const order = await orderToPay(buyer, 'ATM');
    await openAs(page, buyer.member, paymentPath(order.orderId));
    await page.getByRole('radio', { name: /^ATM/ }).check();
    await payButton(page).click();

    const slip = page.getByTestId('payment-slip');
    await expect(slip.getByRole('heading', { name: 'ชำระเงินผ่านตู้ ATM' })).toBeVisible();
    const code = ((await slip.getByTestId('slip-payment-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^\d{6,}$/);
    await expect(slip.getByTestId('slip-barcode')).toBeVisible();
    await expect(slip.getByTestId('slip-deadline')).not.toBeEmpty();
    await capture(page, testInfo.outputPath('slip-atm.png'));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'พิมพ์ใบแจ้งชำระเงิน' })).toBeHidden();
    await expect(page.getByTestId('payment-summary')).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('slip-atm-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    // Reopened later, the slip is still what the page shows; then the bank tells the gateway it was paid.
    await page.reload();
    await expect(slip.getByTestId('slip-payment-code')).toHaveText(code);
    // Asked before it is paid, the slip stays, waiting; paid, the page goes on by itself (it reads the payment meanwhile).
    await slip.getByRole('button', { name: 'ตรวจสอบสถานะการชำระเงิน' }).click();
    await expect(slip.getByRole('status')).toHaveText('กำลังรอการยืนยันการชำระเงิน…');
    await payInSandbox(page, code);
    await expectComplete(page, order.orderNo, 'ชำระเงินสำเร็จ');
    await expect(page.getByTestId('complete-paid-with')).toHaveText('ATM');
  });

  test('in English: a counter slip for the partner chosen (spec §3 partner codes), its barcode, paid later at the counter', async ({
    page,
    isMobile,
  }, testInfo) => {
    const buyer = await newBuyer(pickOf(0, isMobile), { category: 'sports' });
    const order = await orderToPay(buyer, 'COUNTER');
    await openAs(page, buyer.member, paymentPath(order.orderId, 'en'));
    await page.getByRole('radio', { name: /^Pay at a counter/ }).check();
    const partners = page.getByTestId('counter-partners');
    for (const name of ["Lotus's", 'Big C', 'Thailand Post (Pay@Post)', 'ZenPay', 'mPAY Station'])
      await expect(partners.getByRole('radio', { name })).toBeVisible();
    await payButton(page).click();
    await expect(partners.getByRole('alert')).toHaveText('Choose where you will pay');
    await partners.getByRole('radio', { name: 'Big C' }).check();
    await payButton(page).click();

    const slip = page.getByTestId('payment-slip');
    await expect(slip.getByRole('heading', { name: 'Pay at the Big C counter' })).toBeVisible();
    await expect(slip.getByTestId('slip-barcode')).toBeVisible();
    await capture(page, testInfo.outputPath('slip-counter.png'));
    await payInSandbox(page, ((await slip.getByTestId('slip-payment-code').textContent()) ?? '').trim());
    await expectComplete(page, order.orderNo, 'Payment successful');
  });

  test('in English: a PromptPay QR drawn from its payload, paid from a bank app (the simulator)', async ({ page, isMobile }, testInfo) => {
    const buyer = await newBuyer(pickOf(7, isMobile));
    const order = await orderToPay(buyer, 'PROMPTPAY');
    await openAs(page, buyer.member, paymentPath(order.orderId, 'en'));
    await page.getByRole('radio', { name: /PromptPay/ }).check();
    await expect(payButton(page)).toHaveText(`Get PromptPay QR for ${formatBaht(order.amountDue, 'en')}`);
    // No card is typed for PromptPay: no word about card details.
    await expect(page.getByTestId('card-security-note')).toHaveCount(0);
    await payButton(page).click();

    const slip = page.getByTestId('payment-slip');
    await expect(slip.getByRole('heading', { name: 'Scan the PromptPay QR to pay' })).toBeVisible();
    await expect(slip.getByTestId('promptpay-qr').locator('path')).toHaveAttribute('d', /^M/);
    // The shop pays through the sandbox: its simulator, where the QR is paid, is named.
    await expect(slip.getByTestId('sandbox-hint').getByRole('link', { name: 'Pay it in the gateway’s simulator' })).toHaveAttribute(
      'href',
      `${GATEWAY_ORIGIN}/sandbox`,
    );
    await capture(page, testInfo.outputPath('slip-promptpay.png'));
    const code = ((await slip.getByTestId('slip-payment-code').textContent()) ?? '').trim();
    await payInSandbox(page, code);
    // The slip page reads the payment by itself meanwhile: no press needed.
    await expectComplete(page, order.orderNo, 'Payment successful');
  });

  test('/2c2p takes the gateway’s return by GET or POST and never believes it: a forged "paid" goes to processing, which asks the API', async ({
    page,
    request,
    isMobile,
  }) => {
    const buyer = await newBuyer(pickOf(1, isMobile), { category: 'sports' });
    const order = await orderToPay(buyer, 'CREDITCARD');
    const forged = Buffer.from(
      JSON.stringify({ invoiceNo: order.orderNo, channelCode: 'CC', respCode: '0000', respDesc: 'Success' }),
    ).toString('base64');
    const posted = await request.post(`/en/2c2p?order=${order.orderId}`, {
      form: { paymentResponse: forged },
      headers: { origin: GATEWAY_ORIGIN },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(303);
    expect(posted.headers().location).toBe(paymentPath(order.orderId, 'en', '/processing'));
    const got = await request.get(`/2c2p?order=${order.orderId}&paymentResponse=${encodeURIComponent(forged)}`, { maxRedirects: 0 });
    expect(got.headers().location).toBe(paymentPath(order.orderId, 'th', '/processing'));

    // Nothing was paid: the API still has the order waiting for payment, and processing says it is still checking.
    const payment = (await getOrderPayment(apiAs(buyer.member.session), order.orderId)).data;
    expect(payment).toMatchObject({ result: null, payable: true });
    await openAs(page, buyer.member, paymentPath(order.orderId, 'en', '/processing'));
    await expect(page.getByRole('heading', { name: 'Checking your payment' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/payment\/processing\?order=/);
  });
  test('back from the gateway before its result: processing keeps asking, and moves on to complete by itself when the result comes', async ({
    page,
    context,
    isMobile,
  }) => {
    const buyer = await newBuyer(pickOf(8, isMobile));
    const order = await orderToPay(buyer, 'TRUEWALLET');
    await openAs(page, buyer.member, paymentPath(order.orderId));
    await page.getByRole('radio', { name: /TrueMoney Wallet/ }).check();
    await payButton(page).click();
    await expect(page).toHaveURL(new RegExp(`^${GATEWAY_ORIGIN}/payment/4\\.3/pay/`));
    const gatewayPage = page.url();

    // The shopper comes back before deciding on the gateway: no result exists yet, and the page says it is checking.
    await page.goto(paymentPath(order.orderId, 'th', '/processing'));
    await expect(page.getByRole('heading', { name: 'กำลังตรวจสอบผลการชำระเงิน' })).toBeVisible();
    expect((await getOrderPayment(apiAs(buyer.member.session), order.orderId)).data).toMatchObject({ result: null, payable: true });

    // The payment is approved elsewhere (another tab, the phone's wallet app): the open page follows by itself.
    const wallet = await context.newPage();
    await wallet.goto(gatewayPage);
    await wallet.getByRole('button', { name: 'ยืนยันชำระเงิน' }).click();
    await expectComplete(page, order.orderNo, 'ชำระเงินสำเร็จ');
  });

  test.describe(() => {
    test.use({ ownContext: true }); // a fake clock stays with its context
    test('in English: processing stops asking after its window and says so; "Check again" finds the payment that came later', async ({
      page,
      context,
      isMobile,
    }, testInfo) => {
      const buyer = await newBuyer(pickOf(9, isMobile));
      const order = await orderToPay(buyer, 'TRUEWALLET');
      // The page's own clock, so its asking window (about a minute and a half) can be run through at once.
      await page.clock.install();
      await openAs(page, buyer.member, paymentPath(order.orderId, 'en'));
      await page.getByRole('radio', { name: /TrueMoney Wallet/ }).check();
      await payButton(page).click();
      await expect(page).toHaveURL(new RegExp(`^${GATEWAY_ORIGIN}/payment/4\\.3/pay/`));
      const gatewayPage = page.url();

      await page.goto(paymentPath(order.orderId, 'en', '/processing'));
      await expect(page.getByRole('heading', { name: 'Checking your payment' })).toBeVisible();
      // Each read schedules the next once it has answered: jump the page's clock a read's longest wait at a time.
      const noResult = page.getByRole('heading', { name: 'No result yet' });
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(15_000);
            return noResult.isVisible();
          },
          { intervals: [100], timeout: 30_000 },
        )
        .toBe(true);
      await expect(page.getByText('You will not be charged twice.')).toBeVisible();
      await capture(page, testInfo.outputPath('processing-no-result.png'));

      const wallet = await context.newPage();
      await wallet.goto(gatewayPage);
      await wallet.getByRole('button', { name: 'Approve payment' }).click();
      await expect.poll(async () => (await getOrderPayment(apiAs(buyer.member.session), order.orderId)).data?.latest?.status).toBe('PAID');
      await page.getByRole('button', { name: 'Check again' }).click();
      await expectComplete(page, order.orderNo, 'Payment successful');
    });
  });
});
