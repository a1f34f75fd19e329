import { expect, type Page, test } from '@playwright/test';

// Properties a hostile page most often breaks. Compared inside the shadow root between a plain page
// and one whose global CSS attacks buttons, inputs, lists, fonts and `*` with !important.
const PROPERTIES = [
  'font-family',
  'font-size',
  'line-height',
  'letter-spacing',
  'color',
  'background-color',
  'border-top-width',
  'border-top-style',
  'padding-top',
  'box-sizing',
  'text-transform',
  'height',
] as const;

async function widgetStyles(page: Page) {
  await page.waitForFunction(() => {
    const root = document.querySelector('#widget-host [data-pd-host]')?.shadowRoot ?? null;
    return root?.querySelector('button') !== null && root !== null;
  });
  return page.evaluate(
    (properties) => {
      const root = document.querySelector('#widget-host [data-pd-host]')!.shadowRoot!;
      const pick = (element: Element) => {
        const style = getComputedStyle(element);
        return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
      };
      return {
        buttons: [...root.querySelectorAll('button')].map(pick),
        inputs: [...root.querySelectorAll('input')].map(pick),
        labels: [...root.querySelectorAll('label')].map(pick),
      };
    },
    PROPERTIES as unknown as string[],
  );
}

async function hostStyles(page: Page) {
  return page.evaluate(
    (properties) => {
      const pick = (selector: string) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
      };
      return { button: pick('#host-button'), input: pick('#host-input'), text: pick('#host-text') };
    },
    PROPERTIES as unknown as string[],
  );
}

test('primitives under a hostile page render exactly as on a plain page', async ({ page }) => {
  await page.goto('/isolation.html');
  const plain = await widgetStyles(page);
  await page.goto('/isolation.html?hostile=1');
  await page.waitForFunction(() => getComputedStyle(document.body).fontSize === '22px');
  const hostile = await widgetStyles(page);
  expect(plain.buttons.length).toBeGreaterThan(0);
  expect(hostile).toEqual(plain);
});

test("the widget's CSS does not leak into the host page", async ({ page }) => {
  await page.goto('/isolation.html?widget=0');
  const without = await hostStyles(page);
  await page.goto('/isolation.html');
  await widgetStyles(page);
  const withWidget = await hostStyles(page);
  expect(withWidget).toEqual(without);
  // And nothing was injected into the host document's styles.
  const documentSheets = await page.evaluate(() => document.adoptedStyleSheets.length);
  expect(documentSheets).toBe(0);
});
