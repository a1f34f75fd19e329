import { GENERIC_ERROR, type ProofdeskInstance } from 'proofdesk';
import type { Notification } from 'proofdesk/contract';
import { getNotificationCenter } from 'proofdesk/notification-bell';
import { describe, expect, it } from 'vitest';
import { type TestServer, waitFor } from '../../support/helpers';
import { flakyFetch, server, serverCount, signedIn, watch } from './support';

/** The owner's bell, loaded: 12 unread, 10 groups. */
async function ownerBell(srv: TestServer, options: Parameters<typeof signedIn>[2] = { live: false }) {
  const owner = await signedIn(srv, 'owner@demo.test', options);
  const { $unread, groups } = getNotificationCenter(owner);
  watch($unread);
  watch(groups.$state);
  await waitFor(() => $unread.get() === 12 && groups.$state.get().status === 'ready');
  return owner;
}

const rows = (instance: ProofdeskInstance) => getNotificationCenter(instance).groups.$state.get().items;
const row = (instance: ProofdeskInstance, title: string): Notification => {
  const found = rows(instance).find((n) => n.title === title);
  if (!found) throw new Error(`no row '${title}'`);
  return found;
};
/** A group's row (comment titles repeat across orders: 'Omar Ortiz commented on Poster.png'). */
const groupRow = (instance: ProofdeskInstance, group: string): Notification => {
  const found = rows(instance).find((n) => n.group === group);
  if (!found) throw new Error(`no group '${group}'`);
  return found;
};
const groups = (instance: ProofdeskInstance) => rows(instance).map((n) => n.group);
const titles = (instance: ProofdeskInstance) => rows(instance).map((n) => n.title);

