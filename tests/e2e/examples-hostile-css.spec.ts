import type { Browser, Page } from '@playwright/test';
import type { TokenResponse } from 'proofdesk/contract';
import {
  API_ORIGIN,
  badgeText,
  bellBadge,
  bellLoaded,
  bellTrigger,
  cartBadge,
  cartTrigger,
  example,
  expect,
  handOffToken,
  popover,
  settleAnimations,
  test,
  unreadCount,
} from './examples-helpers';

// examples/hostile-css.html: global !important rules on *, buttons, inputs, lists, headings and
// fonts. Loaded once as is and once with hostile.css blocked (the plain page), the widgets must
// compute the same styles; loaded with and without the loader, the page must compute the same.

// What a hostile page most often breaks, read from every visible element inside a widget.
const WIDGET_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-shadow',
  'text-decoration-line',
  'white-space',
  'color',
  'background-color',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'box-sizing',
  'box-shadow',
  'outline-style',
  'list-style-type',
  'cursor',
  'display',
];
// Sizes too, where content cannot vary between two loads (relative dates in the list might).
const SIZED = 'button, .pd-badge';
// A panel's width too; not its height, which is the room its trigger has below it in each layout
// (popovers are sized to the window), so the two pages rightly differ there.
const WIDTH_ONLY = '[role="dialog"]';

/** Computed styles of every rendered element in a widget's shadow root, in document order. */
function widgetStyles(page: Page, host: string) {
  return page.evaluate(
    ({ host, properties, sized, widthOnly }) => {
      const root = document.querySelector(host)?.shadowRoot;
      if (!root) throw new Error(`${host} has no shadow root`);
      return [...root.querySelectorAll('*')]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const style = getComputedStyle(element);
          const names = element.matches(sized)
            ? [...properties, 'width', 'height']
            : element.matches(widthOnly)
              ? [...properties, 'width']
              : properties;
          return {
            element: `${element.localName}.${element.getAttribute('class') ?? ''}`,
            ...Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)])),
          };
        });
    },
    { host, properties: WIDGET_PROPERTIES, sized: SIZED, widthOnly: WIDTH_ONLY },
  );
}

async function openedStyles(page: Page, host: 'proofdesk-bell' | 'proofdesk-cart') {
  const trigger = host === 'proofdesk-bell' ? bellTrigger(page) : cartTrigger(page);
  await trigger.click();
  const panel = popover(page.locator(host));
  await expect(panel).toBeVisible();
  if (host === 'proofdesk-cart') await expect(panel.locator('.pd-cart-subtotal')).toBeVisible();
  else await expect(bellLoaded(page)).toBeVisible();
  // The pointer rests where the click left it, over a trigger the two layouts put elsewhere: move
  // it off both pages' widgets so no hover state is compared.
  await page.mouse.move(0, 0);
  await settleAnimations(page);
  const styles = await widgetStyles(page, host);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  return styles;
}

/** Bell and cart, closed and open, on the hostile page with or without its stylesheet. */
async function allWidgetStyles(browser: Browser, token: TokenResponse, unread: number, hostile: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (!hostile) await page.route('**/hostile.css', (route) => route.abort());
  await page.goto(example('hostile-css.html'));
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontSize);
  expect(bodyFont === '22px').toBe(hostile);

  await handOffToken(page, token);
  await page.locator('[data-add-to-cart="prod-flyer"]').click();
  await expect(cartBadge(page)).toHaveText('1');
  // Both loads must show the same data: the unread count has arrived before anything is read.
  if (unread > 0) await expect(bellBadge(page)).toHaveText(badgeText(unread));
  else await expect(bellTrigger(page)).toBeVisible();
  await page.mouse.move(0, 0);
  await settleAnimations(page);
  const closed = {
    bell: await widgetStyles(page, 'proofdesk-bell'),
    cart: await widgetStyles(page, 'proofdesk-cart'),
  };
  const open = {
    bell: await openedStyles(page, 'proofdesk-bell'),
    cart: await openedStyles(page, 'proofdesk-cart'),
  };
  await context.close();
  return { closed, open };
}

