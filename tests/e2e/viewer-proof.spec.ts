import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiSignIn } from './api';
import { expectSignedInShell, signInAsCustomer } from './helpers';

// Issue 13 "Download Proof" through the portal: the proof of the 3-page brochure is a 3-page PDF
// named Brochure_proof.pdf, saved as a real browser download. Nothing here writes.

test('Download Proof of a 3-page PDF saves a 3-page …_proof.pdf', async ({ page, request, baseURL }) => {
  // Staff, not the owner: the owner's sign-ins are rationed across the suite (10 a minute).
  const staff = await apiSignIn(request, baseURL!, 'staff@demo.test', 'customer');
  const { orders } = await staff.get<{ orders: { id: string }[] }>('/order?orderProgress=in-review&limit=50');
  let found: { orderId: string; attachmentId: string } | null = null;
  for (const { id } of orders) {
    const attachmentId = `${id}-customerReview-brochure-pdf`;
    const list = await staff.get<{ versions?: unknown[] } | undefined>(
      `/order/${id}/attachment/${attachmentId}/versions`,
    );
    if (list?.versions?.length) {
      found = { orderId: id, attachmentId };
      break;
    }
  }
  if (!found) throw new Error('the demo seed has no in-review order with a brochure');
  await signInAsCustomer(page, 'staff@demo.test');
  await expectSignedInShell(page, 'Sam');
  await page.goto(`/orders/detail/${found.orderId}/attachments/${found.attachmentId}`);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  const button = page.getByRole('button', { name: 'Download Proof' });
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Brochure_proof\.pdf$/);
  const bytes = await readFile((await download.path())!);
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  // Three page objects (`/Type /Page`, not the `/Pages` tree), and the tree counts three.
  expect(text.match(/\/Type \/Page(?!s)/g)?.length).toBe(3);
  expect(text).toMatch(/\/Count 3\b/);
  await expect(button).toHaveText('Download Proof');
});
