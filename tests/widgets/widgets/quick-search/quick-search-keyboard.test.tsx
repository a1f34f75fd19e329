import { mountQuickSearch } from 'proofdesk/quick-search';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getActiveElement } from '../../../../sdk/core/dom';
import { onCleanup } from '../../support/render';
import { optionNames, renderQuickSearch, searchInstance, searchNetwork, serverSearch } from './support';

// Dashboard §2 and §9: "Ctrl+Q focuses the box. Escape blurs it and clears results." Arrow keys move
// through the results and Enter opens one (the issue); the combobox pattern names what is active.

async function setUp(props: Parameters<typeof renderQuickSearch>[1] = {}) {
  const network = searchNetwork();
  const { instance, navigated } = await searchInstance(network);
  const rendered = renderQuickSearch(instance, props);
  const input = (await rendered.box()) as HTMLInputElement;
  return { network, instance, navigated, ...rendered, input };
}

const focused = () => getActiveElement(document);

/** Types a term and waits for its results. */
async function searchFor(input: HTMLInputElement, host: HTMLElement, term: string, count: number) {
  await userEvent.type(input, term);
  await expect.poll(() => optionNames(host).length, { timeout: 3000 }).toBe(count);
}

describe('QuickSearch: Ctrl+Q', () => {
  it('focuses the box from the page, and from inside another shadow root', async () => {
    const { input } = await setUp();
    const outside = document.createElement('button');
    outside.textContent = 'Somewhere else';
    document.body.append(outside);
    onCleanup(() => outside.remove());
    outside.focus();
    await userEvent.keyboard('{Control>}q{/Control}');
    expect(focused()).toBe(input);

    // Focus inside another widget's shadow root: the key still reaches the document.
    const other = document.createElement('div');
    document.body.append(other);
    onCleanup(() => other.remove());
    const root = other.attachShadow({ mode: 'open' });
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Other widget');
    root.append(field);
    field.focus();
    expect(focused()).toBe(field);
    await userEvent.keyboard('{Control>}q{/Control}');
    expect(focused()).toBe(input);
  });

  it('prevents the browser default, leaves other keys alone, and stops listening once unmounted', async () => {
    const network = searchNetwork();
    const { instance } = await searchInstance(network);
    const element = document.createElement('div');
    document.body.append(element);
    onCleanup(() => element.remove());
    const mounted = mountQuickSearch(element, { instance });
    const input = await expect
      .poll(() => element.shadowRoot?.querySelector<HTMLInputElement>('[role="combobox"]'))
      .toBeTruthy()
      .then(() => element.shadowRoot!.querySelector<HTMLInputElement>('[role="combobox"]')!);

    const press = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', {
        bubbles: true,
        composed: true,
        cancelable: true,
        ...init,
      });
      document.body.dispatchEvent(event);
      return event;
    };
    (document.activeElement as HTMLElement | null)?.blur();
    expect(press({ key: 'q' }).defaultPrevented).toBe(false);
    expect(press({ key: 'q', ctrlKey: true, altKey: true }).defaultPrevented).toBe(false);
    expect(focused()).not.toBe(input);
    expect(press({ key: 'q', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(focused()).toBe(input);

    input.blur();
    mounted.unmount();
    // The shared root re-renders (or unmounts) after the call: wait until the box is gone.
    await expect.poll(() => element.shadowRoot?.querySelector('[role="combobox"]') ?? null).toBeNull();
    const after = press({ key: 'q', ctrlKey: true });
    expect(after.defaultPrevented).toBe(false);
    expect(focused()).not.toBe(input);
  });

  it('shortcut={false} leaves Ctrl+Q to the page', async () => {
    const { input } = await setUp({ shortcut: false });
    expect(input.hasAttribute('aria-keyshortcuts')).toBe(false);
    await userEvent.keyboard('{Control>}q{/Control}');
    expect(focused()).not.toBe(input);
  });
});

