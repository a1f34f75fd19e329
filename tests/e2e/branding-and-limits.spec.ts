import { expect, test } from '@playwright/test';
import { expectSignedInShell, signInAsCustomer } from './helpers';

// Runs in the page, so the variable name travels as an argument, not a closure.
const readVariable = (shell: Element, name: string) =>
  (shell as HTMLElement).style.getPropertyValue(name).trim();

test("the shell is themed from the signed-in account's white-label colours", async ({ page }) => {
  await signInAsCustomer(page, 'reseller@demo.test');
  await expectSignedInShell(page, 'Rosa');
  const shell = page.getByTestId('app-root');
  // Brightline Print's primary colour from its white-label info.
  expect(await shell.evaluate(readVariable, '--pd-color-primary')).toBe('#0f766e');
  // The reseller brings its own logo and favicon.
  await expect(page.locator('.app-logo img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(page.locator('link#favicon')).toHaveAttribute('href', /^data:image\/svg\+xml/);

  await page.goto('/signout');
  await expect(page).toHaveURL(/\/signin$/);
  await signInAsCustomer(page, 'owner@demo.test');
  await expectSignedInShell(page, 'Olivia');
  // A direct account without white-label colours gets the default theme.
  expect(await shell.evaluate(readVariable, '--pd-color-primary')).not.toBe('#0f766e');
});

test('other sign-in errors show the server name and message (rate limit)', async ({ page }) => {
  // The limit is per address and username, so this user name is used by no other test.
  await page.goto('/signin');
  await page.getByLabel('Username/Email').fill('rate-limited@demo.test');
  await page.getByLabel('Password').fill('wrong-password');
  const attempt = () =>
    Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/c/token')),
      page.getByRole('button', { name: 'Log in' }).click(),
    ]).then(([response]) => response.status());
  for (let count = 1; count <= 10; count += 1) expect(await attempt()).toBe(400);
  expect(await attempt()).toBe(429);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('too_many_requests');
  await expect(alert).toContainText('Too many sign-in attempts. Please wait a minute and try again.');
});
