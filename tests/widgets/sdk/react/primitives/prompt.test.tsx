import { Button, Prompt, type PromptButtons, type PromptType } from 'proofdesk/react';
import { useState } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInShadow } from '../../../support/render';

interface HarnessProps {
  buttons: PromptButtons;
  type?: PromptType;
  onConfirm?: () => void;
  onCancel?: () => void;
}

function Harness({ buttons, type, onConfirm, onCancel }: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ask</Button>
      <Prompt
        open={open}
        onOpenChange={setOpen}
        title="Delete preset?"
        content="This cannot be undone."
        buttons={buttons}
        {...(type && { type })}
        {...(onConfirm && { onConfirm })}
        {...(onCancel && { onCancel })}
      />
    </>
  );
}

const dialog = () => screen.queryByShadowRole('alertdialog', { name: 'Delete preset?' });
const footerLabels = () =>
  [...(dialog()?.querySelectorAll('.pd-modal-footer button') ?? [])].map((b) => b.textContent);

describe('Prompt', () => {
  it.each([
    ['CONTINUE', ['Continue']],
    ['CONTINUECANCEL', ['Cancel', 'Continue']],
    ['YESNO', ['No', 'Yes']],
    ['OK', ['OK']],
  ] as const)('shows the %s button set', (buttons, labels) => {
    renderInShadow(<Harness buttons={buttons} />);
    expect(footerLabels()).toEqual(labels);
    expect(dialog()?.textContent).toContain('This cannot be undone.');
  });

  it('confirm runs the callback and closes', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderInShadow(<Harness buttons="YESNO" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByShadowRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await expect.poll(dialog).toBeNull();
  });

  it('cancel closes and runs the cancel callback (also on Escape)', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderInShadow(<Harness buttons="CONTINUECANCEL" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByShadowRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await expect.poll(dialog).toBeNull();

    await userEvent.click(screen.getByShadowRole('button', { name: 'Ask' }));
    await expect.poll(dialog).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect.poll(dialog).toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('focuses the confirm button, which is styled by the type', async () => {
    renderInShadow(<Harness buttons="CONTINUECANCEL" type="WARNING" />);
    const confirm = screen.getByShadowRole('button', { name: 'Continue' });
    await expect.poll(() => (confirm.getRootNode() as ShadowRoot).activeElement).toBe(confirm);
    expect(confirm.classList.contains('pd-button--danger')).toBe(true);
    expect(dialog()?.classList.contains('pd-prompt--warning')).toBe(true);
  });

  it('uses the primary style for PRIMARY prompts', () => {
    renderInShadow(<Harness buttons="OK" />);
    expect(screen.getByShadowRole('button', { name: 'OK' }).classList.contains('pd-button--primary')).toBe(
      true,
    );
  });

  it('takes per-prompt labels over the catalogue', () => {
    renderInShadow(
      <Prompt
        open
        onOpenChange={() => {}}
        title="Leave?"
        buttons="YESNO"
        confirmLabel="Leave page"
        cancelLabel="Stay"
      />,
    );
    expect(screen.getByShadowRole('button', { name: 'Leave page' })).toBeTruthy();
    expect(screen.getByShadowRole('button', { name: 'Stay' })).toBeTruthy();
  });
});
