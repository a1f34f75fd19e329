import { createMemoryStorage, getArchivedOrderFilter, getOrderFilter } from 'proofdesk';
import { ArchiveFilterPanel, FilterSidebar, OrderFilterPanel } from 'proofdesk/filter-sidebar';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { seriousViolations } from '../../support/a11y';
import { render } from '../../support/render';
import { clearPresets, renderPanel, savePreset, serverPresets, signedIn } from './filter-support';

// Issue 10: "Presets are a live collection: optimistic, rolled back on refusal, refreshed when
// another tab changes them"; the Archive Order Filter's own presets; the panels in the sidebar frame.

const presetNames = (root: ShadowRoot) =>
  [...root.querySelectorAll('.pd-filter-preset-name')].map((button) => button.textContent);

describe('presets as a live collection', () => {
  it('a change in one tab shows in the other', async () => {
    const manager = await signedIn('manager@demo.test');
    await clearPresets(manager);
    const other = await signedIn('manager@demo.test');
    const here = renderPanel(manager, <OrderFilterPanel />);
    const there = renderPanel(other, <OrderFilterPanel />);
    expect(await there.panel.findByShadowText('No presets defined')).toBeTruthy();

    await userEvent.click(await here.panel.findByShadowRole('button', { name: 'Advance Filter' }));
    await userEvent.fill(await here.panel.findByShadowRole('textbox', { name: /Preset Name/ }), 'Shared');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => presetNames(there.root)).toEqual(['Shared']);

    const [shared] = await serverPresets(manager);
    await other.http.request('DELETE', `/filters/${shared?.id}`, { csrf: 'filter' });
    await expect.poll(() => presetNames(here.root)).toEqual([]);
  });

  it('shows a save at once and rolls it back when the request fails, keeping the input', async () => {
    let release: (() => void) | undefined;
    // The injected network failure: POST /filters waits until released, then fails.
    const failingFetch: typeof fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (init?.method === 'POST' && url.endsWith('/filters')) {
        return new Promise((_resolve, reject) => {
          release = () => reject(new TypeError('Failed to fetch'));
        });
      }
      return fetch(input, init);
    };
    const owner = await signedIn('owner@demo.test', createMemoryStorage(), { fetch: failingFetch });
    await clearPresets(owner);
    const { panel, root } = renderPanel(owner, <OrderFilterPanel />);
    expect(await panel.findByShadowText('No presets defined')).toBeTruthy();
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Advance Filter' }));
    const name = (await panel.findByShadowRole('textbox', { name: /Preset Name/ })) as HTMLInputElement;
    await userEvent.fill(name, 'Not yet saved');
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Save' }));
    // Optimistic: listed before the server has answered.
    await expect.poll(() => presetNames(root)).toEqual(['Not yet saved']);
    await expect.poll(() => release).toBeTypeOf('function');
    release?.();
    expect(
      await panel.findByShadowText(
        'Error encountered while processing. Please try again later or contact the product admin.',
      ),
    ).toBeTruthy();
    await expect.poll(() => presetNames(root)).toEqual([]);
    expect(name.value).toBe('Not yet saved');
    expect(await serverPresets(owner)).toEqual([]);
  });
});

describe('Edit', () => {
  it('re-fetches the option lists of the preset it loads', async () => {
    const asked: string[] = [];
    // Passes every request through; only notes which option lists were asked for.
    const noting: typeof fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/filters/')) asked.push(new URL(url).pathname.replace(/.*\/filters\//, ''));
      return fetch(input, init);
    };
    const operator = await signedIn('operator@demo.test', createMemoryStorage(), { fetch: noting });
    await clearPresets(operator);
    await savePreset(operator, { name: 'Print', serviceCategoryId: 'cat-print' });
    const { panel } = renderPanel(operator, <OrderFilterPanel />);
    await panel.findByShadowRole('button', { name: 'Edit preset Print' });
    // Collapsed, the form asks for no option list.
    expect(asked).toEqual([]);
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Advance Filter' }));
    await expect.poll(() => asked.filter((path) => path === 'operators')).toHaveLength(1);
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Edit preset Print' }));
    await expect.poll(() => asked.filter((path) => path === 'operators')).toHaveLength(2);
    expect(asked.filter((path) => path === 'clients')).toHaveLength(2);
    const category = (await panel.findByShadowRole('combobox', {
      name: 'Service Category',
    })) as HTMLSelectElement;
    await expect.poll(() => category.value).toBe('cat-print');
  });
});

describe('Archive Order Filter presets', () => {
  it('are their own: /archived-order-filters and the selectedArchivedFilter key', async () => {
    const owner = await signedIn('reseller@demo.test');
    await clearPresets(owner, '/archived-order-filters');
    await clearPresets(owner);
    await savePreset(owner, { name: 'Live orders only' });
    const { panel, root } = renderPanel(owner, <ArchiveFilterPanel />);
    expect(await panel.findByShadowText('No presets defined')).toBeTruthy();
    await userEvent.click(await panel.findByShadowRole('button', { name: 'Advance Filter' }));
    await userEvent.fill(await panel.findByShadowLabelText('Updated Date to'), '2026-06-30');
    await userEvent.fill(await panel.findByShadowRole('textbox', { name: /Preset Name/ }), 'Old work');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => presetNames(root)).toEqual(['Old work']);
    const [saved] = await serverPresets(owner, '/archived-order-filters');
    expect(saved).toMatchObject({
      name: 'Old work',
      updatedDate: { startDate: null, endDate: '2026/06/30' },
    });
    expect(saved).not.toHaveProperty('dueDate');
    expect((await serverPresets(owner)).map((preset) => preset.name)).toEqual(['Live orders only']);

    await userEvent.click(await panel.findByShadowRole('button', { name: 'Apply preset Old work' }));
    expect(getArchivedOrderFilter(owner).get()).toEqual({ updatedDateEnd: '2026/06/30' });
    expect(getOrderFilter(owner).get()).toEqual({});
    expect(JSON.parse(owner.session.storage.get('selectedArchivedFilter') ?? '{}')).toEqual({
      'user-reseller': saved?.id,
    });
    expect(owner.session.storage.get('selectedFilter')).toBeNull();
  });
});

describe('the filter parts in the sidebar', () => {
  it('renders the Orders Advance Filter by default and both panels on request; axe finds nothing serious', async () => {
    const cso = await signedIn('cso@demo.test');
    const first = render(<FilterSidebar className="sidebar-default" />, cso);
    const host = first.container.querySelector<HTMLElement>('[data-pd-host]');
    if (!host) throw new Error('no sidebar');
    const sidebar = within(host);
    expect(await sidebar.findByShadowRole('heading', { name: 'Orders Advance Filter' })).toBeTruthy();
    expect(sidebar.queryByShadowRole('heading', { name: 'Archive Order Filter' })).toBeNull();
    first.root.unmount();
    first.container.remove();

    const both = render(<FilterSidebar parts="filter,archive-filter" />, cso);
    const bothHost = both.container.querySelector<HTMLElement>('[data-pd-host]');
    if (!bothHost) throw new Error('no sidebar');
    const view = within(bothHost);
    expect(await view.findByShadowRole('heading', { name: 'Archive Order Filter' })).toBeTruthy();
    const [orders] = await view.findAllByShadowRole('button', { name: 'Advance Filter' });
    await userEvent.click(orders as HTMLElement);
    await view.findByShadowRole('textbox', { name: /Preset Name/ });
    expect(await seriousViolations(bothHost)).toEqual([]);
  });
});
