import { getArchivedOrderFilter, getOrderFilter } from 'proofdesk';
import { ArchiveFilterPanel, CUSTOM_SEARCH_DELAY_MS, OrderFilterPanel } from 'proofdesk/filter-sidebar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderPanel, signedIn } from './filter-support';

// Dashboard §3 "Order filter fields", §5 "Filter fields Client, Customer, Creator, Project Lead and
// Operator appear only with their read permission", §7 "Filters" (option lists), §9 dates and delay.

type Panel = ReturnType<typeof renderPanel>['panel'];

const PEOPLE = ['Client', 'Customer', 'Creator', 'Project Lead', 'Operator'];

async function expand(panel: Panel) {
  await userEvent.click(await panel.findByShadowRole('button', { name: 'Advance Filter' }));
  return panel.findByShadowRole('group', { name: /Created Date/ });
}

const shownPeople = (panel: Panel) =>
  PEOPLE.filter((label) => panel.queryByShadowRole('combobox', { name: label }) !== null);

const optionsOf = async (panel: Panel, label: string, expected: string) => {
  const select = (await panel.findByShadowRole('combobox', { name: label })) as HTMLSelectElement;
  await expect.poll(() => [...select.options].map((o) => o.text)).toContain(expected);
  return select;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('Orders Advance Filter fields', () => {
  it('shows each people field only with its read permission, with the server’s options', async () => {
    const owner = await signedIn('owner@demo.test');
    const ownerPanel = renderPanel(owner, <OrderFilterPanel />).panel;
    await expand(ownerPanel);
    // Owner: creator, operator and manager filters; not client or customer (§6 "Staff", owner ⊇ staff).
    expect(shownPeople(ownerPanel)).toEqual(['Creator', 'Project Lead', 'Operator']);
    await optionsOf(ownerPanel, 'Operator', 'Omar Ortiz');
    const creators = await optionsOf(ownerPanel, 'Creator', 'Sam Stafford');
    // Only the owner's own account's users.
    expect([...creators.options].map((o) => o.text)).not.toContain('Rosa Brightline');
  });

  it('shows all five people fields to an operator ("all order filters")', async () => {
    const operator = await signedIn('operator@demo.test');
    const operatorPanel = renderPanel(operator, <OrderFilterPanel />).panel;
    await expand(operatorPanel);
    expect(shownPeople(operatorPanel)).toEqual(PEOPLE);
    await optionsOf(operatorPanel, 'Client', 'Northwind Studio');
    await optionsOf(operatorPanel, 'Project Lead', 'Maya Moreau');
  });

  it('narrows customers and creators by the chosen client, services by the chosen category', async () => {
    const operator = await signedIn('operator@demo.test');
    const { panel } = renderPanel(operator, <OrderFilterPanel />);
    await expand(panel);
    const customers = await optionsOf(panel, 'Customer', 'Northwind Studio');
    await userEvent.selectOptions(await optionsOf(panel, 'Client', 'Brightline Print'), 'client-brightline');
    await expect.poll(() => [...customers.options].map((o) => o.text)).not.toContain('Northwind Studio');
    expect([...customers.options].map((o) => o.text)).toContain('Harbor Cafe');
    await optionsOf(panel, 'Creator', 'Hugo Harbor');
    const creators = (await panel.findByShadowRole('combobox', { name: 'Creator' })) as HTMLSelectElement;
    // The unnarrowed list has Hugo Harbor too: wait for the narrowed one.
    await expect.poll(() => [...creators.options].map((o) => o.text)).not.toContain('Olivia Northwind');
    expect([...creators.options].map((o) => o.text)).toContain('Hugo Harbor');

    const services = await optionsOf(panel, 'Service', 'Logo Design');
    await userEvent.selectOptions(await optionsOf(panel, 'Service Category', 'Print'), 'cat-print');
    await expect
      .poll(() => [...services.options].map((o) => o.text))
      .toEqual(['All', 'Brochure', 'business Card', 'Flyer']);
    expect(getOrderFilter(operator).get()).toEqual({
      clientId: 'client-brightline',
      serviceCategory: 'cat-print',
    });
  });

  it('writes every field to the shared filter: progress, ranges as yyyy/MM/dd shown as dd MMM yyyy, buckets', async () => {
    const owner = await signedIn('owner@demo.test');
    const { panel } = renderPanel(owner, <OrderFilterPanel />);
    await expand(panel);
    const progress = await panel.findByShadowRole('group', { name: 'Order Progress' });
    // "ready-to-go (labelled New Order)".
    await userEvent.click(await panel.findByShadowRole('checkbox', { name: 'New Order' }));
    await userEvent.click(await panel.findByShadowRole('checkbox', { name: 'Not Frozen' }));
    expect(progress.querySelectorAll('input').length).toBe(7);
    await userEvent.fill(await panel.findByShadowLabelText('Created Date from'), '2026-03-05');
    await userEvent.fill(await panel.findByShadowLabelText('Created Date to'), '2026-03-12');
    await userEvent.fill(await panel.findByShadowLabelText('Due Date to'), '2026-04-01');
    const queue = await panel.findByShadowRole('group', { name: 'Queue Time' });
    const work = await panel.findByShadowRole('group', { name: 'Work Time' });
    expect([...queue.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      '50% or fewer',
      '51% - 75%',
      '76% or more',
    ]);
    await userEvent.click(work.querySelectorAll('input')[2] as HTMLInputElement);
    await userEvent.click(queue.querySelectorAll('input')[0] as HTMLInputElement);
    await userEvent.click(queue.querySelectorAll('input')[1] as HTMLInputElement);

    expect(getOrderFilter(owner).get()).toEqual({
      orderProgress: 'ready-to-go,not-frozen',
      createdAtStart: '2026/03/05',
      createdAtEnd: '2026/03/12',
      dueDateEnd: '2026/04/01',
      queueTime: '0:50,51:75',
      workTime: '76',
    });
    expect(await panel.findByShadowText('05 Mar 2026 – 12 Mar 2026')).toBeTruthy();
    expect(await panel.findByShadowText('Until 01 Apr 2026')).toBeTruthy();
  });

  it('applies the custom search 500 ms after the last keystroke, other fields at once', async () => {
    const owner = await signedIn('owner@demo.test');
    const { panel } = renderPanel(owner, <OrderFilterPanel />);
    await expand(panel);
    const filter = getOrderFilter(owner);
    const search = await panel.findByShadowRole('searchbox', { name: 'Custom Search' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await userEvent.type(search, 'fly');
    vi.advanceTimersByTime(CUSTOM_SEARCH_DELAY_MS - 1);
    expect(filter.get().customSearch).toBeUndefined();
    await userEvent.type(search, 'er');
    vi.advanceTimersByTime(CUSTOM_SEARCH_DELAY_MS - 1);
    expect(filter.get().customSearch).toBeUndefined();
    // Another field applies now and keeps the search waiting.
    await userEvent.click(await panel.findByShadowRole('checkbox', { name: 'In Review' }));
    expect(filter.get()).toEqual({ orderProgress: 'in-review' });
    vi.advanceTimersByTime(1);
    expect(filter.get()).toEqual({ orderProgress: 'in-review', customSearch: 'flyer' });
  });

  it('follows a filter set from outside (a host, a bookmarked URL), and works controlled', async () => {
    const owner = await signedIn('owner@demo.test');
    const { panel, rerender } = renderPanel(owner, <OrderFilterPanel />);
    await expand(panel);
    getOrderFilter(owner).set({ customSearch: 'poster', orderProgress: 'approved' });
    const search = (await panel.findByShadowRole('searchbox', { name: 'Custom Search' })) as HTMLInputElement;
    await expect.poll(() => search.value).toBe('poster');
    expect(
      ((await panel.findByShadowRole('checkbox', { name: 'Approved' })) as HTMLInputElement).checked,
    ).toBe(true);

    const changes: unknown[] = [];
    rerender(<OrderFilterPanel value={{ workTime: '76' }} onChange={(next) => changes.push(next)} />);
    await userEvent.click(await panel.findByShadowRole('checkbox', { name: 'Cancelled' }));
    expect(changes).toEqual([{ workTime: '76', orderProgress: 'cancelled' }]);
    // Controlled: the shared filter is not this panel's any more.
    expect(getOrderFilter(owner).get()).toEqual({ customSearch: 'poster', orderProgress: 'approved' });
  });
});

describe('Archive Order Filter fields', () => {
  it('has no order progress, queue time, work time or due dates, and an updated-date range', async () => {
    const owner = await signedIn('owner@demo.test');
    const { panel } = renderPanel(owner, <ArchiveFilterPanel />);
    expect(await panel.findByShadowRole('heading', { name: 'Archive Order Filter' })).toBeTruthy();
    await expand(panel);
    for (const gone of ['Order Progress', 'Queue Time', 'Work Time', /Due Date/]) {
      expect(panel.queryByShadowRole('group', { name: gone })).toBeNull();
    }
    await userEvent.fill(await panel.findByShadowLabelText('Updated Date from'), '2026-01-31');
    expect(getArchivedOrderFilter(owner).get()).toEqual({ updatedDateStart: '2026/01/31' });
    expect(getOrderFilter(owner).get()).toEqual({});
  });
});
