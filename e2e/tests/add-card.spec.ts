import { getMySavedCards } from '@talad/sdk';
import { accessibilityViolations } from '../support/axe.ts';
import { apiAs } from '../support/cart.ts';
import { openAs } from '../support/identity.ts';
import { capture, CARDS, CHALLENGE_CODE, newBuyer, orderToPay, paymentPath, typeCard } from '../support/payment.ts';
import { expect, test } from '../support/shop.ts';

/** What /account/my-card and /payment say, in each language (issue #29: adding a card, the default card). */
const SAID = {
  th: {
    add: 'เพิ่มบัตร',
    verifying: 'ยืนยันตัวตนผู้ถือบัตร',
    addedVisa: 'เพิ่มบัตร Visa 1111 แล้ว',
    addedAmex: 'เพิ่มบัตร American Express 0005 แล้ว',
    makeAmexDefault: 'ตั้งเป็นบัตรหลัก: American Express 0005',
    default: 'บัตรหลัก',
    method: /^บัตรเครดิต\/เดบิต/,
  },
  en: {
    add: 'Add card',
    verifying: "Verify it's you",
    addedVisa: 'Card Visa 1111 added',
    addedAmex: 'Card American Express 0005 added',
    makeAmexDefault: 'Make default: American Express 0005',
    default: 'Default',
    method: /^Credit\/debit card/,
  },
} as const;

test.describe('adding a card from /account/my-card (issue #29)', () => {
  // Through the gateway and its 3-D Secure page and back, twice, then to checkout.
  test.describe.configure({ timeout: 120_000 });

  test('a Visa through 3-D Secure and an American Express (4-digit CVV) are added, the second made default and preselected at checkout', async ({
    page,
    isMobile,
  }, testInfo) => {
    // Thai on the desktop, English on the phone.
    const language = isMobile ? 'en' : 'th';
    const said = SAID[language];
    const prefix = language === 'en' ? '/en' : '';
    // Dear sports items past those the other journeys buy (their picks stop at 7), one per project.
    const buyer = await newBuyer(8 + (isMobile ? 1 : 0), { category: 'sports' });
    await openAs(page, buyer.member, `${prefix}/account/my-card`);
    await expect(page.getByTestId('no-saved-cards')).toBeVisible();

    // The Visa: the issuer asks its 3-D Secure challenge in the page; the gateway brings the window back.
    await page.getByTestId('add-card-open').click();
    await typeCard(page, CARDS.visaChallenge, { locale: language });
    await page.getByTestId('add-card').getByRole('button', { name: said.add, exact: true }).click();
    const challenge = page.getByTestId('add-card-challenge');
    await expect(challenge.getByRole('heading', { name: said.verifying })).toBeVisible({ timeout: 20_000 });
    const frame = challenge.frameLocator('iframe');
    await frame.getByRole('textbox').fill(CHALLENGE_CODE);
    await frame.getByRole('button').click();
    await expect(page.getByText(said.addedVisa)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${prefix}/account/my-card$`));
    const cards = page.getByTestId('saved-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByTestId('default-card')).toHaveText(said.default);

    // The American Express: 15 digits, a 4-digit CVV, approved without a challenge.
    await page.getByTestId('add-card-open').click();
    await typeCard(page, CARDS.amexNoChallenge, { locale: language, cvv: '8462' });
    await expect(page.getByTestId('card-brand')).toHaveText('American Express');
    await capture(page, testInfo.outputPath(`add-card-form-${language}.png`));
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByTestId('add-card').getByRole('button', { name: said.add, exact: true }).click();
    await expect(page.getByText(said.addedAmex)).toBeVisible({ timeout: 20_000 });
    await expect(cards).toHaveCount(2);
    // The first card saved stays the default until another is chosen.
    await expect(cards.filter({ hasText: '1111' }).getByTestId('default-card')).toBeVisible();

    await page.getByRole('button', { name: said.makeAmexDefault }).click();
    await expect(cards.filter({ hasText: '0005' }).getByTestId('default-card')).toHaveText(said.default);
    await expect(page.getByTestId('default-card')).toHaveCount(1);
    await capture(page, testInfo.outputPath(`my-cards-${language}.png`));
    expect(await accessibilityViolations(page)).toEqual([]);
    const saved = (await getMySavedCards(apiAs(buyer.member.session))).data ?? [];
    expect(saved.map((card) => [card.card_type, card.marked_card.slice(-4), card.is_default])).toEqual([
      ['American_Express', '0005', true],
      ['Visa', '1111', false],
    ]);

    // At checkout's payment step, the default card is the one chosen: only its CVV is asked.
    const order = await orderToPay(buyer, 'CREDITCARD');
    await openAs(page, buyer.member, paymentPath(order.orderId, language));
    await page.getByRole('radio', { name: said.method }).check();
    const choices = page.getByTestId('card-choices');
    await expect(choices.getByRole('radio', { name: /0005/ })).toBeChecked();
    await expect(choices.getByRole('radio', { name: /1111/ })).not.toBeChecked();
    await capture(page, testInfo.outputPath(`checkout-default-card-${language}.png`));
  });
});
