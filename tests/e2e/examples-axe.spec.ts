import { seriousViolations } from './axe';
import {
  bellLoaded,
  bellTrigger,
  cartBadge,
  cartTrigger,
  example,
  expect,
  handOffToken,
  popover,
  test,
} from './examples-helpers';

// axe-core inside the widgets (shadow roots included), closed and open, on the reseller page.

test('axe finds nothing serious or critical in the bell and the cart, closed and open', async ({
  page,
  ownerToken,
}) => {
  await page.goto(example('reseller.html'));
  await handOffToken(page, ownerToken);
  await page.locator('[data-add-to-cart="prod-logo"]').click();
  await expect(cartBadge(page)).toHaveText('1');
  await expect(bellTrigger(page)).toBeVisible();

  const report: Record<string, unknown> = {
    'bell closed': await seriousViolations(page, 'proofdesk-bell'),
    'cart closed': await seriousViolations(page, 'proofdesk-cart'),
  };

  await bellTrigger(page).click();
  await expect(bellLoaded(page)).toBeVisible();
  report['bell open'] = await seriousViolations(page, 'proofdesk-bell');
  await page.keyboard.press('Escape');

  await cartTrigger(page).click();
  await expect(popover(page.locator('proofdesk-cart')).locator('.pd-cart-subtotal')).toBeVisible();
  report['cart open'] = await seriousViolations(page, 'proofdesk-cart');

  expect(report).toEqual({ 'bell closed': [], 'cart closed': [], 'bell open': [], 'cart open': [] });
});

test('axe finds nothing serious or critical in the signed-out widgets', async ({ page }) => {
  await page.goto(example('reseller.html'));
  await expect(cartTrigger(page)).toBeVisible();
  const closed = await seriousViolations(page, 'proofdesk-cart');
  await cartTrigger(page).click();
  await expect(popover(page.locator('proofdesk-cart'))).toContainText('No product in the cart');
  expect({ closed, open: await seriousViolations(page, 'proofdesk-cart') }).toEqual({ closed: [], open: [] });
});
