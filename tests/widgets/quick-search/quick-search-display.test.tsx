import { orderCardFields } from 'proofdesk/rules';
import { screen, within } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { seriousViolations } from '../support/a11y';
import { widgetElement } from '../support/elements';
import { onCleanup } from '../support/render';
import {
  optionNames,
  renderQuickSearch,
  searchInstance,
  searchNetwork,
  serverSearch,
  someOrder,
} from './support';

// What quick search shows (dashboard §2 "Quick search": the card's fields), its empty state, the
// generic error of §8 with the spinner stopped, the panel on a phone, axe, and the script-tag way in.

afterEach(async () => {
  await page.viewport(414, 896);
});

async function setUp() {
  const network = searchNetwork();
  const { instance, navigated } = await searchInstance(network);
  const rendered = renderQuickSearch(instance);
  const input = (await rendered.box()) as HTMLInputElement;
  return { network, instance, navigated, ...rendered, input };
}

const panelOf = (host: HTMLElement) => host.shadowRoot!.querySelector<HTMLElement>('.pd-qs-panel');
const spinner = (host: HTMLElement) =>
  host.shadowRoot!.querySelector('[role="status"][aria-label="Searching"]');

describe('QuickSearch: what it shows', () => {
  it("each result is an order card with the card's fields", async () => {
    const { instance, host, input } = await setUp();
    const order = await someOrder(instance);
    const [first] = await serverSearch(instance, order.orderName);
    if (!first) throw new Error('no result');
    await userEvent.type(input, order.orderName);
    await expect.poll(() => optionNames(host).length, { timeout: 3000 }).toBeGreaterThan(0);
    const option = host.shadowRoot!.querySelector('[role="option"]')!;
    const timeZone = instance.session.$profile.get()?.timeZone?.value || undefined;
    const fields = orderCardFields(first, timeZone);
    const text = option.textContent ?? '';
    expect(text).toContain(fields.name);
    expect(text).toContain(fields.idLine);
    expect(text).toContain(fields.client);
    expect(text).toContain(fields.created);
    expect(fields.created).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    if (fields.stateLabel) expect(text).toContain(fields.stateLabel);
    if (fields.priority) expect(text).toContain(fields.priority);
    // The option is named by what the card shows, the order's name included.
    expect(within(host).getAllByShadowRole('option', { name: new RegExp(fields.name) })[0]).toBe(option);
  });

  it("says 'No orders found' when the server finds nothing", async () => {
    const { host, input } = await setUp();
    await userEvent.type(input, 'qqqq-no-such-order');
    const empty = () => host.shadowRoot!.querySelector('.pd-qs-empty')?.textContent;
    await expect.poll(empty, { timeout: 3000 }).toBe('No orders found');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(host.shadowRoot!.querySelector('[role="listbox"]')).toBeNull();
    // The live region says it too.
    const live = [...host.shadowRoot!.querySelectorAll('.pd-visually-hidden[role="status"]')];
    expect(live.map((el) => el.textContent)).toContain('No orders found');
    expect(await seriousViolations(host)).toEqual([]);
  });

  it('shows a spinner while the term is on its way, and results counted in the live region', async () => {
    const { network, host, input, instance } = await setUp();
    const expected = await serverSearch(instance, 'Summer');
    network.hold('Summer');
    await userEvent.type(input, 'Summer');
    await expect.poll(() => spinner(host)).toBeTruthy();
    network.release('Summer');
    await expect.poll(() => optionNames(host).length, { timeout: 3000 }).toBe(expected.length);
    expect(spinner(host)).toBeNull();
    const live = [...host.shadowRoot!.querySelectorAll('.pd-visually-hidden[role="status"]')];
    expect(live.map((el) => el.textContent)).toContain(`${expected.length} orders found`);
  });

  it('a failure shows the generic error and stops the loading indicator', async () => {
    const { network, host, input, search } = await setUp();
    network.fail = true;
    await userEvent.type(input, 'Spring');
    const alert = await search.findByShadowRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Ooops!');
    expect(alert.textContent).toContain(
      'Error encountered while processing. Please try again later or contact the product admin.',
    );
    expect(spinner(host)).toBeNull();
    expect(network.terms()).toEqual(['Spring']);
    expect(optionNames(host)).toEqual([]);
    expect(await seriousViolations(host)).toEqual([]);

    // The next term tries again and the error goes.
    network.fail = false;
    await userEvent.type(input, ' Campaign');
    await expect.poll(() => optionNames(host).length, { timeout: 3000 }).toBeGreaterThan(0);
    expect(search.queryByShadowRole('alert')).toBeNull();
  });

  it('axe finds nothing serious with results open and an option active', async () => {
    const { host, input } = await setUp();
    await userEvent.type(input, 'Spring');
    await expect.poll(() => optionNames(host).length, { timeout: 3000 }).toBeGreaterThan(0);
    await userEvent.keyboard('{ArrowDown}');
    expect(await seriousViolations(host)).toEqual([]);
  });
});

