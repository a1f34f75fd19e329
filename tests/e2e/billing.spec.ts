import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signInAsAdmin, signInAsCustomer } from './helpers';

// Issue 25: the cart page, checkout and payment, payment methods and invoices, as the owner of a
// pay-as-you-go account (harbor@demo.test, used by no other spec), and what other roles see there.

const DECLINE = '4000 0000 0000 0002';
const SUCCESS = '4242 4242 4242 4242';

/** The host page's own "Add to cart": the header cart widget's store, reached by its key. */
async function addToCart(page: Page, id: string, type = 'product') {
  await page.evaluate(
    ([itemId, itemType]) => {
      type Cart = { add(item: object): void };
      const registry = (
        globalThis as Record<symbol, { instance: { stores: { find(key: string): unknown } } }>
      )[Symbol.for('proofdesk.default')];
      (registry?.instance.stores.find('cart') as Cart | undefined)?.add({ id: itemId, type: itemType });
    },
    [id, type],
  );
}

async function addCard(page: Page, number: string) {
  const form = page.locator('form.billing-card-form');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Payment method has been added.').last()).toBeVisible();
}

/** The PDF's text as pdftotext (poppler-utils; .ci/run installs it) reads it: a failure fails the test. */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

test('owner journey: a pay-as-you-go order through the cart page, a declined card, a paid invoice, its receipt and the board', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsCustomer(page, 'harbor@demo.test');
  await expect(page.getByText('Welcome back, Hugo!')).toBeVisible();
  const cart = page.getByRole('button', { name: /^Cart/ });
  // The pay-as-you-go order (the order form of branch `order`) goes into the cart.
  await page.getByRole('link', { name: 'Create New Order' }).click();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('button', { name: 'Choose Flyer' }).click();
  await page.getByLabel('Order name').fill('Journey flyer');
  await page.getByLabel('Brief').fill('A5 flyer for the journey, bold colours.');
  await page.getByLabel('Due date').fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('combobox', { name: 'Size' }).selectOption('A5');
  await page.getByRole('combobox', { name: 'Sides' }).selectOption('Both sides');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { name: 'In your cart' })).toBeVisible();
  await expect(cart).toHaveAccessibleName(/1 item/);
  // The header cart's View Cart leads to the cart page.
  await cart.click();
  await page.getByRole('button', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);

  const cartPage = page.getByTestId('cart-page');
  const line = cartPage.getByRole('rowheader', { name: /^Order #\d+: Flyer \(Journey flyer\)$/ });
  await expect(line).toBeVisible();
  const lineName = (await line.textContent()) ?? '';
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$79.00');
  // An order is bought once; a product's quantity goes up and down.
  await expect(cartPage.getByRole('button', { name: `Increase the quantity of ${lineName}` })).toBeDisabled();
  await addToCart(page, 'prod-business-card');
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$128.50');
  await cartPage.getByRole('button', { name: 'Increase the quantity of Business Card Design' }).click();
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$178.00');
  await expect(cart).toHaveAccessibleName(/3 items/);
  await cartPage.getByRole('button', { name: 'Decrease the quantity of Business Card Design' }).click();
  await cartPage.getByRole('button', { name: 'Remove Business Card Design' }).click();
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$79.00');
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);

  await cartPage.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/process\/invoice\/inv-[\w-]+$/);
  const invoiceId = page.url().split('/').pop() as string;
  const checkout = page.getByTestId('checkout-page');
  await expect(checkout.getByRole('rowheader', { name: lineName })).toBeVisible();
  await expect(checkout.getByTestId('invoice-total')).toHaveText('$79.00');
  await expect(checkout.getByText('Hugo Harbor')).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart');

  // No card yet: the form is there. The decline card is refused and nothing is charged.
  await addCard(page, DECLINE);
  await checkout.getByRole('button', { name: 'Pay $79.00' }).click();
  await expect(checkout.getByRole('alert')).toContainText('Your card was declined. No money was taken.');
  await expect(checkout.getByTestId('invoice-status')).toHaveText('Unpaid');
  await expect(checkout.getByText(/ending in 0002, declined/)).toBeVisible();

  await checkout.getByRole('button', { name: 'Add a card' }).click();
  await addCard(page, SUCCESS);
  await checkout.getByRole('radio', { name: /ending in 4242/ }).check();
  await checkout.getByRole('button', { name: 'Pay $79.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(checkout.getByTestId('invoice-status')).toHaveText('Paid');
  await expect(page.getByText('Payment successful. Thank you!')).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);

  await page.getByRole('link', { name: 'View invoices' }).click();
  await expect(page).toHaveURL(/\/billing\/invoices$/);
  const row = page.getByTestId('invoice-row').first();
  await expect(row).toHaveAttribute('data-status', 'paid');
  await expect(row).toContainText('$79.00');
  await expect(row).toContainText('Paid');
  await row.getByRole('link', { name: /^View invoice/ }).click();
  await expect(page).toHaveURL(new RegExp(`/billing/invoices/${invoiceId}$`));
  const number = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(number).toMatch(/^INV-\d{8}-[0-9A-F]{8}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);
  const path = test.info().outputPath('receipt.pdf');
  await download.saveAs(path);
  const text = pdfText(path);
  expect(text).toContain(number);
  expect(text).toContain(lineName);
  expect(text).toContain('$79.00');
  expect(text).toContain('Paid');
  expect(text).toContain('Visa **** 4242');

  // The paid order is on the board.
  await page.goto('/');
  await expect(page.getByText('Journey flyer').first()).toBeVisible();
});

