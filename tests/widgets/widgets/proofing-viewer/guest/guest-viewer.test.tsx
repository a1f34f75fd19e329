import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { signedInInstance } from '../../../support/sessions';
import { threadWith } from '../comments/comments-support';
import { fetchedPaths, guestFixtures, openGuest } from '../guest-support';
import { fixtures, until } from '../support';

// proofing §2.4, §2.6, §7 "Guest", §9: the guest reviewer screen as an embed.

const notGuest = (path: string) => !path.startsWith('/g/') && !path.startsWith('/storage/file/');

describe('Guest reviewer', () => {
  it("is titled 'Guest Reviewer' and shows the newest file's latest version, without close or toggle", async () => {
    const { single } = guestFixtures();
    const guest = openGuest(single.token);
    await guest.view.findByShadowRole('heading', { name: 'Guest Reviewer', level: 1 });
    await guest.view.findByShadowRole('heading', { name: 'Single.png (v2)' });
    await guest.view.findByShadowRole('img', { name: 'Single.png' });
    expect(guest.view.queryByShadowRole('button', { name: 'Close' })).toBeNull();
    expect(guest.view.queryByShadowRole('group', { name: 'Comments and versions' })).toBeNull();
    // One file: no previous/next.
    expect(guest.view.queryByShadowRole('button', { name: 'Next file' })).toBeNull();
    expect(guest.view.queryByShadowRole('button', { name: 'Invite guest' })).toBeNull();
  });

  it('steps through the files newest first, wrapping at both ends', async () => {
    const { multi } = guestFixtures();
    const guest = openGuest(multi.token);
    const title = async (name: string) => guest.view.findByShadowRole('heading', { name: `${name} (v1)` });
    await title('C.png');
    const welcome = await guest.view.findByShadowRole('dialog', {}, { timeout: 3000 });
    await userEvent.click(within(welcome).getByShadowRole('button', { name: 'Got it!' }));
    guest.view.getByShadowText('File 1 of 3');
    await userEvent.click(guest.view.getByShadowRole('button', { name: 'Previous file' }));
    await title('A.png');
    guest.view.getByShadowText('File 3 of 3');
    await userEvent.click(guest.view.getByShadowRole('button', { name: 'Next file' }));
    await title('C.png');
    await userEvent.click(guest.view.getByShadowRole('button', { name: 'Next file' }));
    await title('B.png');
    // The internal-review file is never offered to a guest.
    expect(guest.shadowRoot.textContent).not.toContain('Internal.png');
  });

  it("opens the welcome modal after the viewer, with the inviter, the message and 'Got it!'", async () => {
    const { single } = guestFixtures();
    const guest = openGuest(single.token);
    await guest.view.findByShadowRole('heading', { name: 'Guest Reviewer', level: 1 });
    // Not with the page: it waits WELCOME_DELAY_MS (500 ms, proofing §9).
    expect(guest.view.queryByShadowRole('dialog')).toBeNull();
    const dialog = await guest.view.findByShadowRole('dialog', {}, { timeout: 3000 });
    expect(dialog.textContent).toContain('Omar Ortiz');
    expect(dialog.textContent).toContain('Please have a look at these files.');
    await userEvent.click(within(dialog).getByShadowRole('button', { name: 'Got it!' }));
    await until(() => expect(guest.view.queryByShadowRole('dialog')).toBeNull());
  });

  it('shows dates in Asia/Brunei and comments through the guest routes only', async () => {
    const { single } = guestFixtures();
    const guest = openGuest(single.token);
    const dialog = await guest.view.findByShadowRole('dialog', {}, { timeout: 3000 });
    await userEvent.click(within(dialog).getByShadowRole('button', { name: 'Got it!' }));
    const thread = await threadWith(guest.shadowRoot, 'Please check the logo');
    // 2026-01-05 20:30 UTC is 06 Jan 2026, 04:30 in Brunei (UTC+08:00).
    expect(thread.textContent).toContain('06 Jan 2026, 04:30');
    const field = within(thread).getByShadowRole('textbox', { name: 'Reply' });
    const text = `Guest reply ${Date.now()}`;
    await userEvent.type(field, text);
    await userEvent.click(within(thread).getByShadowRole('button', { name: 'Send' }));
    await within(thread).findByShadowText(text);
    const paths = fetchedPaths();

    // The operator sees it, written by the guest.
    const operator = await signedInInstance('operator@demo.test', { baseUrl: fixtures().apiBaseUrl });
    const path = `/order/${single.orderId}/attachment/${single.attachmentId}/version/${single.versionId}`;
    await expect
      .poll(async () => {
        const version = await operator.http.get<{
          topics: { comments: { message: string; sender: { name: string } }[] }[];
        }>(path);
        const comments = version.ok ? version.data.topics.flatMap((topic) => topic.comments) : [];
        return comments.find((comment) => comment.message.includes(text))?.sender.name;
      })
      .toBe('Gina Guest');
    // Guest endpoints only (and the file, whose storage route takes a guest token): nothing of the
    // signed-in API (no /profile, no /order/…, no mentions).
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.filter(notGuest)).toEqual([]);
    expect(paths).toContain('/g/reviewAuth');
    expect(paths).toContain('/g/csrf/customer:guest-annotation');
  });

  it("keeps the guest session apart from the page's signed-in user", async () => {
    const { single } = guestFixtures();
    const owner = await signedInInstance('owner@demo.test', { baseUrl: fixtures().apiBaseUrl });
    const before = owner.session.$auth.get();
    const stored = owner.session.storage.get('token');
    const guest = openGuest(single.token, owner);
    const thread = await threadWith(guest.shadowRoot, 'Please check the logo');
    expect(thread.textContent).toContain('Please check the logo');
    // The owner's session is exactly as it was, and the guest viewer never used it.
    expect(owner.session.$auth.get().token).toBe(before.token);
    expect(owner.session.storage.get('token')).toBe(stored);
    expect(owner.session.$profile.get()?.role).toBe('owner');
    expect(fetchedPaths().filter(notGuest)).toEqual([]);
  });
});
