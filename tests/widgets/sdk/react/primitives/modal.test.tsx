import { Button, MODAL_TRANSITION_MS, Modal, TextField } from 'proofdesk/react';
import { useState } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getActiveElement } from '../../../../../sdk/core/dom';
import { onCleanup, renderInShadow } from '../../../support/render';
import { nextFrames } from '../../../support/settled';

function Harness({ force = false }: { force?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit order</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Order details"
        force={force}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary">Save</Button>
          </>
        }
      >
        <TextField label="Order name" />
      </Modal>
    </>
  );
}

const active = () => getActiveElement(document);
const byRole = (role: string, name: string) => screen.getByShadowRole(role, { name });

async function openModal(force = false) {
  const rendered = renderInShadow(<Harness force={force} />);
  const opener = byRole('button', 'Edit order');
  await userEvent.click(opener);
  const dialog = await screen.findByShadowRole('dialog', { name: 'Order details' });
  return { ...rendered, opener, dialog };
}

describe('Modal', () => {
  it('is a labelled modal dialog on the shadow layer with focus moved inside', async () => {
    const { dialog, shadowRoot } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getRootNode()).toBe(shadowRoot);
    expect(dialog.closest('[data-pd-layer]')).not.toBeNull();
    expect(dialog.contains(active())).toBe(true);
    expect(MODAL_TRANSITION_MS).toBe(100);
  });

  it('traps Tab and Shift+Tab, and restores focus to the opener on close', async () => {
    const { opener } = await openModal();
    const close = byRole('button', 'Close');
    const input = byRole('textbox', 'Order name');
    const cancel = byRole('button', 'Cancel');
    const save = byRole('button', 'Save');
    expect(active()).toBe(close);

    await userEvent.keyboard('{Tab}');
    expect(active()).toBe(input);
    await userEvent.keyboard('{Tab}');
    expect(active()).toBe(cancel);
    await userEvent.keyboard('{Tab}');
    expect(active()).toBe(save);
    await userEvent.keyboard('{Tab}');
    expect(active()).toBe(close);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(active()).toBe(save);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(active()).toBe(cancel);

    await userEvent.click(cancel);
    await expect.poll(() => active()).toBe(opener);
    await expect.poll(() => screen.queryByShadowRole('dialog')).toBeNull();
  });

  it('closes on Escape and on an outside click, restoring focus', async () => {
    const { opener } = await openModal();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByShadowRole('dialog')).toBeNull();
    expect(active()).toBe(opener);

    await userEvent.click(opener);
    const dialog = await screen.findByShadowRole('dialog', { name: 'Order details' });
    const overlay = dialog.parentElement as HTMLElement;
    await userEvent.click(overlay, { position: { x: 5, y: 5 } });
    await expect.poll(() => screen.queryByShadowRole('dialog')).toBeNull();
  });

  it('ignores Escape and outside clicks when forced, and has no close button', async () => {
    const { dialog } = await openModal(true);
    expect(screen.queryByShadowRole('button', { name: 'Close' })).toBeNull();
    // A fake clock: a close would end in a timer after the transition; it is run, not waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onCleanup(() => vi.useRealTimers());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.parentElement as HTMLElement, { position: { x: 5, y: 5 } });
    await nextFrames();
    vi.advanceTimersByTime(MODAL_TRANSITION_MS * 2);
    await nextFrames();
    expect(screen.getByShadowRole('dialog', { name: 'Order details' })).toBe(dialog);
  });
});
