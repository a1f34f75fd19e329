import { expect, type Page, test } from '@playwright/test';
import { demoPoster } from '../../host-demo/server/seed/png';
import { apiSignIn } from './api';
import { seriousViolations } from './axe';
import { quietShellPrompts } from './helpers';
import { baseURL, customerPage } from './order-detail-helpers';

// Issue 25 "Create order" and "Duplicate" (dashboard §2 /orders/new, /orders/clone/:orderId): the
// header's button, the service step, the form's validation, the draft kept through a failed call
// and a reload, the journey of an order with a file appearing live on another board, the
// active-order limit, the duplicate's prefill and file offer, pay-as-you-go into the cart, axe, a
// phone in dark mode. Northwind's owner acts, its staff watches the board; Harbor pays as it goes.

test.describe.configure({ mode: 'serial' });

let owner: Page;
let staff: Page;
let created: { id: string; name: string } | null = null;

test.beforeAll(async ({ browser }) => {
  owner = await customerPage(browser, 'owner@demo.test', 'Olivia');
  staff = await customerPage(browser, 'staff@demo.test', 'Sam');
});

test.afterAll(async () => {
  await owner?.context().close();
  await staff?.context().close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** /orders/new without a kept local draft (the session's keys stay). */
async function freshForm(page: Page) {
  await page.goto('/orders/new');
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('proofdesk-order-draft')) localStorage.removeItem(key);
  });
  await page.reload();
}

