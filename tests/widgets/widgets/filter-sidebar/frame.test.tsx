import { createMemoryStorage, createProofdesk } from 'proofdesk';
import { FilterSidebar, parseSidebarParts, SIDEBAR_COLLAPSED_KEY } from 'proofdesk/filter-sidebar';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { onCleanup, render } from '../../support/render';

// Dashboard §2 "Sidebar": "a collapse toggle. The collapsed state is kept locally."

function sidebarIn(container: HTMLElement) {
  const host = container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the sidebar did not render into a shadow root');
  return { host, view: within(host) };
}

describe('FilterSidebar frame', () => {
  it('collapses and expands with its toggle, and a new page remembers the collapse', async () => {
    const storage = createMemoryStorage();
    const instance = createProofdesk({ baseUrl: 'http://127.0.0.1:9/api', storage });
    onCleanup(() => instance.destroy());
    const first = render(<FilterSidebar />, instance);
    const { host, view } = sidebarIn(first.container);
    const collapse = await view.findByShadowRole('button', { name: 'Collapse sidebar' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    const body = host.shadowRoot?.getElementById(collapse.getAttribute('aria-controls') ?? '');
    expect(body?.hidden).toBe(false);

    await userEvent.click(collapse);
    const expand = await view.findByShadowRole('button', { name: 'Expand sidebar' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(body?.hidden).toBe(true);
    expect(instance.session.storage.get(SIDEBAR_COLLAPSED_KEY)).toBe('true');

    // Another page of the same site (same storage) opens collapsed.
    const again = createProofdesk({ baseUrl: 'http://127.0.0.1:9/api', storage });
    onCleanup(() => again.destroy());
    const second = render(<FilterSidebar />, again);
    const other = sidebarIn(second.container).view;
    await userEvent.click(await other.findByShadowRole('button', { name: 'Expand sidebar' }));
    expect(again.session.storage.get(SIDEBAR_COLLAPSED_KEY)).toBeNull();
    await other.findByShadowRole('button', { name: 'Collapse sidebar' });
  });

  it('holds its toggle in a titled header row, not in a band of its own', async () => {
    // Issue 21: a band held the collapse toggle alone above the parts.
    const { host, view } = sidebarIn(render(<FilterSidebar parts="hours" />).container);
    const toggle = await view.findByShadowRole('button', { name: 'Collapse sidebar' });
    const title = await view.findByShadowRole('heading', { name: 'Overview' });
    const row = toggle.getBoundingClientRect();
    const titleBox = title.getBoundingClientRect();
    expect(titleBox.width).toBeGreaterThan(0);
    expect(titleBox.top).toBeLessThan(row.bottom);
    expect(titleBox.bottom).toBeGreaterThan(row.top);
    expect(titleBox.right).toBeLessThanOrEqual(row.left);
    await view.findByShadowRole('region', { name: 'Overview' });
    // Collapsed, the title still names the region but takes no room beside the toggle.
    await userEvent.click(toggle);
    expect(title.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(host.shadowRoot?.querySelector('section')?.getAttribute('aria-labelledby')).toBe(title.id);
  });

  it('names the sidebar region, and takes overrides of its strings', async () => {
    const rendered = render(
      <FilterSidebar messages={{ sidebarLabel: 'Filters', collapse: 'Hide filters' }} />,
    );
    const { view } = sidebarIn(rendered.container);
    await view.findByShadowRole('region', { name: 'Filters' });
    await view.findByShadowRole('button', { name: 'Hide filters' });
  });
});

describe('parseSidebarParts', () => {
  it('reads a comma list in its order, each part once, ignoring case, spaces and unknown names', () => {
    expect(parseSidebarParts('hours, METERS,hours,nope')).toEqual(['hours', 'meters']);
    expect(parseSidebarParts(['archive-filter'])).toEqual(['archive-filter']);
  });

  it("falls back to 'meters,hours,filter' when nothing known is named", () => {
    expect(parseSidebarParts(undefined)).toEqual(['meters', 'hours', 'filter']);
    expect(parseSidebarParts('')).toEqual(['meters', 'hours', 'filter']);
    expect(parseSidebarParts('sidebar')).toEqual(['meters', 'hours', 'filter']);
  });
});
