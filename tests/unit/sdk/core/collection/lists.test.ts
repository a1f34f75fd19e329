import { describe, expect, it } from 'vitest';
import { afterEarlierRequests, waitFor } from '../../../support/helpers';
import {
  gatedFetch,
  messagesCollection,
  notifyMany,
  PAGE,
  requests,
  server,
  signedIn,
  watch,
} from './support';

// The live collection's paged lists and values against the real server (GET /message pages).
describe('live collection: paged lists', () => {
  it('loads nothing until watched, then page 1; Load More appends pages until the last', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test', { live: false });
    const created = await notifyMany(srv, 'user-harbor', 12, 'order-paging');
    const { list } = messagesCollection(harbor);
    await afterEarlierRequests(srv);
    expect(srv.log.filter((line) => line.startsWith('GET /api/message'))).toEqual([]);

    watch(list.$state);
    expect(list.$state.get().status).toBe('loading');
    await waitFor(() => list.$state.get().status === 'ready');
    expect(list.$state.get().items).toHaveLength(PAGE);
    expect(list.$state.get().hasMore).toBe(true);
    // Newest first: the last one created leads.
    expect(list.$state.get().items[0]?.id).toBe(created.at(-1)?.id);

    const more = list.loadMore();
    expect(list.$state.get().loadingMore).toBe(true);
    await more;
    await list.loadMore();
    expect(list.$state.get().items.map((n) => n.id)).toEqual(created.map((n) => n.id).reverse());
    expect(list.$state.get()).toMatchObject({ hasMore: false, loadingMore: false, error: null });
    // At the end, Load More asks for nothing.
    const before = srv.log.length;
    await list.loadMore();
    expect(srv.log.length).toBe(before);
  });

  it('drops an item a shifted page repeats (keyed items): a new one arrived between two pages', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test', { live: false });
    await notifyMany(srv, 'user-harbor', 7, 'order-shift');
    const { list } = messagesCollection(harbor);
    watch(list.$state);
    await waitFor(() => list.$state.get().status === 'ready');
    // A newer notification pushes the page-1 tail onto page 2.
    await notifyMany(srv, 'user-harbor', 1, 'order-shift');
    await list.loadMore();
    const ids = list.$state.get().items.map((n) => n.id);
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reload fetches every page shown again; a failed first page is an error state, a failed refresh keeps the items', async () => {
    const srv = await server();
    let offline = false;
    const harbor = await signedIn(srv, 'harbor@demo.test', {
      live: false,
      fetch: (input, init) =>
        offline ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init),
    });
    await notifyMany(srv, 'user-harbor', 8, 'order-reload');
    const { list } = messagesCollection(harbor);
    offline = true;
    watch(list.$state);
    await waitFor(() => list.$state.get().status === 'error');
    expect(list.$state.get().error).toMatchObject({ kind: 'network', title: 'Ooops!' });
    offline = false;
    await list.reload();
    await list.loadMore();
    expect(list.$state.get().items).toHaveLength(8);
    const pages = requests(srv.log, `GET /api/message?page=1&limit=${PAGE}`);
    await list.reload();
    expect(requests(srv.log, `GET /api/message?page=1&limit=${PAGE}`)).toBe(pages + 1);
    expect(requests(srv.log, `GET /api/message?page=2&limit=${PAGE}`)).toBe(2);
    offline = true;
    await list.reload();
    expect(list.$state.get()).toMatchObject({ status: 'ready', error: null });
    expect(list.$state.get().items).toHaveLength(8);
    offline = false;
  });

  it('a stale answer never overwrites newer state: a slow reload lands after a quick one', async () => {
    const srv = await server();
    let hold = false;
    const gate = gatedFetch((method, url) => hold && method === 'GET' && url.includes('/message?'));
    const harbor = await signedIn(srv, 'harbor@demo.test', { live: false, fetch: gate.fetch });
    await notifyMany(srv, 'user-harbor', 2, 'order-stale');
    const { list } = messagesCollection(harbor);
    watch(list.$state);
    await waitFor(() => list.$state.get().status === 'ready');
    // The first reload's answer (2 items) is held; then a third notification, then a quick reload.
    hold = true;
    const slow = list.reload();
    await waitFor(() => gate.held === 1);
    hold = false;
    await notifyMany(srv, 'user-harbor', 1, 'order-stale');
    await list.reload();
    expect(list.$state.get().items).toHaveLength(3);
    gate.releaseOne();
    await slow;
    expect(list.$state.get().items).toHaveLength(3);
  });

  it('a Load More in flight when a refresh starts is fetched again by it, not lost', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test', { live: false });
    await notifyMany(srv, 'user-harbor', 8, 'order-more');
    const { list } = messagesCollection(harbor);
    watch(list.$state);
    await waitFor(() => list.$state.get().status === 'ready');
    await Promise.all([list.loadMore(), list.reload()]);
    expect(list.$state.get()).toMatchObject({ hasMore: false, loadingMore: false });
    expect(list.$state.get().items).toHaveLength(8);
  });
});

describe('live collection: values', () => {
  it('a value loads with its first watcher and an input change reloads it; the older answer is dropped', async () => {
    const srv = await server();
    const { atom } = await import('nanostores');
    let hold = false;
    // Holds order-a's answers only: the older answer held back is one whose value (3) differs.
    const gate = gatedFetch(
      (method, url) => hold && method === 'GET' && url.includes('/message/group/order-a'),
    );
    const harbor = await signedIn(srv, 'harbor@demo.test', { live: false, fetch: gate.fetch });
    await notifyMany(srv, 'user-harbor', 3, 'order-a');
    await notifyMany(srv, 'user-harbor', 1, 'order-b');
    const $group = atom('order-a');
    const { collection } = messagesCollection(harbor);
    const size = collection.value<number>({
      load: () => {
        const group = $group.get();
        return harbor.http
          .get<unknown[]>(`/message/group/${group}`)
          .then((result) => (result.ok ? { ...result, data: result.data.length } : result));
      },
      inputs: [$group],
    });
    watch(size.$state);
    await waitFor(() => size.$state.get().status === 'ready');
    expect(size.$state.get().value).toBe(3);
    hold = true;
    $group.set('order-b');
    // Reloading keeps the last value on show.
    expect(size.$state.get()).toMatchObject({ status: 'loading', value: 3 });
    $group.set('order-a');
    await waitFor(() => gate.held === 1);
    hold = false;
    $group.set('order-b');
    await waitFor(() => size.$state.get().status === 'ready');
    expect(size.$state.get().value).toBe(1);
    // The older answer goes through now, is read and dealt with: it must not replace the newer.
    await gate.releaseOne();
    expect(size.$state.get().value).toBe(1);
  });

  it('`load` answering null is the empty state, without a request', async () => {
    const srv = await server();
    const harbor = await signedIn(srv, 'harbor@demo.test', { live: false });
    const { collection } = messagesCollection(harbor);
    const none = collection.value<number>({ load: () => null });
    const before = srv.log.length;
    watch(none.$state);
    expect(none.$state.get()).toEqual({ status: 'empty', value: null, error: null });
    expect(srv.log.length).toBe(before);
  });
});
