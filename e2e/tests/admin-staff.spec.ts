import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  adminCall,
  adminWords as wordsOf,
  DEMO_STAFF,
  newOwnerLink,
  OWNER_TOTP_SECRET,
  preferAdmin,
  screenPasses,
  signInWithPassword,
  STAFF_PASSWORD,
  freshCode,
  totpNow,
  type AdminLanguage as Language,
} from '../support/back-office.ts';

/**
 * The back office's shell (issue #26): signing in with two-step verification, enrolling it, inviting a member who sets
 * a password and sees only what their role opens, changes their password and has their two-step reset by the owner,
 * my sessions and the audit log. Each screen is checked with axe
 * (WCAG 2.1 AA) and for sideways scrolling, at 1280 px and 390 px, in Thai and English.
 */

/** The back office's menu: a button opens it on a phone, it is always shown on a desktop. */
async function menuLinks(page: Page, language: Language): Promise<string[]> {
  const words = wordsOf(language);
  const toggle = page.getByText(words('menu.open'), { exact: true });
  if (await toggle.isVisible()) await toggle.click();
  return page
    .getByRole('navigation', { name: words('menu.label') })
    .filter({ visible: true })
    .getByRole('link')
    .allTextContents();
}

async function setPassword(page: Page, link: string, language: Language) {
  const words = wordsOf(language);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: words('setPassword.title') })).toBeVisible();
  await screenPasses(page, 'set password');
  await page.getByLabel(words('setPassword.password'), { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel(words('setPassword.again')).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: words('setPassword.submit') }).click();
  await expect(page.getByRole('heading', { name: words('setPassword.doneTitle') })).toBeVisible();
  await page.getByRole('link', { name: words('signIn.submit') }).click();
}

/** A new browser for another person, in their language. */
async function anotherPerson(browser: Browser, baseURL: string, language: Language) {
  const context = await browser.newContext({ ...test.info().project.use, baseURL });
  await preferAdmin(context, baseURL, language);
  return { context, page: await context.newPage() };
}

for (const language of ['th', 'en'] as const) {
  test(`${language}: a new owner sets a password, enrols two-step verification and invites a packer, who signs in to a packer's menu`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const words = wordsOf(language);
    await preferAdmin(context, baseURL!, language);
    const ownerEmail = `owner-${randomUUID().slice(0, 8)}@talad.test`;
    await setPassword(page, await newOwnerLink(ownerEmail), language);
    await screenPasses(page, 'sign in');
    await signInWithPassword(page, ownerEmail, language);

    // Without a second factor the owner is in, told to enrol, and the staff screen offers the way.
    await expect(page.getByRole('heading', { name: words('home.title') })).toBeVisible();
    await expect(page.getByText(words('twoFactor.notEnrolled'))).toBeVisible();
    await screenPasses(page, 'home');
    await page.goto('/admin/staff');
    await expect(page.getByText(words('twoFactor.neededEnrol'))).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: words('twoFactor.enrolNow') })
      .click();

    await page.getByRole('button', { name: words('twoFactor.start') }).click();
    await expect(page.getByRole('img', { name: words('twoFactor.qrLabel', { email: ownerEmail }) })).toBeVisible();
    await screenPasses(page, 'enrolment');
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await page.getByLabel(words('twoFactor.code')).fill(totpNow(secret));
    await page.getByRole('button', { name: words('twoFactor.confirm') }).click();
    const codes = page.getByRole('list', { name: words('twoFactor.backupTitle') }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await screenPasses(page, 'backup codes');

    // Verified by the enrolment: the owner invites a packer and gets the link, shown once.
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: words('staff.title') })).toBeVisible();
    const packerEmail = `packer-${randomUUID().slice(0, 8)}@talad.test`;
    await page.getByLabel(words('staff.email')).fill(packerEmail);
    await page.getByLabel(words('staff.name'), { exact: true }).fill('สมชาย แพ็กของ');
    await page.getByLabel(words('staff.role'), { exact: true }).selectOption('packer');
    await page.getByRole('button', { name: words('staff.sendInvite') }).click();
    const link = page.getByRole('textbox', { name: words('staff.linkFor', { email: packerEmail }) });
    await expect(link).toHaveValue(/\/admin\/set-password\?token=/);
    await expect(page.getByRole('listitem').filter({ hasText: packerEmail })).toContainText(words('staff.status.invited'));
    await screenPasses(page, 'staff');

    const packer = await anotherPerson(browser, baseURL!, language);
    await setPassword(packer.page, await link.inputValue(), language);
    await signInWithPassword(packer.page, packerEmail, language);
    await expect(packer.page.getByRole('heading', { name: words('home.title') })).toBeVisible();
    expect(await menuLinks(packer.page, language)).toEqual(
      ['menu.home', 'menu.orders', 'menu.packing', 'menu.products', 'menu.promotions', 'menu.twoFactor', 'menu.sessions'].map((key) =>
        words(key),
      ),
    );
    await screenPasses(packer.page, 'packer home');
    // The staff screen is not the packer's, by its address either.
    await packer.page.goto('/admin/staff');
    await expect(packer.page.getByRole('heading', { name: words('errors.forbidden.title') })).toBeVisible();

    // The packer changes their own password on their account's page: the current one first.
    await packer.page.goto('/admin/sessions');
    await packer.page.getByLabel(words('sessions.currentPassword')).fill(STAFF_PASSWORD);
    await packer.page.getByLabel(words('setPassword.password'), { exact: true }).fill('Talad-packer-2026');
    await packer.page.getByLabel(words('setPassword.again')).fill('Talad-packer-2026');
    await packer.page.getByRole('button', { name: words('sessions.changePassword') }).click();
    await expect(packer.page.getByText(words('sessions.passwordChanged', { sessions: '0' }))).toBeVisible();
    await screenPasses(packer.page, 'password changed');

    // They set up two-step (through the API, with their session) and lose the phone: the owner resets it.
    const packerToken = (await packer.context.cookies()).find((cookie) => cookie.name === 'admin_session')!.value;
    const enrolment = await adminCall<{ secret: string }>(packerToken, 'POST', 'admin/me/totp');
    await adminCall(packerToken, 'POST', 'admin/me/totp/confirm', { body: { otp: totpNow(enrolment.secret) } });
    await page.reload();
    const packerRow = page.getByRole('listitem').filter({ hasText: packerEmail });
    await expect(packerRow).toContainText(words('staff.twoFactorOn'));
    await packerRow.getByRole('button', { name: words('staff.resetSecondFactor') }).click();
    await expect(page.getByText(words('staff.secondFactorReset', { name: 'สมชาย แพ็กของ' }))).toBeVisible();
    await expect(packerRow).toContainText(words('staff.twoFactorOff'));
    await screenPasses(page, 'two-step reset');
    // Signed out everywhere at once.
    await packer.page.goto('/admin/sessions');
    await expect(packer.page.getByRole('heading', { name: words('signIn.title') })).toBeVisible();
    await packer.context.close();
  });
}

