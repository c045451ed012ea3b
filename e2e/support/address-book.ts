import { expect, type Locator, type Page } from '@playwright/test';

/** Where a member adds an address: a dialog over the list on desktop, the /m create screen in the app. */
export async function openNewAddressForm(page: Page, isMobile: boolean, addLabel: string): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('link', { name: addLabel }).click();
    await expect(page).toHaveURL(/\/m\/account\/address(-tax-invoice)?\/create\?kind=/);
    return page.getByTestId('address-create');
  }
  await page.getByRole('button', { name: addLabel }).click();
  return page.getByRole('dialog', { name: addLabel });
}

const exactly = (text: string) => new RegExp(`^${text}$`);

/** Province → district → sub-district; the postcode follows when the sub-district has only one. */
export async function chooseLocation(
  form: Locator,
  location: { province: string; district: string; subDistrict: string; postcode: string },
) {
  await form.getByLabel('จังหวัด').selectOption({ label: location.province });
  await expect(form.getByLabel('เขต/อำเภอ').locator('option', { hasText: exactly(location.district) })).toBeAttached();
  await form.getByLabel('เขต/อำเภอ').selectOption({ label: location.district });
  await expect(form.getByLabel('แขวง/ตำบล').locator('option', { hasText: exactly(location.subDistrict) })).toBeAttached();
  await form.getByLabel('แขวง/ตำบล').selectOption({ label: location.subDistrict });
  await expect(form.getByLabel('รหัสไปรษณีย์')).toHaveValue(location.postcode);
}

/** A 13-digit Thai id (citizen or tax) from its first 12 digits and the mod-11 check digit. */
export function thaiId(first12: string): string {
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (13 - index), 0);
  return first12 + String((11 - (sum % 11)) % 10);
}

export function addressCards(page: Page, section: string): Locator {
  return page.getByTestId(`addresses-${section}`).getByTestId('address-card');
}