test('the widgets compute exactly the same styles under the hostile stylesheet as on a plain page', async ({
  browser,
  request,
  ownerToken,
}) => {
  const unread = await unreadCount(request, ownerToken);
  const plain = await allWidgetStyles(browser, ownerToken, unread, false);
  const hostile = await allWidgetStyles(browser, ownerToken, unread, true);
  // Not a vacuous comparison: triggers, badges, the panels and their list items were all there.
  for (const styles of [plain.closed.bell, plain.closed.cart]) {
    expect(styles.filter((entry) => entry.element.startsWith('button')).length).toBeGreaterThan(0);
  }
  for (const styles of [plain.open.bell, plain.open.cart]) {
    expect(styles.some((entry) => entry.element.startsWith('div.pd-popover'))).toBe(true);
  }
  expect(plain.open.cart.some((entry) => entry.element.startsWith('li'))).toBe(true);
  expect(hostile.closed).toEqual(plain.closed);
  expect(hostile.open.bell).toEqual(plain.open.bell);
  expect(hostile.open.cart).toEqual(plain.open.cart);
});

// Resolved sizes of the page's own boxes move when a widget takes room in the header; every other
// computed property must not move at all.
const LAYOUT_SIZE = /^(width|height|inline-size|block-size|perspective-origin|transform-origin)$/;

/** Everything of the host document a widget could touch from outside its shadow root. */
function documentState(page: Page) {
  return page.evaluate((sizePattern) => {
    const size = new RegExp(sizePattern);
    const own = [
      'html',
      'body',
      '#page-header',
      '#page-title',
      '#page-nav li',
      '#page-nav a',
      '#page-button',
    ];
    own.push('#page-input', '#page-text', '#page-span', '#products-title', '.product button', 'main');
    const styles = Object.fromEntries(
      own.map((selector) => {
        const style = getComputedStyle(document.querySelector(selector) as Element);
        const names = [...style].filter((name) => !size.test(name));
        return [selector, Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]))];
      }),
    );
    return {
      styles,
      elements: [...document.querySelectorAll('*')].map((element) => element.localName),
      // The widgets' own host elements carry their theme tokens inline (set through CSSOM); no
      // other element may get a style attribute.
      styleAttributes: [...document.querySelectorAll('[style]:not(proofdesk-bell, proofdesk-cart)')].map(
        (element) => element.localName,
      ),
      sheets: [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
      adopted: document.adoptedStyleSheets.flatMap((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText),
      ),
      scrollLocked: getComputedStyle(document.body).overflow,
    };
  }, LAYOUT_SIZE.source);
}

test('the widgets change nothing on the page outside themselves', async ({ browser, ownerToken }) => {
  // The page without Proofdesk: the loader never arrives, the elements stay empty unknown tags.
  const bare = await browser.newContext();
  const barePage = await bare.newPage();
  await barePage.route(`${API_ORIGIN}/embed/**`, (route) => route.abort());
  await barePage.goto(example('hostile-css.html'));
  await expect(barePage.locator('#sign-in-error')).toContainText('Proofdesk did not load');
  const without = await documentState(barePage);
  await bare.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(example('hostile-css.html'));
  await handOffToken(page, ownerToken);
  await page.locator('[data-add-to-cart="prod-flyer"]').click();
  await bellTrigger(page).click();
  await expect(popover(page.locator('proofdesk-bell'))).toBeVisible();
  await page.keyboard.press('Escape');
  await cartTrigger(page).click();
  await expect(popover(page.locator('proofdesk-cart')).locator('.pd-cart-subtotal')).toBeVisible();
  await settleAnimations(page);
  const whileOpen = await documentState(page);
  await page.keyboard.press('Escape');
  await expect(popover(page.locator('proofdesk-cart'))).toBeHidden();
  const after = await documentState(page);
  await context.close();

  for (const state of [whileOpen, after]) {
    expect(state.styles).toEqual(without.styles);
    // No element added to the light DOM (popovers render in the shadow roots), no style attribute.
    expect(state.elements).toEqual(without.elements);
    expect(state.styleAttributes).toEqual(without.styleAttributes);
    expect(state.sheets).toEqual(without.sheets);
    expect(state.scrollLocked).toBe(without.scrollLocked);
    // The one thing allowed in the host document: @font-face rules (fonts do not load in shadow roots).
    expect(state.adopted.filter((rule) => !rule.startsWith('@font-face'))).toEqual([]);
  }
});
