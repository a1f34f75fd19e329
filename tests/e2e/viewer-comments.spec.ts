import { expect, test } from '@playwright/test';
import { apiSignIn } from './api';
import { expectSignedInShell, signInAsCustomer } from './helpers';

// Issue 11 "Deep link" through the portal: /orders/detail/…/attachments/…?versionId=…&commentId=…
// brings the comment into view in the viewer's panel. Read-only (an approved order): nothing here
// writes, so no other spec's notifications change.

interface Topic {
  id: string;
  message: string;
  comments: { id: string }[];
}

async function approvedPoster(request: Parameters<typeof apiSignIn>[0], baseURL: string) {
  // Looked up as staff: the owner's sign-ins are rationed across the suite (10 a minute).
  const staff = await apiSignIn(request, baseURL, 'staff@demo.test', 'customer');
  const { orders } = await staff.get<{ orders: { id: string }[] }>('/order?orderProgress=approved&limit=50');
  for (const { id } of orders) {
    const attachmentId = `${id}-customerReview-poster-png`;
    const versionId = `${attachmentId}-v2`;
    const version = await staff.get<{ topics?: Topic[] } | undefined>(
      `/order/${id}/attachment/${attachmentId}/version/${versionId}`,
    );
    if (version?.topics?.length) return { orderId: id, attachmentId, versionId, topics: version.topics };
  }
  throw new Error('the demo seed has no approved order with a commented poster');
}

test('a deep link to a reply selects and flags its thread in the viewer', async ({
  page,
  request,
  baseURL,
}) => {
  const { orderId, attachmentId, versionId, topics } = await approvedPoster(request, baseURL!);
  const thread = topics[0]!;
  const reply = thread.comments[0]!;
  await signInAsCustomer(page, 'staff@demo.test');
  await expectSignedInShell(page, 'Sam');
  await page.goto(
    `/orders/detail/${orderId}/attachments/${attachmentId}?versionId=${versionId}&commentId=${reply.id}`,
  );
  const panel = page.getByRole('region', { name: 'Comments' });
  await expect(panel.getByRole('listitem')).not.toHaveCount(0);
  const linked = panel.locator(`[data-topic-id="${thread.id}"]`);
  await expect(linked).toHaveAttribute('aria-current', 'true');
  await expect(linked).toBeFocused();
  // Read-only (approved): readable, no reply field.
  await expect(panel.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByText('Comment Was Deleted')).toHaveCount(0);
});

test('a deep link to a comment that is gone says so', async ({ page, request, baseURL }) => {
  const { orderId, attachmentId, versionId } = await approvedPoster(request, baseURL!);
  await signInAsCustomer(page, 'staff@demo.test');
  await expectSignedInShell(page, 'Sam');
  await page.goto(
    `/orders/detail/${orderId}/attachments/${attachmentId}?versionId=${versionId}&commentId=removed`,
  );
  const dialog = page.getByRole('alertdialog', { name: 'Comment Was Deleted' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      'The comment you are trying to access is not accessible anymore. The attachment or the comment might be removed.',
    ),
  ).toBeVisible();
});
