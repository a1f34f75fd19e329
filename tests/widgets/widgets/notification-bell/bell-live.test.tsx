import { getNotificationCenter } from 'proofdesk/notification-bell';
import { within } from 'shadow-dom-testing-library';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { getActiveElement } from '../../../../sdk/core/dom';
import { badgeOf, freshInbox, openBell, renderBell, serverCount, signedIn } from './support';

// Live behaviour on an inbox of its own: creative@demo.test manages order-4, whose internal thread
// the operator comments on (see support.tsx). Each test starts from an empty inbox.

const click = (el: Element) => userEvent.click(el);

describe('NotificationBell: live updates', () => {
  it('counts exactly up to 9, then 9+, from realtime pushes without a reload', async () => {
    const inbox = await freshInbox('creative');
    const { host, bell } = renderBell(inbox.user);
    await bell.findByShadowRole('button', { name: 'Notifications' });
    expect(badgeOf(host)).toBe('');
    await inbox.comment();
    await bell.findByShadowRole('button', { name: 'Notifications, 1 unread' });
    expect(badgeOf(host)).toBe('1');
    await inbox.comment(8);
    await bell.findByShadowRole('button', { name: 'Notifications, 9 unread' });
    expect(badgeOf(host)).toBe('9');
    await inbox.comment();
    await bell.findByShadowRole('button', { name: 'Notifications, 10 unread' });
    expect(badgeOf(host)).toBe('9+');
    expect(await serverCount(inbox.user)).toBe(10);
  });

  it('an open list takes new notifications in as they arrive', async () => {
    const inbox = await freshInbox('creative');
    await inbox.comment();
    const { bell } = renderBell(inbox.user);
    await openBell(bell, click);
    const list = await bell.findByShadowRole('list', { name: 'Notification groups' });
    expect(within(list).getByShadowText('Internal note 1')).toBeTruthy();
    expect(within(list).queryByShadowText(/There are/)).toBeNull();
    await inbox.comment(2);
    expect(await within(list).findByShadowText('There are 3 notifications to read:')).toBeTruthy();
    expect(within(list).getByShadowText('Internal note 3')).toBeTruthy();
    // Operator comments are staff comments: yellow.
    expect(list.querySelector('.pd-bell-item')?.getAttribute('data-tone')).toBe('yellow');
  });

  it('Load More pages the detail list by 10', async () => {
    const inbox = await freshInbox('creative');
    await inbox.comment(11);
    const { bell } = renderBell(inbox.user);
    await openBell(bell, click);
    await click(await bell.findByShadowRole('button', { name: /There are 11 notifications to read:/ }));
    const detail = await bell.findByShadowRole('list', { name: 'Notifications of this group' });
    expect(within(detail).getAllByShadowRole('listitem')).toHaveLength(10);
    const more = bell.getByShadowRole('button', { name: 'Load More' });
    await click(more);
    await expect.poll(() => within(detail).getAllByShadowRole('listitem').length).toBe(11);
    // The last page is in: no Load More, and focus moved to the first new item, not the void.
    expect(bell.queryByShadowRole('button', { name: 'Load More' })).toBeNull();
    expect(within(detail).getAllByShadowRole('listitem')[10]?.textContent).toContain('Internal note 1');
    await expect
      .poll(() => getActiveElement(document))
      .toBe(within(detail).getAllByShadowRole('listitem')[10]?.querySelector('.pd-bell-item-main'));
  });

  it('two bells on one instance show one count; a change in one shows in the other at once', async () => {
    const inbox = await freshInbox('creative');
    await inbox.comment(3);
    const first = renderBell(inbox.user);
    const second = renderBell(inbox.user);
    await first.bell.findByShadowRole('button', { name: 'Notifications, 3 unread' });
    await second.bell.findByShadowRole('button', { name: 'Notifications, 3 unread' });
    await openBell(first.bell, click);
    await click(await first.bell.findByShadowRole('button', { name: /^Mark 3 notifications as read: / }));
    // Optimistic and shared: the other bell follows before the server answers.
    await second.bell.findByShadowRole('button', { name: 'Notifications' });
    expect(badgeOf(second.host)).toBe('');
    expect(await serverCount(inbox.user)).toBe(0);
  });

  it('across tabs: a change made in another tab reaches this bell through the server', async () => {
    const inbox = await freshInbox('creative');
    await inbox.comment(2);
    const { bell } = renderBell(inbox.user);
    await bell.findByShadowRole('button', { name: 'Notifications, 2 unread' });
    const otherTab = await signedIn('creative@demo.test');
    const result = await getNotificationCenter(otherTab).markAllRead();
    expect(result.ok).toBe(true);
    await bell.findByShadowRole('button', { name: 'Notifications' });
  });
});
