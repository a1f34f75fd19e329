import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectSignedInShell, signInAsAdmin, signInAsCustomer, storedKeys } from './helpers';

test('forgot password: success view with Got It and Resend it', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByRole('button', { name: 'Resend it' })).toBeVisible();
  await page.getByRole('link', { name: 'Got It' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('forgot password: an unknown address shows "Not Found" with the server message', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('alert')).toContainText('Not Found');
});

test('forgot password: nothing is sent when the e-mail is invalid', async ({ page }) => {
  let resetCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/reset-password')) resetCalls += 1;
  });
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Required!')).toBeVisible();
  await page.getByLabel('Email').fill('nope');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Not Valid')).toBeVisible();
  expect(resetCalls).toBe(0);
});

test("impersonation: no valid token shows 'Token is not valid'", async ({ page }) => {
  await page.goto('/impersonate-customer?token=forged-token');
  await expect(page.getByRole('alert')).toHaveText('Token is not valid');
  await page.goto('/impersonate-customer');
  await expect(page.getByRole('alert')).toHaveText('Token is not valid');
});

test('impersonation: a valid token stores the session and goes to /', async ({ page, browser, baseURL }) => {
  // An admin issues the token through the API (their own session and anti-forgery token).
  const api = `${baseURL}/api`;
  const adminSignIn = await page.request.post(`${api}/d/token`, {
    headers: {
      Authorization: `Basic ${Buffer.from('proofdesk-admin:proofdesk-admin-secret').toString('base64')}`,
    },
    form: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD },
  });
  expect(adminSignIn.ok()).toBe(true);
  const { accessToken } = await adminSignIn.json();
  const auth = { Authorization: `Bearer ${accessToken}` };
  const csrf = await (await page.request.get(`${api}/g/csrf/admin:impersonate`, { headers: auth })).json();
  // The demo seed gives its users stable ids.
  const issued = await page.request.post(`${api}/d/impersonate/user-owner`, {
    headers: { ...auth, 'X-CSRF-Token': csrf.data.token },
  });
  expect(issued.ok()).toBe(true);
  const { token } = (await issued.json()).data;

  const context = await browser.newContext();
  const customerPage = await context.newPage();
  await customerPage.goto(`/impersonate-customer?token=${encodeURIComponent(token)}`);
  await expectSignedInShell(customerPage, 'Olivia');
  // Single use: the same link no longer works.
  await customerPage.goto('/signout');
  await expect(customerPage).toHaveURL(/\/signin$/);
  await customerPage.goto(`/impersonate-customer?token=${encodeURIComponent(token)}`);
  await expect(customerPage.getByRole('alert')).toHaveText('Token is not valid');
  await context.close();
});

test('logout clears the session and local storage, then goes to / and on to sign-in', async ({ page }) => {
  await signInAsCustomer(page, 'owner@demo.test');
  await expectSignedInShell(page, 'Olivia');
  await page.evaluate(() => localStorage.setItem('proofdesk:view', 'client'));
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storedKeys(page)).toEqual([]);
});

test('signing out in one tab signs out the others', async ({ context }) => {
  const first = await context.newPage();
  await signInAsCustomer(first, 'owner@demo.test');
  await expectSignedInShell(first, 'Olivia');
  const second = await context.newPage();
  await second.goto('/');
  await expectSignedInShell(second, 'Olivia');
  await first.goto('/signout');
  await expect(second).toHaveURL(/\/signin$/);
});

test('the profile menu is permission-gated by role', async ({ page }) => {
  await signInAsCustomer(page, 'owner@demo.test');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Manage Profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Manage Team Member' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/signout');
  await expect(page).toHaveURL(/\/signin$/);

  await signInAsAdmin(page, 'operator@demo.test');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Manage Team Member' }),
  ).toHaveCount(0);
});
