import { getNotificationCenter } from 'proofdesk/notification-bell';
import { NOTIFICATION_PAGE_SIZE } from 'proofdesk/rules';
import { describe, expect, it } from 'vitest';
import { afterEarlierRequests, waitFor } from '../../support/helpers';
import { notifyMany, server, signedIn, watch } from './support';

describe('getNotificationCenter(instance): count and lists', () => {
  it('loads nothing until watched, then the unread count; 0 again after sign-out', async () => {
    const srv = await server();
    const owner = await signedIn(srv, 'owner@demo.test', { live: false });
    const { $unread } = getNotificationCenter(owner);
    await afterEarlierRequests(srv);
    expect(srv.log.filter((line) => line.includes('/message'))).toEqual([]);
    watch($unread);
    // Demo owner: 16 notifications, 12 unread.
    await waitFor(() => $unread.get() === 12);
    expect(srv.log.filter((line) => line.includes('/message'))).toEqual(['GET /api/message/unread-count']);
    await owner.session.signOut();
    expect($unread.get()).toBe(0);
  });

  it('every bell of an instance shares one count; another signed-in user starts from scratch', async () => {
    const srv = await server();
    const owner = await signedIn(srv, 'owner@demo.test', { live: false });
    watch(getNotificationCenter(owner).$unread);
    await waitFor(() => getNotificationCenter(owner).$unread.get() === 12);
    await owner.session.signOut();
    const again = await owner.session.signIn({ username: 'staff@demo.test', password: 'proofdesk-demo' });
    expect(again.ok).toBe(true);
    // Staff's seeded notifications: 3, of which 2 unread.
    await waitFor(() => getNotificationCenter(owner).$unread.get() === 2);
  });

  it('the grouped list pages by 10 and Load More appends the next page', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test', { live: false });
    for (let i = 0; i < 23; i += 1) await notifyMany(srv, 'user-harbor', 1, `group-${i}`);
    const { groups } = getNotificationCenter(harbor);
    watch(groups.$state);
    await waitFor(() => groups.$state.get().status === 'ready');
    expect(groups.$state.get().items).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(groups.$state.get().hasMore).toBe(true);
    // Newest activity first.
    expect(groups.$state.get().items[0]?.group).toBe('group-22');
    await groups.loadMore();
    expect(groups.$state.get().items).toHaveLength(20);
    await groups.loadMore();
    expect(groups.$state.get().items.map((n) => n.group)).toEqual(
      Array.from({ length: 23 }, (_, i) => `group-${22 - i}`),
    );
    expect(groups.$state.get().hasMore).toBe(false);
  });

  it('a refresh that lands while Load More is in flight keeps the page the user asked for', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test', { live: false });
    for (let i = 0; i < 15; i += 1) await notifyMany(srv, 'user-harbor', 1, `group-${i}`);
    const { groups } = getNotificationCenter(harbor);
    watch(groups.$state);
    await waitFor(() => groups.$state.get().status === 'ready');
    // As when the server's fetch-messages push arrives right after the click.
    const more = groups.loadMore();
    const refresh = groups.reload();
    await Promise.all([more, refresh]);
    expect(groups.$state.get().items).toHaveLength(15);
    expect(groups.$state.get().hasMore).toBe(false);
    expect(groups.$state.get().loadingMore).toBe(false);
  });

  it('forgets group lists nobody ever watched (a render thrown away), keeps watched ones', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test', { live: false });
    const notifications = getNotificationCenter(harbor);
    const abandoned = notifications.group('order-a');
    const watched = notifications.group('order-b');
    watch(watched.$state);
    notifications.group('order-c');
    expect(notifications.group('order-a')).not.toBe(abandoned);
    expect(notifications.group('order-b')).toBe(watched);
  });

  it('a group’s detail list carries its messages newest first, paged the same way', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test', { live: false });
    await notifyMany(srv, 'user-harbor', 12, 'order-big');
    const detail = getNotificationCenter(harbor).group('order-big');
    expect(getNotificationCenter(harbor).group('order-big')).toBe(detail);
    watch(detail.$state);
    await waitFor(() => detail.$state.get().status === 'ready');
    expect(detail.$state.get().items.map((n) => n.title)[0]).toBe('Comment 12 in order-big');
    expect(detail.$state.get().items).toHaveLength(10);
    await detail.loadMore();
    expect(detail.$state.get().items).toHaveLength(12);
    expect(detail.$state.get().hasMore).toBe(false);
  });

  it('an empty account reads as an empty list with nothing more to load', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test', { live: false });
    watch(getNotificationCenter(harbor).groups.$state);
    await waitFor(() => getNotificationCenter(harbor).groups.$state.get().status === 'ready');
    expect(getNotificationCenter(harbor).groups.$state.get()).toMatchObject({ items: [], hasMore: false });
  });

  it('realtime: a notification the server pushes updates count and list without a manual refetch', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test');
    const { $unread, groups } = getNotificationCenter(harbor);
    watch($unread);
    watch(groups.$state);
    await waitFor(() => groups.$state.get().status === 'ready' && harbor.realtime.$status.get() === 'open');
    await notifyMany(srv, 'user-harbor', 2, 'order-live');
    await waitFor(() => $unread.get() === 2);
    await waitFor(() => groups.$state.get().items[0]?.totalMessage === 2);
  });

  it('across tabs: a change made in one instance reaches the other through fetch-messages', async () => {
    const srv = await server();
    const first = await signedIn(srv, 'owner@demo.test');
    const second = await signedIn(srv, 'owner@demo.test');
    watch(getNotificationCenter(first).$unread);
    watch(getNotificationCenter(second).$unread);
    await waitFor(
      () =>
        getNotificationCenter(first).$unread.get() === 12 &&
        getNotificationCenter(second).$unread.get() === 12 &&
        second.realtime.$status.get() === 'open',
    );
    const result = await getNotificationCenter(first).markAllRead();
    expect(result.ok).toBe(true);
    await waitFor(() => getNotificationCenter(second).$unread.get() === 0);
  });
});