describe('QuickSearch: Escape, arrows and Enter', () => {
  it('Escape blurs the box and clears the results', async () => {
    const { input, host, instance } = await setUp();
    const expected = await serverSearch(instance, 'Spring');
    await searchFor(input, host, 'Spring', expected.length);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(focused()).not.toBe(input);
    expect(optionNames(host)).toEqual([]);
    // The results go, the term stays (a search box's own Escape would empty it).
    expect(input.value).toBe('Spring');
    // Back in the box: the results are gone, not merely hidden.
    input.focus();
    expect(optionNames(host)).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('arrows move through the results (aria-activedescendant), Enter opens the active one', async () => {
    const { input, host, instance, navigated } = await setUp();
    const expected = await serverSearch(instance, 'Spring');
    expect(expected.length).toBeGreaterThan(2);
    await searchFor(input, host, 'Spring', expected.length);
    const listbox = host.shadowRoot!.querySelector('[role="listbox"]')!;
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(listbox.getAttribute('aria-label')).toBe('Orders found');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);

    const activeName = () => {
      const id = input.getAttribute('aria-activedescendant');
      const option = id ? host.shadowRoot!.getElementById(id) : null;
      expect(option?.getAttribute('aria-selected')).toBe('true');
      return option?.querySelector('.pd-order-card-name')?.textContent;
    };
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName()).toBe(expected[0]!.orderName.slice(0, 32));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName()).toBe(expected[2]!.orderName.slice(0, 32));
    await userEvent.keyboard('{ArrowUp}');
    expect(activeName()).toBe(expected[1]!.orderName.slice(0, 32));
    // Only one option is selected at a time; focus never left the box.
    expect(host.shadowRoot!.querySelectorAll('[aria-selected="true"]')).toHaveLength(1);
    expect(focused()).toBe(input);

    const heard: string[] = [];
    host.addEventListener('proofdesk:open-order', (event) => heard.push(event.detail.path));
    await userEvent.keyboard('{Enter}');
    expect(heard).toEqual([`/orders/detail/${expected[1]!.id}`]);
    expect(navigated.map((intent) => intent.path)).toEqual(heard);
    expect(navigated[0]?.params).toEqual({ orderId: expected[1]!.id });
    // Opening one closes the results.
    expect(optionNames(host)).toEqual([]);
  });

  it('ArrowUp from none goes to the last result; moving wraps around', async () => {
    const { input, host, instance } = await setUp();
    const expected = await serverSearch(instance, 'Summer');
    expect(expected.length).toBeGreaterThan(1);
    await searchFor(input, host, 'Summer', expected.length);
    const activeIndex = () =>
      [...host.shadowRoot!.querySelectorAll('[role="option"]')].findIndex(
        (option) => option.id === input.getAttribute('aria-activedescendant'),
      );
    await userEvent.keyboard('{ArrowUp}');
    expect(activeIndex()).toBe(expected.length - 1);
    await userEvent.keyboard('{ArrowDown}');
    expect(activeIndex()).toBe(0);
  });

  it('Enter with no active result opens nothing; a click on a result opens it', async () => {
    const { input, host, instance, navigated } = await setUp({
      onIntent: (_intent, event) => event.preventDefault(),
    });
    const expected = await serverSearch(instance, 'Summer');
    await searchFor(input, host, 'Summer', expected.length);
    await userEvent.keyboard('{Enter}');
    expect(navigated).toEqual([]);
    const heard: string[] = [];
    host.addEventListener('proofdesk:open-order', (event) => heard.push(event.detail.path));
    const options = host.shadowRoot!.querySelectorAll('[role="option"]');
    await userEvent.click(options[options.length - 1]!);
    expect(heard).toEqual([`/orders/detail/${expected[expected.length - 1]!.id}`]);
    // onIntent prevented the default navigation.
    expect(navigated).toEqual([]);
  });
});
