import { GENERIC_ERROR } from 'proofdesk';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getActiveElement } from '../../../../sdk/core/dom';
import { onCleanup } from '../../support/render';
import {
  badgeOf,
  flakyNetwork,
  freshInbox,
  openBell,
  renderBell,
  serverCount,
  serverGroup,
  signedIn,
} from './support';

// Changes made from the bell, on an inbox of its own: production@demo.test manages order-20, whose
// internal thread the operator comments on (see support.tsx). Each test starts from an empty inbox.

const click = (el: Element) => userEvent.click(el);

async function openGroup(bell: ReturnType<typeof renderBell>['bell'], count: number) {
  await openBell(bell, click);
  await click(
    await bell.findByShadowRole('button', { name: new RegExp(`There are ${count} notifications`) }),
  );
  return bell.findByShadowRole('list', { name: 'Notifications of this group' });
}

describe('NotificationBell: changes, persisted or rolled back', () => {
  it('clicking an item marks it read and announces open-attachment with versionId, commentId, public', async () => {
    const inbox = await freshInbox('production');
    await inbox.comment(2);
    const [newest] = await serverGroup(inbox.user, inbox.group);
    const target = newest?.data.targetId;
    if (!newest || typeof target !== 'object')
      throw new Error('expected an attachment-annotation notification');
    const { host, bell } = renderBell(inbox.user);
    const events: CustomEvent[] = [];
    const listener = (event: Event) => {
      events.push(event as CustomEvent);
      event.preventDefault();
    };
    document.addEventListener('proofdesk:open-attachment', listener);
    onCleanup(() => document.removeEventListener('proofdesk:open-attachment', listener));

    const detail = await openGroup(bell, 2);
    const [first] = within(detail).getAllByShadowRole('listitem');
    await click(first?.querySelector('.pd-bell-item-main') as Element);
    expect(events).toHaveLength(1);
    const { thread } = inbox;
    expect(events[0]?.target).toBe(host);
    expect(events[0]?.composed && events[0].bubbles).toBe(true);
    expect(events[0]?.detail).toMatchObject({
      type: 'open-attachment',
      path: `/orders/detail/${thread.orderId}/attachments/${thread.attachmentId}?versionId=${thread.versionId}&commentId=${target.commentId}&public=false`,
      params: {
        orderId: thread.orderId,
        attachmentId: thread.attachmentId,
        versionId: thread.versionId,
        commentId: target.commentId,
        public: 'false',
      },
    });
    await bell.findByShadowRole('button', { name: 'Notifications, 1 unread' });
    await expect.poll(() => serverCount(inbox.user)).toBe(1);
    expect((await serverGroup(inbox.user, inbox.group)).find((n) => n.id === newest.id)?.isRead).toBe(true);
  });

  it('an item’s own buttons: mark as read, then delete; both persist', async () => {
    const inbox = await freshInbox('production');
    await inbox.comment(3);
    const { bell } = renderBell(inbox.user);
    const detail = await openGroup(bell, 3);
    const items = () => within(detail).getAllByShadowRole('listitem');
    const first = items()[0] as HTMLElement;
    expect(first.textContent).toContain('Internal note 3');
    await click(within(first).getByShadowRole('button', { name: /^Mark as read: / }));
    await bell.findByShadowRole('button', { name: 'Notifications, 2 unread' });
    expect(within(first).queryByShadowRole('button', { name: /^Mark as read: / })).toBeNull();
    // The check button is gone: focus moved to the item itself.
    await expect.poll(() => getActiveElement(document)).toBe(first.querySelector('.pd-bell-item-main'));

    const second = items()[1] as HTMLElement;
    expect(second.textContent).toContain('Internal note 2');
    await click(within(second).getByShadowRole('button', { name: /^Delete: / }));
    await expect.poll(() => items().length).toBe(2);
    expect(detail.textContent).not.toContain('Internal note 2');
    await bell.findByShadowRole('button', { name: 'Notifications, 1 unread' });
    const stored = await serverGroup(inbox.user, inbox.group);
    expect(stored.map((n) => n.message)).toEqual(['Internal note 3', 'Internal note 1']);
    expect(stored.map((n) => n.isRead)).toEqual([true, false]);
  });

  it('a group header counts what is left to read, and says all read once nothing is', async () => {
    // Issue 21: the header kept saying 'There are N notifications to read:' after all were read.
    const inbox = await freshInbox('production');
    await inbox.comment(3);
    const { host, bell } = renderBell(inbox.user);
    const detail = await openGroup(bell, 3);
    const first = within(detail).getAllByShadowRole('listitem')[0] as HTMLElement;
    await click(within(first).getByShadowRole('button', { name: /^Mark as read: / }));
    await bell.findByShadowRole('button', { name: 'Notifications, 2 unread' });
    await click(await bell.findByShadowRole('button', { name: 'All Notifications' }));
    const summary = () => host.shadowRoot?.querySelector('.pd-bell-item-summary')?.textContent;
    await expect.poll(summary).toBe('There are 2 notifications to read:');
    await click(await bell.findByShadowRole('button', { name: /^Mark 3 notifications as read: / }));
    await bell.findByShadowRole('button', { name: 'Notifications', expanded: true });
    await expect.poll(summary).toBe('3 notifications, all read');
    await expect.poll(() => serverCount(inbox.user)).toBe(0);
  });

  it('Mark All as Read persists', async () => {
    const inbox = await freshInbox('production');
    await inbox.comment(2);
    const { host, bell } = renderBell(inbox.user);
    const panel = await openBell(bell, click);
    await bell.findByShadowRole('list', { name: 'Notification groups' });
    const markAll = within(panel).getByShadowRole('button', { name: 'Mark All as Read' });
    await click(markAll);
    await bell.findByShadowRole('button', { name: 'Notifications', expanded: true });
    expect(badgeOf(host)).toBe('');
    await expect.poll(() => serverCount(inbox.user)).toBe(0);
    expect(markAll.getAttribute('aria-disabled')).toBe('true');
  });

  it('Delete All asks first: No keeps everything, Yes deletes it all on the server', async () => {
    const inbox = await freshInbox('production');
    await inbox.comment(2);
    const { bell } = renderBell(inbox.user);
    const panel = await openBell(bell, click);
    await bell.findByShadowRole('list', { name: 'Notification groups' });
    const deleteAll = within(panel).getByShadowRole('button', { name: 'Delete All' });
    await click(deleteAll);
    const prompt = await bell.findByShadowRole('alertdialog', { name: 'Delete All' });
    expect(prompt.textContent).toContain('Are you sure you want to delete all notifications?');
    await click(within(prompt).getByShadowRole('button', { name: 'No' }));
    await expect.poll(() => bell.queryByShadowRole('alertdialog')).toBeNull();
    // The popover stayed open behind the prompt, and focus came back to Delete All.
    expect(bell.getByShadowRole('list', { name: 'Notification groups' })).toBeTruthy();
    await expect.poll(() => getActiveElement(document)).toBe(deleteAll);
    expect(await serverGroup(inbox.user, inbox.group)).toHaveLength(2);

    await click(deleteAll);
    await click(
      within(await bell.findByShadowRole('alertdialog')).getByShadowRole('button', { name: 'Yes' }),
    );
    expect(await bell.findByShadowText('No notification yet!')).toBeTruthy();
    await bell.findByShadowRole('button', { name: 'Notifications', expanded: true });
    await expect.poll(async () => (await serverGroup(inbox.user, inbox.group)).length).toBe(0);
    const groups = await inbox.user.http.get<unknown[]>('/message/groups');
    expect(groups.ok && groups.data).toEqual([]);
  });

  it('optimistic at once; a network failure rolls list and count back with the generic error', async () => {
    const network = flakyNetwork();
    const inbox = await freshInbox('production', { fetch: network.fetch });
    await inbox.comment(2);
    const { host, bell } = renderBell(inbox.user);
    const panel = await openBell(bell, click);
    const row = await bell.findByShadowRole('button', { name: /Unread: / });
    network.mutations('hold');
    await click(within(panel).getByShadowRole('button', { name: 'Mark All as Read' }));
    // No answer yet: the badge and the row already show the change.
    await bell.findByShadowRole('button', { name: 'Notifications', expanded: true });
    expect(row.textContent).not.toContain('Unread');
    await expect.poll(() => network.heldMutations).toBe(1);
    network.releaseMutations('fail');
    const alert = await bell.findByShadowRole('alert');
    expect(alert.textContent).toContain(GENERIC_ERROR.title);
    expect(alert.textContent).toContain(GENERIC_ERROR.message);
    await bell.findByShadowRole('button', { name: 'Notifications, 2 unread', expanded: true });
    expect(badgeOf(host)).toBe('2');
    expect(await bell.findByShadowRole('button', { name: /Unread: / })).toBeTruthy();
    expect(await serverCount(inbox.user)).toBe(2);
  });

  it('a refusal (already deleted in another tab) rolls back with the server’s message, then converges', async () => {
    const network = flakyNetwork();
    const inbox = await freshInbox('production', { fetch: network.fetch });
    await inbox.comment();
    const [only] = await serverGroup(inbox.user, inbox.group);
    const { bell } = renderBell(inbox.user);
    await openBell(bell, click);
    const list = await bell.findByShadowRole('list', { name: 'Notification groups' });
    // The other tab's delete reaches the server; this bell's refetch is slow to come back.
    network.holdLists();
    const otherTab = await signedIn('production@demo.test');
    expect((await otherTab.http.delete(`/message/${only?.id}`, { csrf: 'profile' })).ok).toBe(true);
    await expect.poll(() => network.heldLists).toBeGreaterThan(0);

    await click(within(list).getByShadowRole('button', { name: /^Delete: / }));
    const alert = await bell.findByShadowRole('alert');
    expect(alert.textContent).toContain('Ooops!');
    expect(alert.textContent).toContain('Notification not found.');
    // Rolled back: the item is shown again, as the bell last knew it.
    expect(await within(list).findByShadowText('Internal note 1')).toBeTruthy();
    await bell.findByShadowRole('button', { name: 'Notifications, 1 unread', expanded: true });
    // The refetch lands: the server's truth (deleted elsewhere) wins.
    network.releaseLists();
    expect(await bell.findByShadowText('No notification yet!')).toBeTruthy();
    await bell.findByShadowRole('button', { name: 'Notifications', expanded: true });
  });
});