describe('getNotificationCenter(instance): optimistic mutations', () => {
  it('mark read shows at once, persists, and the answer’s count becomes the truth', async () => {
    const srv = await server();
    const owner = await ownerBell(srv);
    const target = row(owner, 'Order is in review');
    const done = getNotificationCenter(owner).markRead({ id: target.id });
    // Before any answer: the badge and the item already changed.
    expect(getNotificationCenter(owner).$unread.get()).toBe(11);
    expect(row(owner, 'Order is in review').isRead).toBe(true);
    const result = await done;
    expect(result.ok && result.data).toEqual({ changed: 1, unreadCount: 11 });
    expect(await serverCount(srv, owner)).toBe(11);
  });

  it('a change the lists do not show is not guessed: the answer sets the count', async () => {
    const srv = await server();
    const owner = await ownerBell(srv);
    // Read a member of a group whose detail list is not loaded: the row is someone else.
    const detail = await owner.http.get<Notification[]>('/message/group/order-order-18');
    const hidden = detail.ok
      ? detail.data.find((n) => !n.isRead && n.id !== groupRow(owner, 'order-order-18').id)
      : undefined;
    expect(hidden).toBeDefined();
    const done = getNotificationCenter(owner).markRead({ id: hidden?.id ?? '' });
    expect(getNotificationCenter(owner).$unread.get()).toBe(12);
    await done;
    expect(getNotificationCenter(owner).$unread.get()).toBe(11);
  });

  it('a group: mark read lowers the count by its unread messages; delete removes the row', async () => {
    const srv = await server();
    const owner = await ownerBell(srv);
    const group = groupRow(owner, 'order-order-18');
    expect(group).toMatchObject({ totalMessage: 4, totalRead: 1 });
    const reading = getNotificationCenter(owner).markRead({ group: group.group });
    expect(getNotificationCenter(owner).$unread.get()).toBe(9);
    expect(groupRow(owner, 'order-order-18')).toMatchObject({ totalRead: 4, isRead: true });
    await reading;
    const deleting = getNotificationCenter(owner).remove({ group: 'order-order-2' });
    expect(groups(owner)).not.toContain('order-order-2');
    // order-2 holds 3 messages, all unread.
    expect(getNotificationCenter(owner).$unread.get()).toBe(6);
    expect((await deleting).ok).toBe(true);
    expect(await serverCount(srv, owner)).toBe(6);
  });

  it('a refusal (deleted in another tab: 404) rolls list and count back with the server’s message', async () => {
    const srv = await server();
    const owner = await ownerBell(srv);
    const other = await signedIn(srv, 'owner@demo.test', { live: false });
    // order-14's group holds one unread message.
    const target = groupRow(owner, 'order-order-14');
    expect((await getNotificationCenter(other).remove({ id: target.id })).ok).toBe(true);

    const removing = getNotificationCenter(owner).remove({ id: target.id });
    expect(groups(owner)).not.toContain('order-order-14');
    expect(getNotificationCenter(owner).$unread.get()).toBe(11);
    const result = await removing;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toBe('Notification not found.');
    // Rolled back...
    expect(groups(owner)).toContain('order-order-14');
    expect(getNotificationCenter(owner).$unread.get()).toBe(12);
    // ...then refetched: what the server holds (the other tab's delete) wins.
    await waitFor(() => !groups(owner).includes('order-order-14'));
    await waitFor(() => getNotificationCenter(owner).$unread.get() === 11);
  });

  it('a network failure rolls mark-all back and reports the generic error', async () => {
    const srv = await server();
    const network = flakyFetch();
    const owner = await ownerBell(srv, { live: false, fetch: network.fetch });
    network.set('fail');
    const reading = getNotificationCenter(owner).markAllRead();
    expect(getNotificationCenter(owner).$unread.get()).toBe(0);
    expect(rows(owner).every((n) => n.totalRead === n.totalMessage)).toBe(true);
    const result = await reading;
    expect(!result.ok && result.error).toMatchObject({
      title: GENERIC_ERROR.title,
      message: GENERIC_ERROR.message,
    });
    expect(GENERIC_ERROR).toEqual({
      title: 'Ooops!',
      message: 'Error encountered while processing. Please try again later or contact the product admin.',
    });
    expect(getNotificationCenter(owner).$unread.get()).toBe(12);
    expect(rows(owner).some((n) => n.totalRead < n.totalMessage)).toBe(true);
    expect(await serverCount(srv, owner)).toBe(12);
  });

  it('a refetch landing mid-delete does not bring the item back; the delete then sticks', async () => {
    const srv = await server();
    const network = flakyFetch();
    const owner = await ownerBell(srv, { live: false, fetch: network.fetch });
    const target = row(owner, 'Order is in review');
    network.set('hold');
    const removing = getNotificationCenter(owner).remove({ id: target.id });
    await waitFor(() => network.held === 1);
    // The server still has it, and says so: the pending delete keeps it hidden anyway.
    await getNotificationCenter(owner).refresh();
    expect(titles(owner)).not.toContain('Order is in review');
    expect(getNotificationCenter(owner).$unread.get()).toBe(11);
    network.release();
    expect((await removing).ok).toBe(true);
    expect(titles(owner)).not.toContain('Order is in review');
    await getNotificationCenter(owner).refresh();
    expect(titles(owner)).not.toContain('Order is in review');
    expect(getNotificationCenter(owner).$unread.get()).toBe(11);
  });

  it('a refetch landing mid-change does not lose the rollback when the change then fails', async () => {
    const srv = await server();
    const network = flakyFetch();
    const owner = await ownerBell(srv, { live: false, fetch: network.fetch });
    const target = row(owner, 'Order is in review');
    network.set('hold');
    const removing = getNotificationCenter(owner).remove({ id: target.id });
    await waitFor(() => network.held === 1);
    await getNotificationCenter(owner).refresh();
    expect(titles(owner)).not.toContain('Order is in review');
    network.release('fail');
    expect((await removing).ok).toBe(false);
    expect(titles(owner)).toContain('Order is in review');
    expect(getNotificationCenter(owner).$unread.get()).toBe(12);
  });

  it('mark all as read and delete all persist on the server', async () => {
    const srv = await server();
    const owner = await ownerBell(srv);
    expect((await getNotificationCenter(owner).markAllRead()).ok).toBe(true);
    expect(await serverCount(srv, owner)).toBe(0);
    const removing = getNotificationCenter(owner).removeAll();
    expect(rows(owner)).toEqual([]);
    expect(getNotificationCenter(owner).groups.$state.get().hasMore).toBe(false);
    expect((await removing).ok).toBe(true);
    const fresh = await signedIn(srv, 'owner@demo.test', { live: false });
    const groups = await fresh.http.get<Notification[]>('/message/groups');
    expect(groups.ok && groups.data).toEqual([]);
  });
});
