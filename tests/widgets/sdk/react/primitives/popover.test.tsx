import { Button, Popover } from 'proofdesk/react';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getActiveElement } from '../../../../../sdk/core/dom';
import { onCleanup, renderInShadow } from '../../../support/render';

function pageButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Page button';
  document.body.append(button);
  onCleanup(() => button.remove());
  return button;
}

function renderPopover() {
  const rendered = renderInShadow(
    <Popover label="Filters" trigger={<Button>Open filters</Button>}>
      <p>Pick some filters</p>
      <Button>Apply</Button>
    </Popover>,
  );
  const trigger = screen.getByShadowRole('button', { name: 'Open filters' });
  return { ...rendered, trigger };
}

describe('Popover', () => {
  it('opens on click into the same shadow root, wired with aria-expanded / aria-controls', async () => {
    const { trigger, shadowRoot } = renderPopover();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    const panel = await screen.findByShadowRole('dialog', { name: 'Filters' });
    expect(panel.getRootNode()).toBe(shadowRoot);
    expect(panel.closest('[data-pd-layer]')).not.toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id);
    // Positioned by Floating UI through element.style (no style attribute in markup from a server).
    expect(panel.style.position).toBe('fixed');
    await expect
      .poll(() => getActiveElement(document))
      .toBe(screen.getByShadowRole('button', { name: 'Apply' }));
  });

  it('stays open on a click inside the shadow root and closes on an outside click in the light DOM', async () => {
    const outside = pageButton();
    const { trigger } = renderPopover();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByShadowText('Pick some filters'));
    await userEvent.click(screen.getByShadowRole('button', { name: 'Apply' }));
    expect(screen.queryByShadowRole('dialog', { name: 'Filters' })).not.toBeNull();

    await userEvent.click(outside);
    await expect.poll(() => screen.queryByShadowRole('dialog', { name: 'Filters' })).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { trigger } = renderPopover();
    await userEvent.click(trigger);
    await screen.findByShadowRole('dialog', { name: 'Filters' });
    await expect.poll(() => getActiveElement(document)).not.toBe(trigger);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByShadowRole('dialog', { name: 'Filters' })).toBeNull();
    expect(getActiveElement(document)).toBe(trigger);
  });

  it('toggles closed when the trigger is clicked again, and opens from the keyboard', async () => {
    const { trigger } = renderPopover();
    await userEvent.click(trigger);
    await screen.findByShadowRole('dialog', { name: 'Filters' });
    await userEvent.click(trigger);
    await expect.poll(() => screen.queryByShadowRole('dialog', { name: 'Filters' })).toBeNull();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByShadowRole('dialog', { name: 'Filters' });
  });
});