test('payment methods: default, deactivate, and delete only once deactivated (dashboard §5)', async ({
  page,
}) => {
  await signInAsCustomer(page, 'summit@demo.test');
  await expect(page.getByText('Welcome back, Selma!')).toBeVisible();
  await page.goto('/billing/payments');
  await expect(page.getByText('No payment method yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a card' }).click();
  const form = page.locator('form.billing-card-form');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(form.getByText('Required!')).toHaveCount(3);
  await addCard(page, SUCCESS);
  await page.getByRole('button', { name: 'Add a card' }).click();
  await addCard(page, DECLINE);
  const methods = page.getByTestId('payment-method');
  await expect(methods).toHaveCount(2);
  await expect(methods.nth(0)).toContainText('Default');

  await page.getByRole('button', { name: 'Make default: Visa •••• 0002' }).click();
  await expect(page.getByText('Payment method is now the default.')).toBeVisible();
  await expect(methods.nth(1)).toContainText('Default');

  await page.getByRole('button', { name: 'Delete: Visa •••• 4242' }).click();
  await expect(
    page.getByText('An active payment method must be deactivated before it can be deleted.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate: Visa •••• 4242' }).click();
  await expect(methods.nth(0)).toContainText('Deactivated');
  await page.getByRole('button', { name: 'Delete: Visa •••• 4242' }).click();
  await expect(page.getByText('Are you sure you want to delete the Visa card ending in 4242?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Payment method has been deleted.')).toBeVisible();
  await expect(methods).toHaveCount(1);

  await methods.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/billing\/payments\/pm-[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Visa •••• 0002' })).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);
  await page.goto('/billing/payments/pm-made-up');
  await expect(page.getByRole('heading', { name: 'Payment method not found' })).toBeVisible();
  await page.goto('/billing/invoices/inv-made-up');
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
  await page.goto('/checkout/process/invoice/inv-made-up');
  await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
  await page.goto('/checkout/cart');
  await expect(page.getByText('No product in the cart')).toBeVisible();
  await page.goto('/billing/invoices');
  await expect(page.getByText('No invoices yet.')).toBeVisible();
});

test('roles: staff and an operator are refused billing; a white-label client owner has it in the menu', async ({
  page,
}) => {
  await signInAsCustomer(page, 'staff@demo.test');
  await expect(page.getByText('Welcome back, Sam!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
  for (const path of [
    '/checkout/cart',
    '/billing/payments',
    '/billing/invoices',
    '/checkout/process/invoice/inv-x',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
  }
  await page.goto('/signout');
  await expect(page).toHaveURL(/\/signin$/);
  await signInAsAdmin(page, 'operator@demo.test');
  await expect(page.getByText('Welcome back, Omar!')).toBeVisible();
  await page.goto('/billing/invoices');
  await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
  await page.goto('/signout');
  await expect(page).toHaveURL(/\/signin$/);

  await signInAsCustomer(page, 'reseller@demo.test');
  await expect(page.getByText('Welcome back, Rosa!')).toBeVisible();
  await page
    .getByRole('button', { name: /Rosa Brightline|profile/i })
    .first()
    .click();
  await page.getByRole('link', { name: 'Manage Payment/Invoices' }).click();
  await expect(page).toHaveURL(/\/billing\/payments$/);
  await expect(page.getByRole('heading', { name: 'Payment methods' })).toBeVisible();
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', exact: true })).toBeVisible();
});

test('billing pages on a phone in dark mode: no sideways scroll, axe passes', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark',
  });
  const page = await context.newPage();
  test.setTimeout(90_000);
  try {
    await signInAsCustomer(page, 'harbor@demo.test');
    await expect(page.getByText('Welcome back, Hugo!')).toBeAttached();
    const checks: [string, string][] = [
      ['/billing/invoices', 'invoices-page'],
      ['/billing/payments', 'payments-page'],
      ['/checkout/cart', 'cart-page'],
    ];
    for (const [path, testId] of checks) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByTestId(testId).locator('.pd-spinner')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page, '[data-testid="app-root"]'), path).toEqual([]);
    }
    await page.goto('/billing/invoices');
    await page.getByTestId('invoice-row').first().getByRole('link').first().click();
    await expect(page.getByTestId('invoice-page')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page, '[data-testid="app-root"]')).toEqual([]);
  } finally {
    await context.close();
  }
});