describe('QuickSearch: dark mode', () => {
  it('axe finds nothing serious with results open, in dark mode', async () => {
    const network = searchNetwork();
    const { instance } = await searchInstance(network, undefined, { theme: { mode: 'dark' } });
    const { host, box } = renderQuickSearch(instance);
    const input = await box();
    await userEvent.type(input, 'Spring');
    await expect.poll(() => optionNames(host).length, { timeout: 3000 }).toBeGreaterThan(0);
    await userEvent.keyboard('{ArrowDown}');
    expect(await seriousViolations(host)).toEqual([]);
  });
});

describe('QuickSearch: the panel stays in the window', () => {
  it('on a 390 px phone the results are a full-width sheet that ends inside the window', async () => {
    await page.viewport(390, 700);
    const { host, input } = await setUp();
    await userEvent.type(input, 'a');
    await expect.poll(() => optionNames(host).length, { timeout: 3000 }).toBe(10);
    const panel = panelOf(host)!;
    await expect.poll(() => panel.hasAttribute('data-sheet')).toBe(true);
    await expect
      .poll(() => {
        const rect = panel.getBoundingClientRect();
        return rect.left >= 0 && rect.right <= 390 && rect.top >= 0 && rect.bottom <= 700;
      })
      .toBe(true);
    // Ten cards do not fit: the panel scrolls instead of running past the window.
    expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight);
    // The last result, reached by the keyboard, is scrolled into the panel's view.
    await userEvent.keyboard('{ArrowUp}');
    const options = panel.querySelectorAll('[role="option"]');
    const last = options[options.length - 1]!.getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    expect(last.bottom).toBeLessThanOrEqual(box.bottom + 1);
  });

  it('on a desktop window the panel sits under the box, in the window', async () => {
    await page.viewport(1280, 800);
    const { host, input } = await setUp();
    await userEvent.type(input, 'Spring');
    await expect.poll(() => optionNames(host).length, { timeout: 3000 }).toBeGreaterThan(0);
    const panel = panelOf(host)!;
    await expect
      .poll(() => Math.round(panel.getBoundingClientRect().top - input.getBoundingClientRect().bottom))
      .toBeGreaterThanOrEqual(0);
    const rect = panel.getBoundingClientRect();
    expect(rect.right).toBeLessThanOrEqual(1280);
    expect(rect.bottom).toBeLessThanOrEqual(800);
    expect(panel.hasAttribute('data-sheet')).toBe(false);
  });
});

describe('<proofdesk-quick-search>', () => {
  it('renders the box, takes shortcut="false", and its open-order event bubbles from the element', async () => {
    const network = searchNetwork();
    const { instance, navigated } = await searchInstance(network);
    const { tag, define } = widgetElement('quick-search', instance);
    define();
    const el = document.createElement(tag);
    el.setAttribute('shortcut', 'false');
    el.setAttribute('messages', '{"noResults":"Nothing here"}');
    document.body.append(el);
    onCleanup(() => el.remove());
    const input = (await screen.findByShadowRole('combobox', { name: 'Search orders' })) as HTMLInputElement;
    expect(input.hasAttribute('aria-keyshortcuts')).toBe(false);
    await userEvent.type(input, 'qqqq-no-such-order');
    await expect
      .poll(() => el.shadowRoot?.querySelector('.pd-qs-empty')?.textContent, { timeout: 3000 })
      .toBe('Nothing here');

    const expected = await serverSearch(instance, 'Summer');
    await userEvent.clear(input);
    await userEvent.type(input, 'Summer');
    await expect
      .poll(() => screen.queryAllByShadowRole('option').length, { timeout: 3000 })
      .toBe(expected.length);
    const heard: string[] = [];
    el.addEventListener('proofdesk:open-order', (event) => heard.push((event as CustomEvent).detail.path));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(heard).toEqual([`/orders/detail/${expected[0]!.id}`]);
    expect(navigated.map((intent) => intent.path)).toEqual(heard);
  });
});
