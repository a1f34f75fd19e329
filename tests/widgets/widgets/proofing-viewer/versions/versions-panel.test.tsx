import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { makeOrder, openOn, openPanel } from './versions-support';

// Proofing §4.5: the versions strip lists the shown tab's versions (number, file name, size, date,
// uploader) newest first; choosing one shows its file and comments. §6: the 'Checked' badge for
// approve readers on internally approved versions.

describe('versions panel', () => {
  it('is a closed strip at first; open, it lists the versions newest first with their details', async () => {
    const order = await makeOrder({ status: 'in-progress', versions: [{}, {}, {}] });
    const opened = await openOn('owner@demo.test', order);
    const toggle = await opened.view.findByShadowRole('button', { name: /^Versions/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const group = await openPanel(opened);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await opened.view.findByShadowRole('heading', { name: 'Public versions' });
    const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.value)).toEqual([...order.versionIds].reverse());
    // The shown version (the newest) is the checked one.
    expect(radios[0]!.checked).toBe(true);
    const first = radios[0]!.closest('label')!.textContent ?? '';
    expect(first).toContain('v3');
    expect(first).toContain('Poster.png');
    expect(first).toMatch(/\d+(\.\d+)? (B|KB|MB)/);
    expect(first).toMatch(/\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    // The uploader, by name (the order's people, GET /order/{id}/mentions).
    await expect.poll(() => radios[0]!.closest('label')!.textContent).toContain('Omar Ortiz');
  });

  it('choosing a version shows its file and comments; arrow keys move and choose', async () => {
    const order = await makeOrder({ status: 'in-progress', versions: [{}, {}, {}] });
    const opened = await openOn('owner@demo.test', order);
    // A thread on v1 only, written through the real API.
    const shape = {
      className: 'Circle',
      attrs: { id: 's1', x: 0.5, y: 0.5, version: '0.2' },
      page: 1,
      scale: 1,
    };
    const posted = await opened.instance.http.post(
      `/order/${order.orderId}/attachment/${order.attachmentId}/version/${order.versionIds[0]}/annotation`,
      {
        form: true,
        csrf: 'card-annotation',
        body: { message: 'Only on the first version', annotation: JSON.stringify(shape) },
      },
    );
    expect(posted.ok).toBe(true);
    await openPanel(opened);
    expect(opened.shadowRoot.textContent).not.toContain('Only on the first version');
    await userEvent.click(await opened.view.findByShadowRole('radio', { name: /^v1 / }));
    await expect.poll(() => opened.state.$version.get()?.id).toBe(order.versionIds[0]);
    await opened.view.findByShadowRole('heading', { name: 'Poster.png (v1)' });
    await expect.poll(() => opened.shadowRoot.textContent).toContain('Only on the first version');
    // Native radios: ↑ from v1 (the last of the list) wraps to v3, ↓ goes on to v2 … as the browser does.
    await userEvent.keyboard('{ArrowUp}');
    await expect.poll(() => opened.state.$version.get()?.id).toBe(order.versionIds[1]);
    await opened.view.findByShadowRole('heading', { name: 'Poster.png (v2)' });
    const checked = await opened.view.findByShadowRole('radio', { name: /^v2 /, checked: true });
    expect(document.activeElement === opened.host && opened.shadowRoot.activeElement).toBe(checked);
  });

  it("shows 'Checked' to approve readers on internally approved versions only", async () => {
    const order = await makeOrder({ status: 'in-progress', versions: [{}, { approved: true }] });
    const approver = await openOn('creative@demo.test', order);
    await openPanel(approver);
    const v2 = await approver.view.findByShadowRole('radio', { name: /^v2 / });
    const v1 = await approver.view.findByShadowRole('radio', { name: /^v1 / });
    expect(v2.closest('label')!.textContent).toContain('Checked');
    expect(v1.closest('label')!.textContent).not.toContain('Checked');
  });

  it("hides 'Checked' from those who may not read the approve action (an operator)", async () => {
    const order = await makeOrder({ status: 'in-progress', versions: [{}, { approved: true }] });
    const operator = await openOn('operator@demo.test', order);
    await openPanel(operator);
    const v2 = await operator.view.findByShadowRole('radio', { name: /^v2 / });
    expect(v2.closest('label')!.textContent).not.toContain('Checked');
  });
});
