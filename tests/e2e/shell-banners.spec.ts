import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signInAsCustomer } from './helpers';

// Issue 27, dashboard §2 "Banners": summit's unverified e-mail shows the verification banner with its
// resend link; the two seeded announcements show under it, the hostile one sanitised.

test('summit sees the verification banner and the announcements, sanitised; Resend calls the server', async ({
  page,
}) => {
  const resends: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/profile/resend-email-verification')) resends.push(request.method());
  });
  await signInAsCustomer(page, 'summit@demo.test');
  const notices = page.getByRole('list', { name: 'Account notices' });
  await expect(notices).toContainText('We have sent a verification e-mail to summit@demo.test.');
  await expect(notices).toContainText('compare proof versions side by side');
  await expect(notices).toContainText('Scheduled maintenance on Sunday');
  // The seeded <script> and <img onerror> never ran, and nothing of them is in the page.
  expect(
    await page.evaluate(() => 'announcementXss' in window || '__proofdeskAnnouncementXss' in window),
  ).toBe(false);
  await expect(notices.locator('script, [onerror]')).toHaveCount(0);

  await notices.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(page.getByText('We have sent a new verification link to your e-mail.')).toBeVisible();
  expect(resends).toEqual(['PUT']);
  expect(await seriousViolations(page, '[data-testid="app-shell"]')).toEqual([]);
});

test('the banners at 390×844 in dark: no overflow, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAsCustomer(page, 'summit@demo.test');
  const notices = page.getByRole('list', { name: 'Account notices' });
  await expect(notices).toContainText('Scheduled maintenance on Sunday');
  const width = await notices.evaluate((element) => element.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page, '[data-testid="app-shell"]')).toEqual([]);
});
