import { expect, type Page, test } from '@playwright/test';
import { apiSignIn } from './api';
import { seriousViolations } from './axe';
import { expectSignedInShell, signInAsCustomer } from './helpers';

// Issue 26 "Approval workflows": the owner of Northwind Studio (its workflows preference is on in the
// demo) builds a workflow of two stages in Workflow and Roles (the owner's Brand stage, reordered by
// keyboard to come first, then the staff member's Team stage) and assigns it to an in-review order.
// The owner's approval in the viewer only moves the order to the second stage; the staff member's
// approval, in a second browser, approves it. The screens pass axe at 1440×900 and 390×844, dark.
// The workflow's name is unique, so the spec can run again on the same data.

/** The highest-numbered in-review Northwind order with the seeded poster (viewer-versions approves one too). */
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
    if (list?.versions?.length) return { staff, id, attachmentId };
  }
  throw new Error('the demo seed has no in-review order with a poster');
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

test('a workflow of two stages approves an order only after both stages decide', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const name = `Brand then team ${Date.now()}`;
  const order = await inReviewPoster(request, baseURL!);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsCustomer(page, 'owner@demo.test');
  await expectSignedInShell(page, 'Olivia');

  // The profile menu's entry (the preference is on) leads to the list.
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Workflow and Roles' })
    .click();
  await expect(page).toHaveURL(/\/workflow-and-roles$/);
  const list = page.getByTestId('workflow-list');
  await expect(list.getByRole('heading', { name: 'Workflow and Roles', level: 1 })).toBeVisible();

  // The editor: a stage needs a name and a reviewer.
  await list.getByRole('link', { name: 'Create Workflow' }).click();
  await expect(page).toHaveURL(/\/workflow-and-roles\/create$/);
  const editor = page.getByTestId('workflow-editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Required!')).toHaveCount(2);
  await expect(editor.getByText('Choose at least one reviewer.')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const stages = editor.getByTestId('workflow-stage');
  await stages.nth(0).getByRole('textbox', { name: 'Stage name' }).fill('Team');
  await stages.nth(0).getByLabel('Sam Stafford').check();
  await editor.getByRole('button', { name: 'Add stage' }).click();
  await stages.nth(1).getByRole('textbox', { name: 'Stage name' }).fill('Brand');
  await stages.nth(1).getByLabel('Approval rule').selectOption('any');
  await stages.nth(1).getByLabel('Deadline (days)').fill('2');
  await stages.nth(1).getByLabel('Any account owner').check();
  // Keyboard reordering: Brand moves up; the keyboard stays on its stage (now its Move down).
  await stages.nth(1).getByRole('button', { name: 'Move up' }).focus();
  await page.keyboard.press('Enter');
  await expect(stages.nth(0).getByRole('textbox', { name: 'Stage name' })).toHaveValue('Brand');
  await expect(stages.nth(1).getByRole('textbox', { name: 'Stage name' })).toHaveValue('Team');
  await expect(stages.nth(0).getByRole('button', { name: 'Move down' })).toBeFocused();
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workflow has been created.')).toBeVisible();
  await expect(page).toHaveURL(/\/workflow-and-roles$/);
  const row = list.getByTestId('workflow-row').filter({ hasText: name });
  await expect(row).toContainText('Brand → Team');

  // Assigned to the in-review order from the list.
  await list.getByLabel('Order', { exact: true }).selectOption(order.id);
  await list.getByLabel('Workflow', { exact: true }).selectOption({ label: name });
  await list.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Workflow has been assigned to the order.')).toBeVisible();
  await expect(row).toContainText('1');
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);

  // Stage 1 (Brand, the owner): the owner's approval moves the order to stage 2, not to approved.
  const viewerPath = `/orders/detail/${order.id}/attachments/${order.attachmentId}`;
  await page.goto(viewerPath);
  await expect(page.getByRole('heading', { name: /^Poster\.png \(v\d+\)$/ })).toBeVisible();
  const panel = page.getByTestId('workflow-panel');
  await expect(panel).toContainText(`Approval workflow: ${name}`);
  await expect(panel).toContainText('Stage 1 of 2: Brand');
  await expect(panel).toContainText('You review this stage.');
  expect(await seriousViolations(page, '.app-viewer')).toEqual([]);
  await page
    .getByRole('group', { name: 'Review decision' })
    .getByRole('button', { name: 'Order Approved' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await order.staff.get<{ progress: string }>(`/order/${order.id}`)).progress)
    .toBe('in-review');

  // Stage 2 (Team, the staff member), in a second browser: the panel shows who decided stage 1;
  // the staff member's approval approves the order.
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const staffPage = await staffContext.newPage();
  await signInAsCustomer(staffPage, 'staff@demo.test');
  await expectSignedInShell(staffPage, 'Sam');
  await staffPage.goto(viewerPath);
  const staffPanel = staffPage.getByTestId('workflow-panel');
  await expect(staffPanel).toContainText('Stage 2 of 2: Team');
  await expect(staffPanel).toContainText('Approved by Olivia Northwind');
  const decisions = staffPage.getByRole('group', { name: 'Review decision' });
  await expect(decisions.getByRole('button')).toHaveText([
    'Make Changes',
    'Stay In Review',
    'Put On Hold',
    'Order Approved',
  ]);
  await decisions.getByRole('button', { name: 'Order Approved' }).click();
  await expect(staffPage).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await order.staff.get<{ progress: string }>(`/order/${order.id}`)).progress)
    .toBe('approved');
  await staffContext.close();

  // Phone size and dark: the list and the editor without sideways scrolling, nothing serious for axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/workflow-and-roles');
  await expect(list.getByTestId('workflow-row').filter({ hasText: name })).toBeVisible();
  await noHorizontalScroll(page);
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);
  await list.getByRole('link', { name }).click();
  await expect(editor.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await noHorizontalScroll(page);
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);
});
