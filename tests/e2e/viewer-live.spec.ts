import { expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { expectSignedInShell, signInAsAdmin, signInAsCustomer } from './helpers';

// Issue 11 end to end: an operator draws a rectangle on page 2 of a PDF and comments on it with a
// mention of the owner; the owner's bell (one tab) and open viewer (another tab) both show it
// without a reload. A reply carrying markup shows as text and runs nothing.

/** An in-review Northwind order the operator may read, with the seeded three-page brochure PDF. */
async function reviewBrochure(request: Parameters<typeof apiSignIn>[0], baseURL: string) {
  const operator = await apiSignIn(request, baseURL, 'operator@demo.test');
  const { orders } = await operator.get<{ orders: { id: string; orderName: string }[] }>(
    '/order?orderProgress=in-review&limit=50',
  );
  for (const { id } of orders) {
    const attachmentId = `${id}-customerReview-brochure-pdf`;
    const list = await operator.get<{ versions?: unknown[] } | undefined>(
      `/order/${id}/attachment/${attachmentId}/versions`,
    );
    if (list?.versions?.length) {
      return {
        path: `/orders/detail/${id}/attachments/${attachmentId}?public=true`,
        operator,
        id,
        attachmentId,
      };
    }
  }
  throw new Error('the demo seed has no in-review order with a brochure the operator reads');
}

const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
/** The posted threads (not the comment box, which may still hold the text as it is sent). */
const threads = (page: Page) => comments(page).getByRole('list', { name: 'Comments' });

test("an operator's rectangle on page 2 with a mention reaches the owner's bell and open viewer live", async ({
  browser,
  request,
  baseURL,
}) => {
  const { path, operator: operatorApi, id, attachmentId } = await reviewBrochure(request, baseURL!);
  const note = `Check the fold ${Date.now() % 100000}`;
  const markup = `<img src=x onerror="window.__viewerXss = 1"> ${note}`;

  // The owner: the portal home in one tab (the bell), the same file in another.
  const ownerContext = await browser.newContext();
  const home = await ownerContext.newPage();
  await signInAsCustomer(home, 'owner@demo.test');
  await expectSignedInShell(home, 'Olivia');
  const ownerViewer = await ownerContext.newPage();
  await ownerViewer.goto(path);
  await expect(ownerViewer.getByText('Page 1 of 3')).toBeVisible({ timeout: 15_000 });
  await expect(comments(ownerViewer)).toBeVisible();
  await expect(threads(ownerViewer).getByText(note)).toHaveCount(0);

  // The operator draws on page 2, on the public tab the owner reads.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInAsAdmin(operator, 'operator@demo.test');
  await expect(operator).toHaveURL(/\/$/);
  await operator.goto(path);
  await expect(operator.getByText('Page 1 of 3')).toBeVisible({ timeout: 15_000 });
  await operator.getByRole('button', { name: 'Rectangle' }).click();
  const page2 = operator.locator('.pd-viewer-page-box[data-page="2"] .pd-drawing-layer');
  await page2.scrollIntoViewIfNeeded();
  const box = (await page2.boundingBox())!;
  await operator.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await operator.mouse.down();
  await operator.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.3, { steps: 5 });
  await operator.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.35, { steps: 5 });
  await operator.mouse.up();

  // The comment, with a mention picked from the keyboard-driven list.
  const field = operator.getByRole('textbox', { name: 'New comment' });
  await field.click();
  await field.pressSequentially(`${note} @Oliv`);
  await expect(operator.getByRole('listbox', { name: 'People to mention' })).toBeVisible();
  await operator.getByRole('option', { name: /Olivia/ }).click();
  await field.press('Control+Enter');
  await expect(threads(operator).getByText(note)).toBeVisible();
  // Saved as a rectangle on page 2, in the 0.2 format (relative to the page). The thread shows at
  // once (optimistic): poll the server until the post has landed.
  const savedShape = async () => {
    const { versions } = await operatorApi.get<{ versions: { id: string }[] }>(
      `/order/${id}/attachment/${attachmentId}/versions`,
    );
    for (const version of versions) {
      const shown = await operatorApi.get<{ topics?: { message: string; annotation: string }[] }>(
        `/order/${id}/attachment/${attachmentId}/version/${version.id}`,
      );
      const topic = shown.topics?.find((candidate) => candidate.message.includes(note));
      if (topic) return JSON.parse(topic.annotation) as unknown;
    }
    return null;
  };
  await expect
    .poll(savedShape, { timeout: 10_000 })
    .toMatchObject({ className: 'Rect', page: 2, attrs: { version: '0.2', group: 'page-2' } });
  // The owner's open viewer shows the thread, and its page-2 rectangle, without a reload.
  await expect(threads(ownerViewer).getByText(note)).toBeVisible({ timeout: 10_000 });
  // The owner's bell has it too.
  await expect(async () => {
    await home.getByRole('button', { name: /^Notifications/ }).click();
    await expect(home.getByRole('dialog').getByText(note, { exact: false })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  // A reply with markup: text on both sides, nothing runs, no image in the panel.
  const thread = threads(operator).locator('[data-topic-id]').filter({ hasText: note });
  await thread.click();
  const reply = thread.getByRole('textbox', { name: 'Reply' });
  await reply.fill(markup);
  await reply.press('Control+Enter');
  await expect(threads(ownerViewer).getByText(markup)).toBeVisible({ timeout: 10_000 });
  expect(await ownerViewer.evaluate(() => 'viewerXss' in window || '__viewerXss' in window)).toBe(false);
  await expect(comments(ownerViewer).locator('img[src="x"]')).toHaveCount(0);

  await ownerContext.close();
  await operatorContext.close();
});
