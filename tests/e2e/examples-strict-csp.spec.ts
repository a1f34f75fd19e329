import {
  API_ORIGIN,
  bellLoaded,
  bellTrigger,
  cartBadge,
  cartTrigger,
  example,
  expect,
  popover,
  settleAnimations,
  signInThroughForm,
  test,
} from './examples-helpers';

// examples/strict-csp.html, served with a nonce-based policy and no 'unsafe-inline'. The page's
// csp-watch.js (first script in <head>) lists every `securitypolicyviolation` in #csp-violations.

test('the strict-CSP page raises no violation while signing in and opening both widgets', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  const response = await page.goto(example('strict-csp.html'));
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
  expect(policy).toContain(`style-src 'nonce-${nonce}'`);
  expect(policy).toContain(`connect-src ${API_ORIGIN} ${API_ORIGIN.replace('http', 'ws')}`);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  // The loader carries this response's nonce (the style fallback reuses it).
  expect(
    await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[src$="/embed/proofdesk.js"]')?.nonce,
    ),
  ).toBe(nonce);

  // Harbor, not the demo owner: the owner signs in by password in many specs (10 a minute).
  await signInThroughForm(page, 'harbor@demo.test');
  await expect(page.locator('#account-name')).toHaveText('Hi, Hugo');
  await page.locator('[data-add-to-cart="prod-social-kit"]').click();
  await expect(cartBadge(page)).toHaveText('1');

  await bellTrigger(page).click();
  const bellPanel = popover(page.locator('proofdesk-bell'));
  await expect(bellLoaded(page)).toBeVisible();
  await settleAnimations(page);
  await page.keyboard.press('Escape');
  await expect(bellPanel).toBeHidden();

  await cartTrigger(page).click();
  const cartPanel = popover(page.locator('proofdesk-cart'));
  await expect(cartPanel.getByRole('listitem')).toContainText('1 x $120.00');
  await settleAnimations(page);

  const violations = page.locator('#csp-violations');
  await expect(page.locator('#csp-summary')).toHaveText('None so far.');
  expect(await violations.getAttribute('data-count')).toBe('0');
  expect(consoleErrors).toEqual([]);

  // The watcher is live: an un-nonced <style> is refused and shows up in the list.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  await expect(violations).toHaveAttribute('data-count', '1');
  await expect(violations).toContainText('style-src-elem');
});