test('the demo owner signs in with the authenticator’s code, filters the audit log, switches to Thai, makes and revokes an API token, and ends their session', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const en = wordsOf('en');
  const th = wordsOf('th');
  await preferAdmin(context, baseURL!, 'en');
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Faudit$/);
  await signInWithPassword(page, DEMO_STAFF.owner, 'en');
  await expect(page.getByRole('heading', { name: en('signIn.codeTitle') })).toBeVisible();
  await screenPasses(page, 'sign-in code');
  // A code is taken once: journeys signing the demo owner in at the same moment (the refund journey does) each get one of their own.
  await page.getByLabel(en('signIn.code')).fill(await freshCode(OWNER_TOTP_SECRET));
  await page.getByRole('button', { name: en('signIn.verify') }).click();

  // Back where they asked to go: the audit log.
  await expect(page.getByRole('heading', { name: en('audit.title') })).toBeVisible();
  await screenPasses(page, 'audit log');
  await page.getByLabel(en('audit.actor')).selectOption({ label: en('audit.me') });
  await page.getByRole('button', { name: en('audit.filter') }).click();
  await expect(page).toHaveURL(/actor=/);
  // The CSV link carries the same filters to the back office's own download route (which streams GET admin/audit.csv).
  const csv = page.getByRole('link', { name: en('audit.csv') });
  await expect(csv).toHaveAttribute('href', /^\/admin\/audit\.csv\?actor=[0-9a-f-]{36}$/);
  await expect(page.locator('form').getByRole('alert')).toHaveCount(0);
  const download = await page.request.get((await csv.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toMatch(/^text\/csv/);
  expect(download.headers()['cache-control']).toBe('no-store');
  expect(await download.text()).toContain('entry_id,at,actor_type');

  // The language is the member's own choice, kept: the next screen is Thai.
  await page.getByRole('button', { name: 'ภาษาไทย' }).click();
  await expect(page.getByRole('heading', { name: th('audit.title') })).toBeVisible();
  await page.goto('/admin/sessions');
  await expect(page.getByRole('heading', { name: th('sessions.title') })).toBeVisible();
  const thisSession = page.getByRole('listitem').filter({ hasText: th('sessions.current') });
  await expect(thisSession).toContainText(th('sessions.verified'));
  await screenPasses(page, 'sessions');

  // A personal API token from this verified session, shown once, then revoked.
  await page.getByLabel(th('sessions.tokenName')).fill('เครื่องแพ็ก');
  await page.getByRole('button', { name: th('sessions.makeToken') }).click();
  await expect(page.getByRole('textbox', { name: th('sessions.tokenMade', { name: 'เครื่องแพ็ก' }) })).not.toHaveValue('');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'เครื่องแพ็ก' })
    .getByRole('button', { name: th('sessions.revoke') })
    .click();
  await expect(page.getByText(th('sessions.tokenRevoked', { name: 'เครื่องแพ็ก' }))).toBeVisible();

  // Ending this session signs the owner out at once: the home page asks to sign in again.
  await thisSession.getByRole('button', { name: th('sessions.endThis') }).click();
  await expect(page.getByRole('heading', { name: th('signIn.title') })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});
