import { mountFilterSidebar } from 'proofdesk/filter-sidebar';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { seriousViolations } from '../../support/a11y';
import { widgetElement } from '../../support/elements';
import { onCleanup } from '../../support/render';
import { renderSidebar, signedIn } from './support';

// Issue 10: one widget whose parts can also be placed alone ('parts="meters,hours,filter"'), through
// each way in: the React component, mountFilterSidebar and <proofdesk-filters>.

const USER = 'owner@demo.test';

/** The parts' accessible names, in the order shown. */
function partNames(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('.pd-sidebar-body > section')].map(
    (part) => part.getAttribute('aria-label') ?? '',
  );
}

describe('FilterSidebar parts', () => {
  it("shows the meters, the business hours and the order filter by default, in the dashboard's order", async () => {
    const instance = await signedIn(USER);
    const { root, view } = renderSidebar(instance);
    await view.findByShadowRole('region', { name: 'Business Hours' });
    await view.findByShadowRole('region', { name: 'Membership usage' });
    await view.findByShadowRole('region', { name: 'Orders Advance Filter' });
    expect(partNames(root)).toEqual(['Membership usage', 'Business Hours', 'Orders Advance Filter']);
  });

  it('shows only the parts named, in the order named', async () => {
    const instance = await signedIn(USER);
    const { root, view, rerender } = renderSidebar(instance, { parts: 'hours,meters' });
    await view.findByShadowRole('region', { name: 'Business Hours' });
    await view.findByShadowRole('region', { name: 'Membership usage' });
    expect(partNames(root)).toEqual(['Business Hours', 'Membership usage']);

    const { FilterSidebar } = await import('proofdesk/filter-sidebar');
    rerender(<FilterSidebar parts={['meters']} />);
    await expect.poll(() => partNames(root)).toEqual(['Membership usage']);
  });

  it('keeps collapsed parts mounted, and axe finds nothing serious open or collapsed', async () => {
    const instance = await signedIn(USER);
    const { host, root, view } = renderSidebar(instance);
    await view.findByShadowRole('region', { name: 'Business Hours' });
    const meters = await view.findByShadowRole('region', { name: 'Membership usage' });
    expect(await seriousViolations(host)).toEqual([]);
    await userEvent.click(await view.findByShadowRole('button', { name: 'Collapse sidebar' }));
    expect(root.contains(meters)).toBe(true);
    expect(view.queryByShadowRole('region', { name: 'Membership usage' })).toBeNull();
    expect(await seriousViolations(host)).toEqual([]);
  });
});

describe('mountFilterSidebar', () => {
  it('mounts into an element, updates its parts in place, and unmounts', async () => {
    const instance = await signedIn(USER);
    const element = document.createElement('div');
    document.body.append(element);
    onCleanup(() => element.remove());
    const mounted = mountFilterSidebar(element, { instance, parts: 'meters' });
    const view = within(element);
    await view.findByShadowRole('region', { name: 'Membership usage' });
    expect(view.queryByShadowRole('region', { name: 'Business Hours' })).toBeNull();
    mounted.update({ instance, parts: 'hours' });
    await view.findByShadowRole('region', { name: 'Business Hours' });
    expect(view.queryByShadowRole('region', { name: 'Membership usage' })).toBeNull();
    mounted.unmount();
    await expect.poll(() => view.queryByShadowRole('region', { name: 'Overview' })).toBeNull();
  });
});

describe('<proofdesk-filters>', () => {
  it('takes parts and time-zone as attributes and re-renders when they change', async () => {
    const instance = await signedIn(USER);
    const { tag, define } = widgetElement('filter-sidebar', instance);
    define();
    const el = document.createElement(tag);
    el.setAttribute('parts', 'hours');
    el.setAttribute('time-zone', 'Asia/Tokyo');
    document.body.append(el);
    onCleanup(() => el.remove());
    const view = within(el);
    const card = await view.findByShadowRole('region', { name: 'Business Hours' });
    // The card's clock reads Tokyo's time (this second or the one before: it ticks every second).
    const tokyo = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    });
    const at = (ms: number) => tokyo.format(new Date(ms)).replace(/[\u202f\u00a0]/g, ' ');
    await expect
      .poll(() => {
        const shown = card.querySelector('.pd-hours-clock time')?.textContent;
        const now = Date.now();
        return shown === at(now) || shown === at(now - 1000);
      })
      .toBe(true);
    expect(view.queryByShadowRole('region', { name: 'Membership usage' })).toBeNull();

    el.setAttribute('parts', 'meters,hours');
    await view.findByShadowRole('region', { name: 'Membership usage' });
  });
});