async function chooseFlyer(page: Page) {
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('button', { name: 'Choose Flyer' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: describe your order' })).toBeVisible();
}

async function fillFlyer(page: Page, name: string) {
  await page.getByLabel('Order name').fill(name);
  await page.getByLabel('Brief').fill('A5 flyer for the spring sale, bold colours.');
  await page.getByLabel('Due date').fill(inDays(10));
  await page.getByLabel('Size').selectOption('A5');
  await page.getByLabel('Sides').selectOption('Both sides');
}

test('the header leads to the service step and hides its button there; axe passes', async () => {
  await owner.goto('/');
  const create = owner.getByRole('link', { name: 'Create New Order' });
  await expect(create).toBeVisible();
  await create.click();
  await expect(owner).toHaveURL(/\/orders\/new$/);
  await expect(owner.getByRole('heading', { name: 'Create New Order', level: 1 })).toBeVisible();
  await expect(owner.getByRole('heading', { name: 'Step 1 of 2: choose a service' })).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Create New Order' })).toHaveCount(0);
  // Categories first, then the chosen category's services.
  const categories = owner.getByRole('navigation', { name: 'Service categories' });
  for (const name of ['Branding', 'Digital', 'packaging', 'Print'])
    await expect(categories.getByRole('button', { name, exact: true })).toBeVisible();
  await categories.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(owner.getByRole('heading', { name: 'Services in Print' })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Choose Brochure' })).toBeVisible();
  expect(await seriousViolations(owner, 'body')).toEqual([]);
});

test('Create Order checks every field in the spec’s words; the brief stops at 1000', async () => {
  await freshForm(owner);
  await chooseFlyer(owner);
  await owner.getByRole('button', { name: 'Create Order' }).click();
  await expect(
    owner.getByRole('alert').filter({ hasText: 'Please check the highlighted fields.' }),
  ).toBeVisible();
  for (const label of ['Order name', 'Due date', 'Size', 'Sides']) {
    await expect(owner.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(owner.getByText('Required!')).toHaveCount(5);
  // The optional option is not required.
  await expect(owner.getByLabel('Paper size (optional)')).toHaveCount(0);
  await owner.getByLabel('Brief').fill('x'.repeat(1200));
  await expect(owner.getByLabel('Brief')).toHaveValue('x'.repeat(1000));
  await expect(owner.getByText('Max. 1000 character has been reached!')).toBeVisible();
  await owner.getByLabel('Due date').fill('2020-01-01');
  await expect(owner.getByText('The due date cannot be in the past.')).toBeVisible();
  expect(await seriousViolations(owner, 'body')).toEqual([]);
});

test('a failed call keeps the form, and a reload brings it back', async () => {
  await freshForm(owner);
  await chooseFlyer(owner);
  await fillFlyer(owner, 'Kept through failure');
  await owner.route('**/api/order', (route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
  );
  await owner.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(owner.getByRole('alert').filter({ hasText: 'Ooops!' })).toBeVisible();
  await expect(owner.getByLabel('Order name')).toHaveValue('Kept through failure');
  await owner.unroute('**/api/order');
  await owner.reload();
  await expect(owner.getByText('Your unsaved changes were restored.')).toBeVisible();
  await expect(owner.getByLabel('Order name')).toHaveValue('Kept through failure');
  await expect(owner.getByLabel('Size')).toHaveValue('A5');
  await owner.getByRole('button', { name: 'Start over' }).click();
  await expect(owner.getByRole('heading', { name: 'Step 1 of 2: choose a service' })).toBeVisible();
});

test('journey: the owner creates an order with a file; it appears live on staff’s board', async () => {
  await staff.goto('/');
  await expect(staff.locator('[data-testid="app-shell"]')).toBeVisible();
  await freshForm(owner);
  await chooseFlyer(owner);
  const name = `Live flyer ${Date.now() % 100000}`;
  await fillFlyer(owner, name);
  const priority = owner.getByLabel('Priority');
  await expect(priority).toHaveAccessibleDescription(
    'Normal puts the order after your other new orders; High puts it before them.',
  );
  await priority.selectOption('high');
  await expect(priority.locator('option:checked')).toHaveText('High');
  await owner.getByRole('button', { name: 'Save draft and add files' }).click();
  const zone = owner.getByRole('region', { name: 'Upload supplied files' });
  await expect(zone).toBeVisible();
  await zone
    .locator('input[type=file]')
    .setInputFiles({ name: 'spring-logo.png', mimeType: 'image/png', buffer: demoPoster(2, 320, 240) });
  await expect(owner.locator('.create-file-list li', { hasText: 'spring-logo.png' })).toBeVisible({
    timeout: 15_000,
  });
  await owner.getByRole('button', { name: 'Create Order' }).click();
  await expect(owner).toHaveURL(/\/orders\/detail\/order-/);
  await expect(owner.getByText('Your order has been created.')).toBeVisible();
  created = { id: new URL(owner.url()).pathname.split('/').pop()!, name };
  // Staff's board, untouched since it loaded: reload-order-list brought the new card.
  await expect(staff.getByText(name).first()).toBeVisible({ timeout: 15_000 });
});

test('duplicate: the form prefilled from the order, its file offered for copying', async () => {
  expect(created).not.toBeNull();
  // The order page offers it (the spec's order action "duplicate").
  await owner.goto(`/orders/detail/${created!.id}`);
  await owner.getByRole('link', { name: 'Duplicate' }).click();
  await expect(owner).toHaveURL(new RegExp(`/orders/clone/${created!.id}$`));
  await expect(owner.getByRole('heading', { level: 1, name: /^Duplicate order #\d+$/ })).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Create New Order' })).toHaveCount(0);
  await expect(owner.getByLabel('Order name')).toHaveValue(`Copy of ${created!.name}`);
  await expect(owner.getByLabel('Brief')).toHaveValue('A5 flyer for the spring sale, bold colours.');
  await expect(owner.getByLabel('Size')).toHaveValue('A5');
  const offer = owner.getByRole('group', { name: 'Files of the original order' });
  await expect(offer.getByRole('checkbox', { name: /spring-logo\.png/ })).toBeChecked();
  await owner.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(owner.locator('.create-file-list li', { hasText: 'spring-logo.png' })).toBeVisible();
  expect(await seriousViolations(owner, 'body')).toEqual([]);
  // The saved duplicate is a draft: its order page continues it in the form.
  const draftId = await owner.evaluate(
    (original) =>
      JSON.parse(
        Object.entries(localStorage).find(([key]) => key.endsWith(`:clone:${original}`))?.[1] ?? '{}',
      ).orderId as string,
    created!.id,
  );
  expect(draftId).toMatch(/^order-/);
  await owner.goto(`/orders/detail/${draftId}`);
  await owner.getByRole('link', { name: 'Continue editing' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: /^Edit draft #\d+$/ })).toBeVisible();
  await expect(owner.getByLabel('Order name')).toHaveValue(`Copy of ${created!.name}`);
  await expect(owner.locator('.create-file-list li', { hasText: 'spring-logo.png' })).toBeVisible();
  await owner.goto('/orders/clone/no-such-order');
  await expect(owner.getByRole('heading', { name: 'Order not found' })).toBeVisible();
});

test('beyond the active-order limit the publish is refused, naming the limit, with a way to buy more', async ({
  request,
}) => {
  // Fill the account's remaining places through the API, as another tab would.
  const api = await apiSignIn(request, baseURL, 'owner@demo.test', 'customer');
  const auth = { authorization: `Bearer ${api.token}` };
  const csrf = await request.get(`${baseURL}/api/g/csrf/customer:card`, { headers: auth });
  const headers = {
    ...auth,
    'x-csrf-token': ((await csrf.json()) as { data: { token: string } }).data.token,
  };
  const form = {
    serviceId: 'svc-flyer',
    name: 'Filler',
    brief: 'Filler order.',
    dueDate: inDays(5),
    priority: 'normal',
    options: { 'svc-flyer-opt-1': 'A4', 'svc-flyer-opt-2': 'One side' },
  };
  for (let index = 0; index < 10; index += 1) {
    const draft = await request.post(`${baseURL}/api/order`, { headers, data: form });
    const { orderId } = ((await draft.json()) as { data: { orderId: string } }).data;
    const publish = await request.post(`${baseURL}/api/order/${orderId}/publish`, { headers });
    if (publish.status() === 409) break;
    expect(publish.status()).toBe(200);
  }
  await freshForm(owner);
  await chooseFlyer(owner);
  await fillFlyer(owner, 'One too many');
  await owner.getByRole('button', { name: 'Create Order' }).click();
  const alert = owner.getByRole('alert').filter({ hasText: 'Active-order limit reached' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/You have reached your limit of \d+ active orders\./);
  await expect(alert.getByRole('link', { name: 'Buy more active orders' })).toHaveAttribute(
    'href',
    '/membership/package',
  );
  // The form is still there to save as a draft.
  await expect(owner.getByLabel('Order name')).toHaveValue('One too many');
});

test('a free-plan owner’s order goes into the cart, on a phone in dark mode', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  try {
    // harbor's scheduled-upgrade prompt is shell-prompts.spec.ts's business.
    await quietShellPrompts(page);
    await page.goto('/signin');
    await page.getByLabel('Username/Email').fill('harbor@demo.test');
    await page.getByLabel('Password').fill('proofdesk-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Welcome back, Hugo!')).toBeAttached();
    await page.getByRole('link', { name: 'Create New Order' }).click();
    await expect(page.getByText('Pay as you go: this order goes into your cart')).toBeVisible();
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await expect(page.getByText('$79.00 per order')).toBeVisible();
    await page.getByRole('button', { name: 'Choose Flyer' }).click();
    await fillFlyer(page, 'Harbor flyer');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page, 'body')).toEqual([]);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('heading', { name: 'In your cart' })).toBeVisible();
    await expect(page.getByText('Your order is in the cart. Check out to place it.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Cart', exact: true })).toHaveAttribute(
      'href',
      '/checkout/cart',
    );
    const stored = await page.evaluate(
      () => Object.entries(localStorage).find(([key]) => key.endsWith('cart'))?.[1],
    );
    expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ type: 'order', qty: 1 })]);
  } finally {
    await context.close();
  }
});
