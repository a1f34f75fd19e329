import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { makeOrder, type OpenedOn, openOn, openPanel, serverOrder } from './versions-support';

// Proofing §4.4, §6, §8, §9: Approve / Revise for approvers while the order is in progress (a history
// entry each, 10 s pause), Delete for the assigned operator (a reason first, never the last version
// nor an approved one, 5 s pause, 'The version already removed'). The pauses run on a fake clock
// (setTimeout and Date only: the network, React and the polls below keep real time). The waits are
// checked once a frame (`byFrames`): under fake timers vi.waitFor and expect.poll move the clock themselves.

afterEach(() => {
  vi.useRealTimers();
});

/** Retries `check` once a frame (requestAnimationFrame keeps real time) for up to ~10 s. */
async function byFrames(check: () => void, frames = 600): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      check();
      return;
    } catch (error) {
      if (i >= frames) throw error;
    }
    await new Promise(requestAnimationFrame);
  }
}

const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
const button = (opened: OpenedOn, name: string) =>
  opened.shadowRoot.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const shadowText = (opened: OpenedOn) => opened.shadowRoot.textContent ?? '';

describe('Approve and Revise', () => {
  it('approve checks the version with a history entry, says so, and pauses both buttons 10 s', async () => {
    const order = await makeOrder({ status: 'in-progress', versions: [{}, {}] });
    const opened = await openOn('creative@demo.test', order);
    await openPanel(opened);
    const approve = await opened.view.findByShadowRole('button', { name: 'Approve v2' });
    fakeClock();
    await userEvent.click(approve);
    await byFrames(() => expect(shadowText(opened)).toContain('The attachment file approved'));
    const server = await serverOrder(order.orderId);
    expect(server.history).toEqual([{ versionId: order.versionIds[1], content: 'Approved' }]);
    expect(server.versions[1]!.approved).toBe(1);
    // The reload brings the new flags: v2 is Checked and offers Revise, paused like v1's Approve.
    await byFrames(() => expect(button(opened, 'Revise v2')).not.toBeNull());
    expect(opened.view.getByShadowRole('radio', { name: /^v2 / }).closest('label')!.textContent).toContain(
      'Checked',
    );
    expect(button(opened, 'Revise v2')!.disabled).toBe(true);
    expect(button(opened, 'Approve v1')!.disabled).toBe(true);
    vi.advanceTimersByTime(9_999);
    await new Promise(requestAnimationFrame);
    expect(button(opened, 'Revise v2')!.disabled).toBe(true);
    vi.advanceTimersByTime(1);
    await byFrames(() => expect(button(opened, 'Revise v2')!.disabled).toBe(false));
    expect(button(opened, 'Approve v1')!.disabled).toBe(false);

    await userEvent.click(button(opened, 'Revise v2')!);
    await byFrames(() => expect(shadowText(opened)).toContain('The attachment file revised'));
    await byFrames(() => expect(button(opened, 'Approve v2')).not.toBeNull());
    const revised = await serverOrder(order.orderId);
    expect(revised.history.map((entry) => entry.content)).toEqual(['Approved', 'Revise']);
    expect(revised.versions[1]!.approved).toBe(0);
    expect(button(opened, 'Approve v2')!.disabled).toBe(true);
  });

  it('is offered only while the order is in progress, and only to approvers', async () => {
    const inReview = await makeOrder({ status: 'in-review', versions: [{}, {}] });
    const approver = await openOn('production@demo.test', inReview);
    await openPanel(approver);
    await approver.view.findByShadowRole('radio', { name: /^v2 / });
    expect(button(approver, 'Approve v2')).toBeNull();

    const inProgress = await makeOrder({ status: 'in-progress', versions: [{}, {}] });
    const operator = await openOn('operator@demo.test', inProgress);
    await openPanel(operator);
    await operator.view.findByShadowRole('radio', { name: /^v2 / });
    // The operator deletes (assigned) but has no approve right.
    await operator.view.findByShadowRole('button', { name: 'Delete v2' });
    expect(button(operator, 'Approve v2')).toBeNull();
  });
});

