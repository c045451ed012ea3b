import { getProductListing } from '@talad/sdk';
import type { Page } from '@playwright/test';
import { registerMember, testApi, type Member } from '../support/identity.ts';
import { escape } from '../support/screens.ts';
import { expect, expectNoSidewaysScroll, screenshotOf, test, untilHydrated } from '../support/shop.ts';

/** The words of the wish list's screens in each language. */
const WORDS = {
  th: {
    title: 'รายการโปรด',
    add: (name: string) => `เพิ่ม ${name} ในรายการโปรด`,
    pageAdd: 'เพิ่มในรายการโปรด',
    pageIn: 'อยู่ในรายการโปรด',
    remove: (name: string) => `นำ ${name} ออกจากรายการโปรด`,
    added: 'เพิ่มในรายการโปรดแล้ว',
    removed: 'นำออกจากรายการโปรดแล้ว',
    networkError: 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้',
    signIn: 'เข้าสู่ระบบ',
    username: 'เบอร์โทรศัพท์หรืออีเมล',
    password: 'รหัสผ่าน',
    count: (count: number) => `${count} รายการ`,
    empty: 'ยังไม่มีสินค้าในรายการโปรด',
    cheapestFirst: 'ราคาต่ำ-สูง',
  },
  en: {
    title: 'My wish list',
    add: (name: string) => `Add ${name} to your wish list`,
    pageAdd: 'Add to wish list',
    pageIn: 'In your wish list',
    remove: (name: string) => `Remove ${name} from your wish list`,
    added: 'Added to your wish list',
    removed: 'Removed from your wish list',
    networkError: 'Cannot reach the server',
    signIn: 'Sign in',
    username: 'Phone number or e-mail',
    password: 'Password',
    count: (count: number) => `${count} product${count === 1 ? '' : 's'}`,
    empty: 'Your wish list is empty',
    cheapestFirst: 'Price: low to high',
  },
};
type Language = keyof typeof WORDS;

const localPath = (language: Language, path: string) => (language === 'th' ? path : `/en${path}`);

/** Two beauty products for this project and language, so that the four runs never heart the same ones. */
async function twoProducts(index: number, language: Language) {
  const listing = await getProductListing(testApi(), { category: 'beauty', size: 8 }, { locale: language });
  const items = listing.data?.items ?? [];
  const pair = items.slice(index * 2, index * 2 + 2);
  if (pair.length < 2) throw new Error('the seed has too few beauty products');
  return pair as [(typeof items)[number], (typeof items)[number]];
}

/** The wish list is a members' page: the guest is asked to sign in and comes back to it. */
async function signInAt(page: Page, member: Member, language: Language) {
  const words = WORDS[language];
  const back = encodeURIComponent(localPath(language, '/account/my-wish-list'));
  await expect(page).toHaveURL(new RegExp(`/guest/login\\?redirect=${escape(back)}$`));
  await untilHydrated(page);
  await page.getByTestId('guest-login').getByRole('link', { name: words.signIn, exact: true }).click();
  await page.getByLabel(words.username).fill(member.phone);
  await page.getByLabel(words.password, { exact: true }).fill(member.password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(localPath(language, '/account/my-wish-list'))}$`));
}

test.describe('the wish list (issue #14)', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const language of ['th', 'en'] as const) {
    test(`${language}: a guest hearts products on a listing and a product page, signs in, finds them in the wish list and removes one`, async ({
      page,
      isMobile,
    }, testInfo) => {
      const words = WORDS[language];
      const member = await registerMember('ชอบ', 'สะสม');
      const [onCard, onPage] = await twoProducts((isMobile ? 2 : 0) + (language === 'en' ? 1 : 0), language);

      // A heart on a listing's card, as a guest.
      await page.goto(localPath(language, '/beauty'));
      await untilHydrated(page);
      const cardHeart = page.getByRole('button', { name: words.add(onCard.name) });
      await expect(cardHeart).toBeEnabled();
      await cardHeart.click();
      await expect(page.getByTestId('wish-list-notice')).toHaveText(words.added);
      await expect(page.getByRole('button', { name: words.remove(onCard.name) })).toHaveAttribute('aria-pressed', 'true');
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`listing-hearts-${language}.png`));

      // The heart on the product page: when the API cannot be reached, it goes back and says why.
      await page.goto(localPath(language, `/product/${onPage.slug}`));
      await untilHydrated(page);
      // The page's own product needs no naming: the button is called what it says (WCAG 2.5.3, label in name).
      const pageHeart = page.getByRole('button', { name: words.pageAdd, exact: true });
      await expect(pageHeart).toBeEnabled();
      await page.route('**/my-favorite/products/**', (route) => route.abort());
      await pageHeart.click();
      await expect(page.getByTestId('wish-list-notice')).toContainText(words.networkError);
      await expect(page.getByRole('button', { name: words.pageAdd, exact: true })).toHaveAttribute('aria-pressed', 'false');
      await page.unroute('**/my-favorite/products/**');
      await page.getByRole('button', { name: words.pageAdd, exact: true }).click();
      await expect(page.getByRole('button', { name: words.pageIn, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`product-heart-${language}.png`));

      // Signing in makes the guest's favourites the member's.
      await page.goto(localPath(language, '/account/my-wish-list'));
      await signInAt(page, member, language);
      const wishList = page.getByTestId('wish-list');
      await expect(wishList.getByRole('status').filter({ hasText: words.count(2) })).toBeVisible();
      const cards = wishList.getByRole('article');
      await expect(cards.nth(0).getByRole('heading')).toHaveText(onPage.name);
      await expect(cards.nth(1).getByRole('heading')).toHaveText(onCard.name);
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`wish-list-${language}.png`));

      // Ordered by price, then one removed.
      await untilHydrated(page);
      await wishList.getByRole('link', { name: words.cheapestFirst }).click();
      await expect(page).toHaveURL(/order_by=price_low_to_high/);
      await expect(wishList.getByRole('link', { name: words.cheapestFirst })).toHaveAttribute('aria-current', 'true');
      await expect(cards).toHaveCount(2);
      await wishList.getByRole('button', { name: words.remove(onCard.name) }).click();
      await expect(page.getByTestId('wish-list-notice')).toHaveText(words.removed);
      await expect(wishList.getByRole('status').filter({ hasText: words.count(1) })).toBeVisible();
      await expect(cards).toHaveCount(1);
      await expect(cards.nth(0).getByRole('heading')).toHaveText(onPage.name);

      // The account page counts it (GET users/me/my-wishlist-review/count) and leads back to it.
      await page.goto(localPath(language, '/account'));
      const wishListTile = page.getByTestId('account-counts').getByRole('link', { name: new RegExp(words.title) });
      await expect(wishListTile).toContainText('1');
      await untilHydrated(page);
      await wishListTile.click();
      await expect(cards).toHaveCount(1);

      // Unhearted on its product page too, the wish list is empty.
      await page.goto(localPath(language, `/product/${onPage.slug}`));
      await untilHydrated(page);
      await page.getByRole('button', { name: words.pageIn, exact: true }).click();
      await expect(page.getByRole('button', { name: words.pageAdd, exact: true })).toHaveAttribute('aria-pressed', 'false');
      await page.goto(localPath(language, '/account/my-wish-list'));
      await expect(wishList.getByText(words.empty)).toBeVisible();
    });
  }
});
