import { GENERIC_ERROR } from 'proofdesk';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../support/helpers';
import { flakyFetch, messagesCollection, notifyMany, server, serverCount, signedIn, watch } from './support';

// Optimistic mutations of the live collection: patch at once, the server call, rollback with the
// server's message, and the ledger that keeps a refetch from undoing a change in flight.
async function loaded(options: Parameters<typeof signedIn>[2] = { live: false }) {
  const srv = await server();
  const harbor = await signedIn(srv, 'harbor@demo.test', options);
  const created = await notifyMany(srv, 'user-harbor', 3, 'order-mutate');
  const store = messagesCollection(harbor);
  watch(store.list.$state);
  watch(store.unread.$state);
  await waitFor(() => store.list.$state.get().status === 'ready' && store.unread.$state.get().value === 3);
  const ids = () => store.list.$state.get().items.map((n) => n.id);
  const item = (id: string) => store.list.$state.get().items.find((n) => n.id === id);
  return { srv, harbor, created, ...store, ids, item };
}

describe('live collection: optimistic mutations', () => {
  it('shows the change at once in lists and values, persists it, and takes the answer as the truth', async () => {
    const { srv, harbor, created, send, unread, item } = await loaded();
    const target = created[0]!.id;
    const pending = send({ read: target });
    expect(item(target)?.isRead).toBe(true);
    expect(unread.$state.get().value).toBe(2);
    const result = await pending;
    expect(result.ok && result.data).toEqual({ changed: 1, unreadCount: 2 });
    expect(item(target)?.isRead).toBe(true);
    expect(unread.$state.get().value).toBe(2);
    expect(await serverCount(srv, harbor)).toBe(2);
  });

  it('a refusal rolls the change back and answers the server’s message', async () => {
    const { srv, created, send, ids, unread, collection } = await loaded();
    const target = created[1]!.id;
    // Deleted behind the collection's back: the server will say 404.
    const other = await signedIn(srv, 'harbor@demo.test', { live: false });
    expect((await other.http.delete(`/message/${target}`, { csrf: 'profile' })).ok).toBe(true);
    const pending = send({ remove: target });
    expect(ids()).not.toContain(target);
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { status: 404, message: 'Notification not found.' } });
    // Rolled back, then refetched: the server's state (gone) wins.
    expect(ids()).toContain(target);
    await collection.refresh();
    expect(ids()).not.toContain(target);
    expect(unread.$state.get().value).toBe(2);
  });

  it('a network failure rolls back and answers the generic error', async () => {
    const network = flakyFetch();
    const { srv, harbor, created, send, unread, item } = await loaded({ live: false, fetch: network.fetch });
    network.set('fail');
    const target = created[2]!.id;
    const pending = send({ read: target });
    expect(unread.$state.get().value).toBe(2);
    const result = await pending;
    expect(!result.ok && result.error).toMatchObject({ kind: 'network', ...GENERIC_ERROR });
    expect(item(target)?.isRead).toBe(false);
    expect(unread.$state.get().value).toBe(3);
    network.set('pass');
    expect(await serverCount(srv, harbor)).toBe(3);
  });

  it('a refetch landing while a delete is in flight does not bring the item back; a later failure restores it', async () => {
    const network = flakyFetch();
    const { created, send, ids, collection } = await loaded({ live: false, fetch: network.fetch });
    const target = created[0]!.id;
    network.set('hold');
    const pending = send({ remove: target });
    await waitFor(() => network.held === 1);
    // The server still has it and says so; the pending delete keeps it hidden anyway.
    await collection.refresh();
    expect(ids()).not.toContain(target);
    network.release('fail');
    expect((await pending).ok).toBe(false);
    expect(ids()).toContain(target);
  });

  it('a value fetched while a change is in flight is held back, so the count is never off by the change', async () => {
    const network = flakyFetch();
    const { created, send, unread, collection } = await loaded({ live: false, fetch: network.fetch });
    network.set('hold');
    const pending = send({ read: created[0]!.id });
    await waitFor(() => network.held === 1);
    // The count refetched now still says 3 (the change has not reached the server): not taken.
    await collection.refresh();
    expect(unread.$state.get().value).toBe(2);
    network.release();
    expect((await pending).ok).toBe(true);
    await waitFor(() => unread.$state.get().value === 2);
    await collection.refresh();
    expect(unread.$state.get().value).toBe(2);
  });
});
