import { describe, expect, it } from 'vitest';
import { afterEarlierRequests, DEMO_PASSWORD, waitFor, watchedRead } from '../../../support/helpers';
import { messagesCollection, notifyMany, requests, server, signedIn, trackedSockets, watch } from './support';

// The live part: realtime events refetch what is watched (mapped per event), a reconnect catches
// up on pushes lost while the socket was down, and sign-in changes reset everything.
describe('live collection: realtime, reconnect, sign-in changes', () => {
  it('an event the mapping accepts refetches the watched list; one it rejects does not', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test');
    const seen: string[] = [];
    const { list, collection } = messagesCollection(harbor, {
      // show-notification carries the group: only 'order-yes' concerns this list.
      'show-notification': (payload) => {
        seen.push(String(payload?.group));
        return payload?.group === 'order-yes';
      },
    });
    watch(list.$state);
    await waitFor(() => list.$state.get().status === 'ready' && harbor.realtime.$status.get() === 'open');
    // The socket's opening refetches (catch-up): let that finish, so only later requests count.
    await collection.refresh();
    const pages = () => requests(srv.log, 'GET /api/message?page=1&limit=5');
    const before = pages();
    await notifyMany(srv, 'user-harbor', 1, 'order-no');
    await waitFor(() => seen.includes('order-no'));
    await afterEarlierRequests(srv);
    expect(pages()).toBe(before);
    expect(list.$state.get().items).toHaveLength(0);
    await notifyMany(srv, 'user-harbor', 1, 'order-yes');
    await waitFor(() => list.$state.get().items.length === 2);
    expect(pages()).toBe(before + 1);
  });

  it('after a dropped connection, the reconnect catches up on what was pushed meanwhile', async () => {
    const srv = await server();
    const sockets = trackedSockets();
    const harbor = await signedIn(srv, 'harbor@demo.test', { WebSocket: sockets.WebSocket });
    // No event refetches (the predicate refuses all): only the catch-up can bring the new item.
    const { list } = messagesCollection(harbor, { 'fetch-messages': () => false });
    watch(list.$state);
    await waitFor(() => list.$state.get().status === 'ready' && harbor.realtime.$status.get() === 'open');
    // Push from inside the status listener, the moment the client sees the drop: the reconnect's
    // jittered delay can be ~0 ms, so a poll for 'not open' could miss the whole gap and push live.
    let pushedWhileDown = false;
    let pushing: Promise<unknown> | undefined;
    const stop = harbor.realtime.$status.subscribe((status) => {
      if (status === 'open' || pushedWhileDown) return;
      pushedWhileDown = true;
      pushing = notifyMany(srv, 'user-harbor', 1, 'order-missed');
    });
    sockets.sockets.at(-1)?.terminate();
    await waitFor(() => pushedWhileDown);
    await pushing;
    stop();
    expect(list.$state.get().items).toHaveLength(0);
    await waitFor(() => list.$state.get().items.length === 1, 8000);
    expect(sockets.sockets.length).toBe(2);
  });

  it('sign-out empties lists and values at once; another user’s sign-in loads theirs, nothing of the first', async () => {
    const srv = await server();
    const owner = await signedIn(srv, 'owner@demo.test', { live: false });
    const { list, unread } = messagesCollection(owner);
    watch(list.$state);
    watch(unread.$state);
    await waitFor(() => list.$state.get().status === 'ready' && unread.$state.get().value === 12);
    const ownerIds = list.$state.get().items.map((n) => n.id);
    await owner.session.signOut();
    expect(list.$state.get()).toMatchObject({ status: 'signed-out', items: [], hasMore: false });
    expect(unread.$state.get()).toMatchObject({ status: 'signed-out', value: 0 });
    const again = await owner.session.signIn({ username: 'staff@demo.test', password: DEMO_PASSWORD });
    expect(again.ok).toBe(true);
    await waitFor(() => list.$state.get().status === 'ready' && unread.$state.get().value === 2);
    const staffIds = list.$state.get().items.map((n) => n.id);
    // Staff's seeded notifications: 3.
    expect(staffIds).toHaveLength(3);
    expect(staffIds.filter((id) => ownerIds.includes(id))).toEqual([]);
  });

  it('an answer for the previous user that lands after the switch is dropped', async () => {
    const srv = await server();
    let hold: (() => void) | undefined;
    let read: Promise<void> | undefined;
    let holding = false;
    const owner = await signedIn(srv, 'owner@demo.test', {
      live: false,
      fetch: async (input, init) => {
        const answer = await fetch(input, init);
        if (!holding || !String(input).includes('/message?')) return answer;
        holding = false;
        const watched = watchedRead(answer);
        read = watched.read;
        await new Promise<void>((resolve) => {
          hold = resolve;
        });
        return watched.response;
      },
    });
    const { list } = messagesCollection(owner);
    holding = true;
    watch(list.$state);
    await waitFor(() => hold !== undefined);
    await owner.session.signOut();
    const again = await owner.session.signIn({ username: 'staff@demo.test', password: DEMO_PASSWORD });
    expect(again.ok).toBe(true);
    await waitFor(() => list.$state.get().status === 'ready');
    // The owner's answer goes through now, is read and dealt with: staff's list stays.
    hold?.();
    await read;
    expect(list.$state.get().items).toHaveLength(3);
  });

  it('destroy stops it: no more requests on events or refresh', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test');
    const { list, collection } = messagesCollection(harbor);
    watch(list.$state);
    await waitFor(() => list.$state.get().status === 'ready' && harbor.realtime.$status.get() === 'open');
    // The socket's opening refetches (catch-up): let that finish, so only later requests count.
    await collection.refresh();
    collection.destroy();
    expect(list.$state.get().status).toBe('idle');
    const before = srv.log.length;
    await notifyMany(srv, 'user-harbor', 1, 'order-after');
    await collection.refresh();
    await list.reload();
    await afterEarlierRequests(srv);
    expect(srv.log.slice(before).filter((line) => line.includes('/message'))).toEqual([]);
  });
});
