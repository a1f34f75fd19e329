import { expect, test } from '@playwright/test';
import { apiSignIn } from './api';
import { seriousViolations } from './axe';
import { expectSignedInShell, quietShellPrompts, signInAsAdmin } from './helpers';

// Issue 26: the admin's Impersonate action on an order's page, the impersonated session's notice
// and its Stop, and the one-time token.

test('an admin impersonates an order’s customer from the order page, sees the notice, and stops', async ({
  page,
  baseURL,
}) => {
  const admin = await apiSignIn(page.request, baseURL!, 'admin');
  const listed = await admin.get<{ orders: { id: string }[] }>('/order?creatorId=user-owner&limit=1');
  const orderId = listed.orders[0]!.id;

  await quietShellPrompts(page);
  await signInAsAdmin(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/orders/detail/${orderId}`);
  const action = page.getByRole('button', { name: 'Impersonate Olivia Northwind' });
  await action.click();
  await expect(page.getByRole('alertdialog')).toContainText('Sign in as Olivia Northwind?');
  // The tab opens the portal URL the server answered (the page leaves before its body could be read).
  const opened = page.waitForRequest((request) => request.url().includes('/impersonate-customer?token='));
  await page.getByRole('button', { name: 'Yes' }).click();
  const token = new URL((await opened).url()).searchParams.get('token') ?? '';
  expect(token).not.toBe('');

  await expectSignedInShell(page, 'Olivia');
  const notice = page.getByRole('region', { name: 'Impersonating Olivia Northwind' });
  await expect(notice).toBeVisible();
  expect(await seriousViolations(page, 'body')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notice.getByRole('button', { name: 'Stop' })).toBeInViewport();
  await notice.getByRole('button', { name: 'Stop' }).click();
  await expect(page).toHaveURL(/\/admin\/signin$/);
  await expect(notice).toHaveCount(0);

  // The token was used once: the same link is refused now.
  await page.goto(`/impersonate-customer?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('alert')).toHaveText('Token is not valid');
});

test('a customer’s own session shows no impersonation notice, and non-admins get no action', async ({
  page,
  baseURL,
}) => {
  const admin = await apiSignIn(page.request, baseURL!, 'admin');
  const listed = await admin.get<{ orders: { id: string }[] }>('/order?creatorId=user-owner&limit=1');
  await signInAsAdmin(page, 'operator@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/orders/detail/${listed.orders[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Impersonate/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Impersonating/ })).toHaveCount(0);
});