describe('Delete', () => {
  it('asks for a reason (required, 255 at most, Characters left), removes the version and says so', async () => {
    const order = await makeOrder({ status: 'in-progress', versions: [{}, {}] });
    const opened = await openOn('operator@demo.test', order);
    await openPanel(opened);
    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Delete v2' }));
    const dialog = await opened.view.findByShadowRole('dialog', { name: 'Delete version 2?' });
    const proceed = await opened.view.findByShadowRole('button', { name: 'Continue' });
    expect(proceed).toHaveProperty('disabled', true);
    expect(dialog.textContent).toContain('Characters left: 255');
    const field = await opened.view.findByShadowRole('textbox', { name: /Reason/ });
    await userEvent.fill(field, 'Uploaded the wrong file');
    expect(dialog.textContent).toContain(`Characters left: ${255 - 23}`);
    await userEvent.click(proceed);
    await byFrames(() => {
      expect(shadowText(opened)).toContain('Success');
      expect(shadowText(opened)).toContain('The version already removed');
    });
    const server = await serverOrder(order.orderId);
    expect(server.versions[1]!.deletedAt).not.toBeNull();
    expect(server.versions[1]!.reason).toBe('Uploaded the wrong file');
    // The reload: v2 is gone, v1 is shown, and the last version cannot be deleted.
    await expect.poll(() => opened.state.$version.get()?.id).toBe(order.versionIds[0]);
    await expect.poll(() => button(opened, 'Delete v2')).toBeNull();
    const last = button(opened, 'Delete v1')!;
    expect(last.disabled).toBe(true);
    expect(last.parentElement!.title).toBe('The last remaining version cannot be deleted.');
    expect(opened.view.getByShadowRole('button', { name: 'Delete v1' })).toHaveAccessibleDescription(
      'The last remaining version cannot be deleted.',
    );
  });

  it('Cancel removes nothing', async () => {
    const order = await makeOrder({ status: 'in-progress', versions: [{}, {}] });
    const opened = await openOn('operator@demo.test', order);
    await openPanel(opened);
    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Delete v2' }));
    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Cancel' }));
    await expect.poll(() => opened.shadowRoot.querySelector('[role="dialog"]')).toBeNull();
    expect((await serverOrder(order.orderId)).versions.every((v) => v.deletedAt === null)).toBe(true);
    expect(button(opened, 'Delete v2')!.disabled).toBe(false);
  });

  it('never an approved version: disabled, the reason in its tooltip', async () => {
    const order = await makeOrder({ status: 'in-progress', versions: [{}, { approved: true }, {}] });
    const opened = await openOn('operator@demo.test', order);
    await openPanel(opened);
    const approved = await opened.view.findByShadowRole('button', { name: 'Delete v2' });
    expect(approved).toHaveProperty('disabled', true);
    expect(approved.parentElement!.title).toBe('An approved version cannot be deleted.');
    expect(approved).toHaveAccessibleDescription('An approved version cannot be deleted.');
    expect(button(opened, 'Delete v3')!.disabled).toBe(false);
  });

  it('pauses Delete 5 s after a removal', async () => {
    const order = await makeOrder({ status: 'in-progress', versions: [{}, {}, {}] });
    const opened = await openOn('operator@demo.test', order);
    await openPanel(opened);
    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Delete v3' }));
    await userEvent.fill(await opened.view.findByShadowRole('textbox', { name: /Reason/ }), 'Duplicate');
    fakeClock();
    await userEvent.click(await opened.view.findByShadowRole('button', { name: 'Continue' }));
    await byFrames(() => expect(shadowText(opened)).toContain('The version already removed'));
    await byFrames(() => expect(button(opened, 'Delete v3')).toBeNull());
    expect(button(opened, 'Delete v2')!.disabled).toBe(true);
    vi.advanceTimersByTime(4_999);
    await new Promise(requestAnimationFrame);
    expect(button(opened, 'Delete v2')!.disabled).toBe(true);
    vi.advanceTimersByTime(1);
    await byFrames(() => expect(button(opened, 'Delete v2')!.disabled).toBe(false));
  });

  it('is offered to the assigned operator only', async () => {
    const order = await makeOrder({ status: 'in-progress', versions: [{}, {}] });
    const manager = await openOn('creative@demo.test', order);
    await openPanel(manager);
    await manager.view.findByShadowRole('button', { name: 'Approve v2' });
    expect(button(manager, 'Delete v2')).toBeNull();
  });
});
