import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { guestFixtures, openGuest } from '../guest-support';
import { openViewer } from '../support';

// Inviting guest reviewers from the viewer (the guest-invite right of sdk/core/access, proofing §6).

describe('Invite guest', () => {
  it('lets the operator invite a guest, copy the working link, and revoke it', async () => {
    const { multi } = guestFixtures();
    const viewer = await openViewer('operator@demo.test', {
      orderId: multi.orderId,
      attachmentId: multi.files[0]!,
    });
    await userEvent.click(await viewer.view.findByShadowRole('button', { name: 'Invite guest' }));
    const dialog = await viewer.view.findByShadowRole('dialog', { name: 'Invite a guest reviewer' });
    const name = `Ivy ${Date.now()}`;
    await userEvent.type(within(dialog).getByShadowRole('textbox', { name: 'Name' }), name);
    await userEvent.type(within(dialog).getByShadowRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await userEvent.type(within(dialog).getByShadowRole('textbox', { name: 'Message' }), 'Your turn');
    // The browser's own check stops a bad address (the server answers 400 too: see its unit tests).
    const email = within(dialog).getByShadowRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(email.validity.valid).toBe(false);
    await userEvent.clear(email);
    await userEvent.type(email, 'ivy@example.test');
    await userEvent.click(within(dialog).getByShadowRole('button', { name: 'Send invitation' }));
    const link = (await within(dialog).findByShadowRole('textbox', {
      name: 'Guest link',
    })) as HTMLInputElement;
    expect(link.value).toMatch(/\/annotation\/guestreviewer\?token=/);
    await within(dialog).findByShadowText(`${name} <ivy@example.test>`);

    // The link works: a guest opens the order.
    const token = decodeURIComponent(new URL(link.value).searchParams.get('token') ?? '');
    const guest = openGuest(token);
    await guest.view.findByShadowRole('heading', { name: 'Guest Reviewer', level: 1 });

    await userEvent.click(
      within(dialog).getByShadowRole('button', { name: `Revoke the invitation of ${name}` }),
    );
    await expect
      .poll(() => within(dialog).queryByShadowRole('button', { name: `Revoke the invitation of ${name}` }))
      .toBeNull();
    const again = openGuest(token);
    await again.view.findByShadowRole('heading', { name: 'Something is wrong!' }, { timeout: 5000 });
  });

  it('shows the invite button to the owner, not to staff', async () => {
    const { multi } = guestFixtures();
    const owner = await openViewer('owner@demo.test', {
      orderId: multi.orderId,
      attachmentId: multi.files[0]!,
    });
    await owner.view.findByShadowRole('button', { name: 'Invite guest' });
    const staff = await openViewer('staff@demo.test', {
      orderId: multi.orderId,
      attachmentId: multi.files[0]!,
    });
    await staff.view.findByShadowRole('img', { name: 'A.png' });
    expect(staff.view.queryByShadowRole('button', { name: 'Invite guest' })).toBeNull();
  });
});
