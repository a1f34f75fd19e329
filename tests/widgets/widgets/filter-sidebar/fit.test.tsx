import type { ProofdeskInstance } from 'proofdesk';
import { FilterSidebar } from 'proofdesk/filter-sidebar';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../../support/render';
import { signedIn } from './filter-support';

// Issue 21 "Sidebar": the order filter at the sidebar's own width (280 px), in a host column that
// scrolls the sidebar as the portal's does (`.app-board-sidebar`: overflow-y auto).

const COLUMN_HEIGHT_PX = 420;

async function sidebarInColumn(instance: ProofdeskInstance) {
  const { container } = render(<FilterSidebar parts="filter" />, instance);
  Object.assign(container.style, {
    height: `${COLUMN_HEIGHT_PX}px`,
    overflowY: 'auto',
    width: 'max-content',
  });
  const host = container.querySelector<HTMLElement>('[data-pd-host]');
  if (!host?.shadowRoot) throw new Error('the sidebar did not render into a shadow root');
  const view = within(host);
  await userEvent.click(await view.findByShadowRole('button', { name: 'Advance Filter' }));
  return { column: container, root: host.shadowRoot, view };
}

/** The width `input` takes on its own (its browser's intrinsic size: every field and the picker icon). */
function naturalWidth(input: HTMLInputElement): number {
  const probe = input.cloneNode() as HTMLInputElement;
  probe.value = input.value;
  probe.style.cssText = 'position: absolute; width: auto; min-width: auto; max-width: none;';
  input.parentElement?.append(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return width;
}

describe('the order filter at the sidebar width', () => {
  it('shows a whole date in each date input, not a clipped mm/dd/yy', async () => {
    const owner = await signedIn('owner@demo.test');
    const { root, view } = await sidebarInColumn(owner);
    await view.findByShadowRole('group', { name: /Created Date/ });
    const inputs = [...root.querySelectorAll<HTMLInputElement>('input[type="date"]')];
    expect(inputs.length).toBeGreaterThanOrEqual(4);
    for (const input of inputs) {
      input.focus();
      await userEvent.keyboard('12282026');
      expect(input.value).toBe('2026-12-28');
      // A date input clips its fields inside the browser's own shadow (scrollWidth does not see it):
      // compare with the width the same input takes when nothing narrows it.
      expect(
        input.getBoundingClientRect().width,
        `${input.getAttribute('aria-label')}`,
      ).toBeGreaterThanOrEqual(naturalWidth(input));
    }
  });
});

describe('the preset name error in a scrolling sidebar column', () => {
  it('scrolls the 30-character message (Enter on 31 characters) into the visible part of the column', async () => {
    const owner = await signedIn('owner@demo.test');
    const { column, view } = await sidebarInColumn(owner);
    const name = await view.findByShadowRole('textbox', { name: /Preset Name/ });
    // The user scrolled down just far enough to see the box, not what is under it.
    name.scrollIntoView({ block: 'end' });
    await userEvent.fill(name, 'x'.repeat(31));
    await userEvent.keyboard('{Enter}');
    const error = await view.findByShadowText('Max. 30 character has been reached!');
    const visible = column.getBoundingClientRect();
    await expect.poll(() => error.getBoundingClientRect().bottom).toBeLessThanOrEqual(visible.bottom);
    expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(visible.top);
  });
});
