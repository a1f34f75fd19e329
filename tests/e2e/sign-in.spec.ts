import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectSignedInShell, signInAsAdmin, signInAsCustomer, storedKeys } from './helpers';

test.describe('customer sign-in (dashboard §2 "Sign-in screens")', () => {
  test('unauthenticated users are forced to sign-in, then go to the stored redirect path', async ({
    page,
  }) => {
    await page.goto('/some/unknown/path');
    // Unknown paths redirect to the default route; unauthenticated users are sent to sign-in.
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });

  test('in demo mode it points staff to the admin sign-in, where their accounts are listed', async ({
    page,
  }) => {
    // A new operator or admin who opens the portal lands here, where their account is refused.
    await page.goto('/signin');
    const demo = page.getByRole('region', { name: 'Demo accounts' });
    await expect(demo.getByRole('button', { name: /^owner@demo\.test/ })).toBeVisible();
    await expect(demo.getByRole('link', { name: 'admin sign-in' })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousViolations(page, '#demo-accounts', { shadow: false })).toEqual([]);
    }
    await demo.getByRole('link', { name: 'admin sign-in' }).click();
    await expect(page).toHaveURL(/\/admin\/signin$/);
    await expect(
      page
        .getByRole('region', { name: 'Demo accounts' })
        .getByRole('button', { name: /^operator@demo\.test/ }),
    ).toBeVisible();
  });

  test('a demo owner signs in with Enter and lands on the themed shell', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Username/Email').fill('owner@demo.test');
    await page.getByLabel('Password').fill('proofdesk-demo');
    await page.getByLabel('Password').press('Enter');
    await expectSignedInShell(page, 'Olivia');
    // The spec's session keys, under the instance's prefix.
    const keys = await storedKeys(page);
    for (const key of ['token', 'clientId', 'expirationDate', 'userId']) {
      expect(keys).toContain(`proofdesk:${key}`);
    }
  });

  test('"Submit is blocked if either field is empty" and the e-mail format is checked', async ({ page }) => {
    let tokenCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/c/token')) tokenCalls += 1;
    });
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Required!')).toHaveCount(2);
    await page.getByLabel('Username/Email').fill('not-an-email');
    await page.getByLabel('Password').fill('abc');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Not Valid')).toHaveCount(1);
    // The spec gives no text for the 6–20 rule; ours says what is wrong (docs/validation.md).
    await expect(page.getByText('Password must be 6 to 20 characters.')).toBeVisible();
    expect(tokenCalls).toBe(0);
  });

  test("invalid_grant shows the spec's two sentences", async ({ page }) => {
    await signInAsCustomer(page, 'owner@demo.test', 'wrong-password');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Incorrect username or password.');
    await expect(alert).toContainText(
      'The email and password you entered did not match our records. Please double-check and try again.',
    );
    expect(await storedKeys(page)).toEqual([]);
  });

  test('an internal user cannot use the customer screen', async ({ page }) => {
    await signInAsCustomer(page, 'operator@demo.test');
    await expect(page.getByRole('alert')).toContainText('Incorrect username or password.');
  });
});

test.describe('admin sign-in (proofing §2.3)', () => {
  test('title, plain-text username and the Login button; the admin signs in by username', async ({
    page,
  }) => {
    await page.goto('/admin/signin');
    await expect(page.getByRole('heading', { name: 'Welcome to Proofdesk' })).toBeVisible();
    await expect(page.getByLabel('Username/Email')).toHaveAttribute('type', 'text');
    await signInAsAdmin(page, 'admin');
    await expectSignedInShell(page, 'Ada');
  });

  test('an operator signs in on the admin screen and is refused on a wrong password', async ({ page }) => {
    await signInAsAdmin(page, 'operator@demo.test', 'nope-nope');
    await expect(page.getByRole('alert')).toContainText('Incorrect username or password.');
    await signInAsAdmin(page, 'operator@demo.test');
    await expect(page.getByText(/^Welcome back, /)).toBeVisible();
    // The seeded announcement speaks to every role: no 'Start an order' that ends on 'Not available'.
    const notices = page.getByRole('list', { name: 'Account notices' });
    await expect(notices).toContainText('compare proof versions side by side');
    await expect(notices.getByRole('link')).toHaveCount(0);
  });
});
