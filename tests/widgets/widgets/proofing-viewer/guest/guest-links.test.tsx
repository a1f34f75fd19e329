import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { signedInInstance } from '../../../support/sessions';
import { threadWith } from '../comments/comments-support';
import { fetchedPaths, guestFixtures, openGuest } from '../guest-support';
import { fixtures, until } from '../support';

// proofing §2.5, §5, §8: the links that do not open a file.

async function brokenPage(guest: ReturnType<typeof openGuest>) {
  await guest.view.findByShadowRole('heading', { name: 'Something is wrong!' }, { timeout: 5000 });
  expect(guest.shadowRoot.textContent).toContain('404');
  expect(guest.shadowRoot.textContent).toContain(
    "Maybe you're trying to open the wrong link or it has expired.",
  );
  expect(guest.view.queryByShadowRole('heading', { name: 'Guest Reviewer' })).toBeNull();
}

const deniedAlert = (guest: ReturnType<typeof openGuest>) =>
  guest.view.queryAllByShadowRole('alert').find((el) => el.textContent?.includes('Access Denied'));

describe('Guest links', () => {
  it('shows the broken-link page for a missing or malformed token, without asking the server', async () => {
    for (const token of ['', 'not-a-token']) {
      const guest = openGuest(token);
      await brokenPage(guest);
      expect(deniedAlert(guest)).toBeUndefined();
      expect(fetchedPaths()).toEqual([]);
    }
  });

  it("says 'Access Denied' then shows the broken-link page for an unknown token", async () => {
    const guest = openGuest('nobody.abcdefghijklmnopqrstuvwxyz');
    await brokenPage(guest);
    expect(deniedAlert(guest)?.textContent).toContain('Bad token. You seem to have followed an invalid link');
  });

  it("says 'Access Denied' for a frozen order and for an order without review files", async () => {
    const { frozen, empty } = guestFixtures();
    for (const token of [frozen, empty]) {
      const guest = openGuest(token);
      await brokenPage(guest);
      expect(deniedAlert(guest)).toBeDefined();
    }
  });

  it('shows the broken-link page to a guest with no versions', async () => {
    const guest = openGuest(guestFixtures().noVersions);
    await brokenPage(guest);
    expect(deniedAlert(guest)).toBeUndefined();
  });

  it('ends an open guest page when its invitation is revoked, at its next call', async () => {
    const { single, toRevoke } = guestFixtures();
    const guest = openGuest(toRevoke.token);
    const welcome = await guest.view.findByShadowRole('dialog', {}, { timeout: 3000 });
    await userEvent.click(within(welcome).getByShadowRole('button', { name: 'Got it!' }));
    const thread = await threadWith(guest.shadowRoot, 'Please check the logo');

    const operator = await signedInInstance('operator@demo.test', { baseUrl: fixtures().apiBaseUrl });
    const revoked = await operator.http.delete(`/order/${single.orderId}/guest-invitations/${toRevoke.id}`, {
      csrf: 'card',
    });
    expect(revoked.ok).toBe(true);
    // Still on screen until the page calls again: a reply is refused and the page ends.
    await userEvent.type(within(thread).getByShadowRole('textbox', { name: 'Reply' }), 'After revoking');
    await userEvent.click(within(thread).getByShadowRole('button', { name: 'Send' }));
    await brokenPage(guest);
    await until(() => expect(deniedAlert(guest)).toBeDefined());
  });
});
