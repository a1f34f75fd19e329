import { expect, test } from '@playwright/test';
import { apiSignIn } from './api';
import { expectSignedInShell, signInAsCustomer } from './helpers';

// Issue 11 "Portal": /orders/detail/:orderId/attachments/:attachmentId and …/versions/:versionId show
// the viewer full screen; close goes to the order detail page.

async function reviewOrderWithBrochure(request: Parameters<typeof apiSignIn>[0], baseURL: string) {
  // Looked up as staff: the owner's sign-ins are rationed across the suite (10 a minute).
  const staff = await apiSignIn(request, baseURL, 'staff@demo.test', 'customer');
  const { orders } = await staff.get<{ orders: { id: string }[] }>('/order?orderProgress=in-review&limit=50');
  for (const { id } of orders) {
    const attachmentId = `${id}-customerReview-brochure-pdf`;
    const list = await staff.get<{ versions?: { id: string }[] } | undefined>(
      `/order/${id}/attachment/${attachmentId}/versions`,
    );
    if (list?.versions?.length) return { orderId: id, attachmentId, versions: list.versions };
  }
  throw new Error('the demo seed has no in-review order with a brochure');
}

test('the annotation screen shows the viewer full screen, and close goes to the order', async ({
  page,
  request,
  baseURL,
}) => {
  const { orderId, attachmentId } = await reviewOrderWithBrochure(request, baseURL!);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await signInAsCustomer(page, 'staff@demo.test');
  await expectSignedInShell(page, 'Sam');

  // The route starts the PDF from the portal's entry chunk (screens/viewer-start.tsx): pdf.js's
  // module, its worker and the version list are asked for while the viewer screen's own chunk is
  // held back here, and the viewer then takes the started read over (the list is read once).
  const versionsPath = `/api/order/${orderId}/attachment/${attachmentId}/versions`;
  const asked = new Set<string>();
  let versionReads = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === versionsPath) {
      versionReads += 1;
      asked.add('version list');
    } else if (/\/assets\/pdf-[\w-]{8}\.js$/.test(pathname)) asked.add('pdf.js');
    else if (/\/assets\/pdf\.worker-[\w-]+\.js$/.test(pathname)) asked.add('pdf.js worker');
  });
  const startedFirst = ['pdf.js', 'pdf.js worker', 'version list'];
  let release!: (askedBeforeViewer: string[]) => void;
  const released = new Promise<string[]>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/viewer-screen-[\w-]+\.js$/, async (route) => {
    for (let waited = 0; waited < 5_000 && !startedFirst.every((what) => asked.has(what)); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    release(startedFirst.filter((what) => asked.has(what)));
    await route.continue();
  });
  await page.goto(`/orders/detail/${orderId}/attachments/${attachmentId}`);
  expect(await released).toEqual(startedFirst);
  await expect(page.getByRole('heading', { name: 'Brochure.pdf (v1)' })).toBeVisible();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.locator('canvas[data-painted]').first()).toBeVisible({ timeout: 15_000 });
  expect(versionReads).toBe(1);
  await page.unrouteAll();
  // Full screen: no portal header around it.
  await expect(page.getByText('Welcome back, Sam!')).toHaveCount(0);
  const viewer = await page.locator('.app-viewer-widget').boundingBox();
  const size = page.viewportSize()!;
  expect(viewer).toMatchObject({ x: 0, y: 0, width: size.width, height: size.height });

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/detail/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Attachments' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('…/versions/:versionId opens that version; query values pick the version too', async ({
  page,
  request,
  baseURL,
}) => {
  const { orderId, attachmentId, versions } = await reviewOrderWithBrochure(request, baseURL!);
  const first = versions[0]!.id;
  await signInAsCustomer(page, 'staff@demo.test');
  await expectSignedInShell(page, 'Sam');
  await page.goto(`/orders/detail/${orderId}/attachments/${attachmentId}/versions/${first}`);
  await expect(page.getByRole('heading', { name: 'Brochure.pdf (v1)' })).toBeVisible();
  await page.goto(`/orders/detail/${orderId}/attachments/${attachmentId}?versionId=${first}&public=true`);
  await expect(page.getByRole('heading', { name: 'Brochure.pdf (v1)' })).toBeVisible();
});

test('a file the user may not read warns and goes to /', async ({ page }) => {
  await signInAsCustomer(page, 'staff@demo.test');
  await expectSignedInShell(page, 'Sam');
  await page.goto('/orders/detail/not-an-order/attachments/not-a-file');
  await expect(page).toHaveURL(/\/$/);
  // The viewer is gone with the route; the portal's toast region shows the warning.
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast.getByText('Permission Denied!')).toBeVisible();
  await expect(toast.getByText('You are not allowed to access this file!')).toBeVisible();
});
