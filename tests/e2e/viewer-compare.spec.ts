import { expect, test } from '@playwright/test';
import { apiSignIn } from './api';
import { seriousViolations } from './axe';
import { expectSignedInShell, signInAsCustomer } from './helpers';

// Issue 13 "Compare versions": in the portal's annotation screen, the header's Compare opens the
// demo poster's two public versions side by side, zoom and scroll in step; Esc closes it.

test('compare shows two versions of the poster in sync', async ({ page, request, baseURL }) => {
  // Staff, not the owner: the owner's sign-ins are rationed across the suite (10 a minute).
  const staff = await apiSignIn(request, baseURL!, 'staff@demo.test', 'customer');
  const { orders } = await staff.get<{ orders: { id: string }[] }>('/order?orderProgress=in-review&limit=50');
  let found: { orderId: string; attachmentId: string; versions: { id: string; version: number }[] } | null =
    null;
  for (const { id } of orders) {
    const attachmentId = `${id}-customerReview-poster-png`;
    const list = await staff.get<{ versions?: { id: string; version: number }[] } | undefined>(
      `/order/${id}/attachment/${attachmentId}/versions`,
    );
    if (list?.versions?.length) {
      found = { orderId: id, attachmentId, versions: list.versions };
      break;
    }
  }
  if (!found) throw new Error('the demo seed has no in-review order with a poster');
  const { orderId, attachmentId, versions } = found;
  expect(versions.map((version) => version.version)).toEqual([2, 1]);

  await signInAsCustomer(page, 'staff@demo.test');
  await expectSignedInShell(page, 'Sam');
  await page.goto(`/orders/detail/${orderId}/attachments/${attachmentId}`);
  await expect(page.getByRole('heading', { name: 'Poster.png (v2)' })).toBeVisible();
  await page.getByRole('button', { name: 'Compare' }).click();

  const dialog = page.getByRole('dialog', { name: 'Compare versions' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Left version')).toHaveValue(versions[1]!.id);
  await expect(dialog.getByLabel('Right version')).toHaveValue(versions[0]!.id);
  const left = dialog.locator('.pd-compare-side[data-side="left"]');
  const right = dialog.locator('.pd-compare-side[data-side="right"]');
  await expect(left.getByRole('img', { name: 'Poster.png' })).toBeVisible({ timeout: 15_000 });
  await expect(right.getByRole('img', { name: 'Poster.png' })).toBeVisible();
  // The two pictures differ (the seed's poster variants). Compared as drawn: the portal's policy
  // lets no script fetch their blob: URLs (connect-src 'self').
  const [leftSource, rightSource] = await Promise.all(
    [left, right].map((side) =>
      side.getByRole('img', { name: 'Poster.png' }).evaluate(async (image: HTMLImageElement) => {
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')!.drawImage(image, 0, 0);
        return canvas.toDataURL();
      }),
    ),
  );
  expect(leftSource).not.toBe(rightSource);

  // Zoom on the left: both sides follow.
  await left.getByRole('button', { name: 'Zoom in' }).click();
  await left.getByRole('button', { name: 'Zoom in' }).click();
  const leftZoom = left.locator('.pd-viewer-zoom-value');
  const rightZoom = right.locator('.pd-viewer-zoom-value');
  await expect(leftZoom).not.toHaveText('75%');
  await expect(rightZoom).toHaveText((await leftZoom.textContent())!);
  // Scroll the right side: the left one follows.
  const rightScroll = right.getByRole('region', { name: 'Document' });
  await rightScroll.hover();
  await page.mouse.wheel(0, 200);
  await expect.poll(async () => rightScroll.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  const target = await rightScroll.evaluate((element) => element.scrollTop);
  await expect
    .poll(async () => left.getByRole('region', { name: 'Document' }).evaluate((element) => element.scrollTop))
    .toBe(target);

  expect(await seriousViolations(page, '.app-viewer-widget')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Compare' })).toBeFocused();
});
