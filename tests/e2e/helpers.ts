import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'proofdesk-demo';

/** Every local-storage key the SDK wrote (they all carry the instance's prefix). */
export function storedKeys(page: Page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('proofdesk:'))
      .sort(),
  );
}

export async function signInAsCustomer(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/signin');
  await page.getByLabel('Username/Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signInAsAdmin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/admin/signin');
  await page.getByLabel('Username/Email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function expectSignedInShell(page: Page, firstName: string) {
  await expect(page.getByText(`Welcome back, ${firstName}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
