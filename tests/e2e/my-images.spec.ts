import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { signInAsAdmin } from './helpers';
import { customerPage, orderIn } from './order-detail-helpers';

// Issue 26 "My images": Northwind's owner opens My Images from the profile menu, searches the
// demo library (keyboard only, paging, an empty result), saves a pick, finds it in the library,
// adds it to a new order's supplied files from the create-order form and to an order's from its
// detail page, then removes it from the library; axe throughout, 390×844 in dark; an operator (no image search) sees no entry and no page.

test.describe.configure({ mode: 'serial' });

let owner: Page;

test.beforeAll(async ({ browser }) => {
  owner = await customerPage(browser, 'owner@demo.test', 'Olivia');
});

test.afterAll(async () => {
  await owner?.context().close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

test('search with the keyboard, page through, save a pick; axe passes', async () => {
  await owner.setViewportSize({ width: 1440, height: 900 });
  await owner.getByRole('button', { name: /^Profile menu/ }).click();
  await owner.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Images' }).click();
  await expect(owner).toHaveURL(/\/my-images$/);
  const screen = owner.getByTestId('my-images');
  await expect(screen.getByRole('heading', { name: 'My Images', level: 1 })).toBeVisible();
  // Without words the whole demo library is listed, 16 a page.
  await expect(screen.getByTestId('images-result')).toHaveCount(16);
  await expect(screen.getByText('Page 1 of 2')).toBeVisible();
  await screen.getByRole('button', { name: 'Next' }).click();
  await expect(owner).toHaveURL(/page=2/);
  await expect(screen.getByText('Page 2 of 2')).toBeVisible();
  expect(await seriousViolations(owner, '[data-testid="app-root"]')).toEqual([]);

  // Keyboard only: the field, words, Enter.
  await screen.getByLabel('Search images').focus();
  await owner.keyboard.type('zebra');
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(/q=zebra/);
  await expect(screen.getByText('No images match "zebra"')).toBeVisible();
  await screen.getByLabel('Search images').fill('sunset');
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(/q=sunset/);
  const result = screen.getByTestId('images-result');
  await expect(result).toHaveCount(1);
  const picture = result.getByRole('img', { name: 'Sunset over the hills' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(360);
  await expect(result.getByText('Proofdesk demo library')).toBeVisible();

  const save = result.getByRole('button', { name: 'Save Sunset over the hills to My Images' });
  await save.focus();
  await owner.keyboard.press('Enter');
  await expect(owner.getByText('The image was saved to My Images.').last()).toBeVisible();
  await expect(result.getByRole('button', { name: 'Saved: Sunset over the hills' })).toBeDisabled();
  expect(await seriousViolations(owner, '[data-testid="app-root"]')).toEqual([]);
});

test('the library shows the saved copy; phone size in dark passes axe without sideways scrolling', async () => {
  await owner.getByTestId('my-images').getByRole('link', { name: 'My library' }).click();
  await expect(owner).toHaveURL(/tab=library/);
  const saved = owner.getByTestId('images-saved').filter({ hasText: 'Sunset over the hills' });
  await expect(saved).toHaveCount(1);
  // The stored copy, fetched with the session's token.
  const copy = saved.getByRole('img', { name: 'Sunset over the hills' });
  await expect(copy).toHaveAttribute('src', /^blob:/);
  // The blob decodes after its src is set: wait for it rather than read a width of 0.
  await expect
    .poll(() => copy.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(720);
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.emulateMedia({ colorScheme: 'dark' });
  await noHorizontalScroll(owner);
  expect(await seriousViolations(owner, 'body')).toEqual([]);
  await owner.goto('/my-images?q=sea');
  await expect(owner.getByTestId('images-result').first()).toBeVisible();
  await noHorizontalScroll(owner);
  expect(await seriousViolations(owner, 'body')).toEqual([]);
  await owner.setViewportSize({ width: 1440, height: 900 });
  await owner.emulateMedia({ colorScheme: 'light' });
});

test('journey: the saved image becomes a supplied file of a new order', async () => {
  await owner.goto('/orders/new');
  await owner.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('proofdesk-order-draft')) localStorage.removeItem(key);
  });
  await owner.reload();
  await owner.getByRole('button', { name: 'Print', exact: true }).click();
  await owner.getByRole('button', { name: 'Choose Flyer' }).click();
  await owner.getByLabel('Order name').fill(`Stock flyer ${Date.now() % 100000}`);
  await owner.getByLabel('Brief').fill('A flyer on the sunset picture from My Images.');
  await owner.getByLabel('Due date').fill(inDays(10));
  await owner.getByLabel('Size').selectOption('A5');
  await owner.getByLabel('Sides').selectOption('Both sides');
  await owner.getByRole('button', { name: 'Save draft and add files' }).click();
  await owner.getByRole('button', { name: 'From My Images' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Add from My Images' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Add Sunset over the hills' }).check();
  expect(await seriousViolations(owner, 'body')).toEqual([]);
  await dialog.getByRole('button', { name: 'Add to supplied files' }).click();
  await expect(owner.getByText('The image was added to the supplied files.').last()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(owner.locator('.create-file-list li', { hasText: 'sunset-hills.png' })).toBeVisible();
});

test("the order page's supplied files take it too (the create form's picker)", async ({ request }) => {
  // An order no other spec counts the files of (the board spec only places cards before gr-revision ones).
  const order = await orderIn(request, 'gr-revision');
  await owner.goto(`/orders/detail/${order.id}`);
  const supplied = owner.locator('[data-group="suppliedFiles"]');
  await supplied.getByRole('button', { name: 'From My Images' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Add from My Images' });
  await dialog.getByRole('checkbox', { name: 'Add Sunset over the hills' }).check();
  await dialog.getByRole('button', { name: 'Add to supplied files' }).click();
  await expect(owner.getByText('The image was added to the supplied files.').last()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(supplied.locator('.detail-file', { hasText: 'sunset-hills.png' })).toBeVisible();
  expect(await seriousViolations(owner, '[data-testid="app-root"]')).toEqual([]);
});

test('removing it from the library asks first; the order keeps its copy', async () => {
  await owner.goto('/my-images?tab=library');
  const saved = owner.getByTestId('images-saved').filter({ hasText: 'Sunset over the hills' });
  await saved.getByRole('button', { name: 'Remove Sunset over the hills from My Images' }).click();
  const confirm = owner.getByRole('alertdialog', { name: 'Remove this image?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(owner.getByText('The image was removed from My Images.').last()).toBeVisible();
  await expect(saved).toHaveCount(0);
});

test('an operator has no image search: no menu entry, and the page says so', async ({ page }) => {
  await signInAsAdmin(page, 'operator@demo.test');
  await expect(page.getByText('Welcome back, Omar!')).toBeVisible();
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await expect(page.getByRole('link', { name: 'My Images' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/my-images');
  await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
  await expect(page.getByText('Image search is not part of your role.')).toBeVisible();
});
