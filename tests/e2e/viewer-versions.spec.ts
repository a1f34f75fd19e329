import { expect, test } from '@playwright/test';
import { apiSignIn } from './api';
import { seriousViolations } from './axe';
import { expectSignedInShell, signInAsCustomer } from './helpers';

// Issue 13 "Review decisions" and "Versions panel" through the portal: the owner opens a customer-
// review file of an in-review order, the versions strip opened is axe-clean, and 'Order Approved'
// approves the order and sends the owner to /. The owner signs in once for the file (sign-ins are
// rationed); the order is looked up as staff.

/** The highest-numbered in-review Northwind order with the seeded poster (the board's spec moves the top one). */
async function inReviewPoster(request: Parameters<typeof apiSignIn>[0], baseURL: string) {
  const staff = await apiSignIn(request, baseURL, 'staff@demo.test', 'customer');
  const { orders } = await staff.get<{ orders: { id: string; orderId: number }[] }>(
    '/order?orderProgress=in-review&limit=50',
  );
  for (const { id } of [...orders].sort((a, b) => b.orderId - a.orderId)) {
    const attachmentId = `${id}-customerReview-poster-png`;
    const list = await staff.get<{ versions?: unknown[] } | undefined>(
      `/order/${id}/attachment/${attachmentId}/versions`,
    );
    if (list?.versions?.length) return { staff, orderId: id, attachmentId };
  }
  throw new Error('the demo seed has no in-review order with a poster');
}

test('the owner approves an in-review order from the viewer; the versions strip is axe-clean', async ({
  page,
  request,
  baseURL,
}) => {
  const { staff, orderId, attachmentId } = await inReviewPoster(request, baseURL!);
  await signInAsCustomer(page, 'owner@demo.test');
  await expectSignedInShell(page, 'Olivia');
  await page.goto(`/orders/detail/${orderId}/attachments/${attachmentId}`);
  await expect(page.getByRole('heading', { name: /^Poster\.png \(v\d+\)$/ })).toBeVisible();

  // The versions strip, opened: the public list as radios, the shown version checked.
  const toggle = page.getByRole('button', { name: /^Versions/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('radiogroup', { name: 'Public versions' });
  await expect(list.getByRole('radio')).not.toHaveCount(0);
  await expect(list.getByRole('radio', { checked: true })).toHaveCount(1);
  const decisions = page.getByRole('group', { name: 'Review decision' });
  await expect(decisions.getByRole('button')).toHaveText([
    'Make Changes',
    'Stay In Review',
    'Put On Hold',
    'Order Approved',
  ]);
  expect(await seriousViolations(page, '.app-viewer')).toEqual([]);

  await decisions.getByRole('button', { name: 'Order Approved' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await staff.get<{ progress: string }>(`/order/${orderId}`)).progress)
    .toBe('approved');
});
