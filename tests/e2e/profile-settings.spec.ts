import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoPoster } from '../../host-demo/server/seed/png';
import { seriousViolations } from './axe';
import { signInAsCustomer } from './helpers';

// Issue 26: Manage profile and General settings. Only contact fields and the avatar change on the
// shared demo accounts (names, job titles and passwords stay as other specs expect them); the
// deletion request is cancelled again.

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field whose label is exactly `label` (its required mark aside). */
const fieldOf = (scope: Page | Locator, label: string) =>
  scope.locator('.pd-field', {
    has: ('page' in scope ? scope.page() : scope).locator('label', {
      hasText: new RegExp(`^${escapeRegExp(label)}\\*?$`),
    }),
  });
const input = (scope: Page | Locator, label: string) =>
  fieldOf(scope, label).locator('input, textarea, select');
const fieldError = (page: Page, label: string) => fieldOf(page, label).locator('.pd-field-error');

test('the owner edits the profile from the profile menu: a bad phone is refused with Not Valid, the draft stays', async ({
  page,
}) => {
  await signInAsCustomer(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('link', { name: 'Manage Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Manage Profile', level: 1 })).toBeVisible();
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Personal' }) });
  await expect(input(form, 'First name')).not.toHaveValue('');

  await input(form, 'Phone').fill('0207-946-095');
  await input(form, 'Address').fill('');
  await input(form, 'City').fill('London');
  await input(form, 'Country').fill('United Kingdom');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(fieldError(page, 'Phone')).toHaveText('Not Valid');
  await expect(fieldError(page, 'Address')).toHaveText('Required!');
  await expect(input(form, 'City')).toHaveValue('London');
  expect(await seriousViolations(page, 'body')).toEqual([]);

  await input(form, 'Phone').fill('0207 946_0958');
  await input(form, 'Address').fill('1 Harbour Row');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(fieldError(page, 'Phone')).toHaveCount(0);
  await page.reload();
  await expect(input(form, 'Phone')).toHaveValue('0207 946_0958');

  // The password form checks before sending: 6 to 20 characters, the same twice.
  const password = page.locator('form', { has: page.getByRole('heading', { name: 'Password' }) });
  await input(password, 'New password').fill('abc');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(fieldError(page, 'Current password')).toHaveText('Required!');
  await expect(fieldError(page, 'New password')).toHaveText('Password must be 6 to 20 characters.');
});

test('an avatar uploaded through the signed upload flow becomes the header picture', async ({ page }) => {
  await signInAsCustomer(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Profile picture' }) });
  await section
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: demoPoster(3, 64, 64) });
  // The registration sets the picture and pushes reload-profile: the header's trigger shows it.
  await expect(page.getByRole('button', { name: /^Profile menu/ }).getByRole('img')).toBeVisible({
    timeout: 15_000,
  });
});

test('deletion is refused while orders are active, listing them; dark, 390×844 and axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAsCustomer(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'General Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('owner@demo.test', { exact: false }).first()).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'Your account has active orders.' });
  await expect(alert).toBeVisible();
  const orders = alert.getByRole('list', { name: 'Active orders' }).getByRole('link');
  expect(await orders.count()).toBeGreaterThan(0);
  await expect(orders.first()).toHaveText(/^#\d+ /);
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await noHorizontalScroll(page);
  expect(await seriousViolations(page, 'body')).toEqual([]);
});

test('staff see no deletion section', async ({ page }) => {
  await signInAsCustomer(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delete account' })).toHaveCount(0);
});

test('an owner without active orders requests the deletion, sees the date, and cancels it', async ({
  page,
}) => {
  // Brightline Print (reseller@demo.test) has no active order in the demo.
  await signInAsCustomer(page, 'reseller@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('link', { name: 'General Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const button = page.getByRole('button', { name: 'Delete my account' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(fieldError(page, 'Why are you leaving?')).toHaveText('Required!');
  await expect(fieldError(page, 'Your password')).toHaveText('Required!');
  await input(page, 'Why are you leaving?').fill('We are moving to another supplier');
  await input(page, 'Your password').fill('not-the-password');
  await button.click();
  await expect(fieldError(page, 'Your password')).toHaveText('Not Valid');
  await expect(input(page, 'Why are you leaving?')).toHaveValue('We are moving to another supplier');
  await input(page, 'Your password').fill('proofdesk-demo');
  await button.click();
  await expect(
    page.getByText(/^Your account will be deleted on \d{2} \w{3} \d{4}\. You can cancel/),
  ).toBeVisible();
  await expect(page.getByText(/^Your account will be deleted on \d{2} \w{3} \d{4}\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the deletion' }).click();
  await expect(page.getByText('Your account deletion has been cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
});
