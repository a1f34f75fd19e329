import { expect, test } from '@playwright/test';
import { signInAsCustomer } from './helpers';

// Issue 8: the portal follows prefers-color-scheme and has a switch, remembered in localStorage
// under `theme` ('light' | 'dark' | 'system'); the header's widgets follow the portal.

const NAVY = '#0f172a'; // the dark theme's background (NEUTRALS.dark.bg)

test('follows the system until the reader picks a scheme; the choice is remembered and the widgets follow', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Staff, not the owner: the owner signs in by password in many specs (10 a minute).
  await signInAsCustomer(page, 'staff@demo.test');
  const root = page.getByTestId('app-root');
  const toggle = page.getByRole('combobox', { name: 'Colour theme' });
  await expect(toggle).toHaveValue('system');
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Live: the system switches back, the portal follows without a reload.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(root).toHaveAttribute('data-theme', 'light');

  await toggle.selectOption('dark');
  await expect(root).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  const bellHost = page.locator('.app-header-widget').first();
  await expect
    .poll(() => bellHost.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--pd-color-bg')))
    .toBe(NAVY);

  // The full-screen viewer (outside the shell) follows the portal too.
  await page.goto('/orders/detail/order-4/attachments/order-4-customerReview-brochure-pdf');
  const viewerHost = page.locator('.app-viewer-widget');
  await expect
    .poll(() => viewerHost.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--pd-color-bg')))
    .toBe(NAVY);
  await page.goBack();

  // Remembered: a reload under a light system stays dark.
  await page.reload();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveValue('dark');

  await toggle.selectOption('light');
  await expect(root).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.evaluate(() => localStorage.removeItem('theme'));
});
