import { getOrderFilter } from 'proofdesk';
import { ArchiveOrderFilter, FilterSidebar, mountOrderFilter } from 'proofdesk/filter-sidebar';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../../support/render';
import { signedIn } from './filter-support';

// Issue 10: the Archive Order Filter as "its own component"; a host drives a panel with value/onChange.

describe('the filter panels as widgets of their own', () => {
  it('<ArchiveOrderFilter> renders in its own shadow root', async () => {
    const owner = await signedIn('summit@demo.test');
    const { container } = render(<ArchiveOrderFilter className="archive-host" />, owner);
    const host = container.querySelector<HTMLElement>('.archive-host');
    expect(host?.shadowRoot).toBeTruthy();
    expect(
      await within(host as HTMLElement).findByShadowRole('heading', { name: 'Archive Order Filter' }),
    ).toBeTruthy();
  });

  it('mountOrderFilter works controlled: the host hears changes and sets the value', async () => {
    const owner = await signedIn('summit@demo.test');
    const element = document.createElement('div');
    document.body.append(element);
    const heard: unknown[] = [];
    const props = {
      instance: owner,
      value: { orderProgress: 'approved' },
      onChange: (v: unknown) => heard.push(v),
    };
    const mounted = mountOrderFilter(element, props);
    const view = within(element);
    await userEvent.click(await view.findByShadowRole('button', { name: 'Advance Filter' }));
    // "Expanding … resets the form": a controlled panel asks its host for the reset, and shows the
    // host's value while the host keeps it.
    expect(heard).toEqual([{}]);
    const approved = (await view.findByShadowRole('checkbox', { name: 'Approved' })) as HTMLInputElement;
    await expect.poll(() => approved.checked).toBe(true);
    await userEvent.click(await view.findByShadowRole('checkbox', { name: 'On Hold' }));
    expect(heard).toEqual([{}, { orderProgress: 'on-hold,approved' }]);
    mounted.update({ ...props, value: { orderProgress: 'cancelled' } });
    await expect
      .poll(() => (view.queryByShadowRole('checkbox', { name: 'Cancelled' }) as HTMLInputElement)?.checked)
      .toBe(true);
    // The shared filter is the board's, untouched by a controlled panel.
    expect(getOrderFilter(owner).get()).toEqual({});
    mounted.unmount();
    element.remove();
  });

  it('<FilterSidebar> passes filter / onFilterChange to its Orders Advance Filter, as the board names them', async () => {
    const owner = await signedIn('summit@demo.test');
    const heard: unknown[] = [];
    const { container } = render(
      <FilterSidebar
        parts="filter"
        filter={{ workTime: '76' }}
        onFilterChange={(next) => heard.push(next)}
      />,
      owner,
    );
    const view = within(container.querySelector('[data-pd-host]') as HTMLElement);
    await userEvent.click(await view.findByShadowRole('button', { name: 'Advance Filter' }));
    const work = await view.findByShadowRole('group', { name: 'Work Time' });
    await expect.poll(() => (work.querySelectorAll('input')[2] as HTMLInputElement).checked).toBe(true);
    await userEvent.click(await view.findByShadowRole('checkbox', { name: 'Approved' }));
    expect(heard.at(-1)).toEqual({ workTime: '76', orderProgress: 'approved' });
    expect(getOrderFilter(owner).get()).toEqual({});
  });
});
