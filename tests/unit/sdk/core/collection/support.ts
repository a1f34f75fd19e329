// Set-up of the live collection tests: a collection over the real server's notification calls
// (GET /message pages, PUT /message/:id/read, DELETE /message/:id), built here from the public API
// only, the way a widget builds its store on it. Server, instances and fetch helpers are the
// notification tests' (real server, in-memory SQLite).

import type { HttpResult, ProofdeskInstance } from 'proofdesk';
import type { MessageMutation, Notification, UnreadCount } from 'proofdesk/contract';
import { WebSocket as NodeWebSocket } from 'ws';
import { createLiveCollection, type LivePage } from '../../../../../sdk/core/collection';
import { watchedRead } from '../../../support/helpers';

export {
  flakyFetch,
  notifyMany,
  server,
  serverCount,
  signedIn,
  watch,
} from '../../../widgets/notification-bell/support';

/** The optimistic changes the test collection knows. */
export type Change = { read: string } | { remove: string };

export const PAGE = 5;

export function messagesCollection(
  instance: ProofdeskInstance,
  refetchOn: Parameters<typeof createLiveCollection>[0]['refetchOn'] = { 'fetch-messages': true },
) {
  const { http } = instance;
  const collection = createLiveCollection<Notification, Change>({
    key: (n) => n.id,
    session: instance.session,
    realtime: instance.realtime,
    refetchOn,
  });
  const list = collection.list<number>('all', {
    first: 1,
    fetch: async (page): Promise<HttpResult<LivePage<Notification, number>>> => {
      const result = await http.get<Notification[]>('/message', { query: { page, limit: PAGE } });
      if (!result.ok) return result;
      const more = result.meta ? result.meta.page < result.meta.totalPages : false;
      return { ...result, data: { items: result.data, next: more ? page + 1 : null } };
    },
    patch: (n, change) => {
      if ('remove' in change) return n.id === change.remove ? null : n;
      return n.id === change.read ? { ...n, isRead: true } : n;
    },
  });
  const unread = collection.value<number>({
    initial: 0,
    load: async () => {
      const result = await http.get<UnreadCount>('/message/unread-count');
      return result.ok ? { ...result, data: result.data.count } : result;
    },
    patch: (count, change) => ('read' in change ? Math.max(0, count - 1) : count),
  });
  const send = (change: Change) =>
    collection.mutate<MessageMutation>({
      effect: change,
      prepare: () => http.csrf.token('profile'),
      send: () =>
        'read' in change
          ? http.put<MessageMutation>(`/message/${change.read}/read`, { csrf: 'profile' })
          : http.delete<MessageMutation>(`/message/${change.remove}`, { csrf: 'profile' }),
      onSuccess: (data, settle) => settle.confirm(unread, data.unreadCount),
    });
  return { collection, list, unread, send };
}

/** A fetch that holds the answers of matching requests until released (a slow network). */
export function gatedFetch(matches: (method: string, url: string) => boolean) {
  const gates: Array<{ open: () => void; read: Promise<void> }> = [];
  const impl: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = await fetch(input, init);
    if (!matches((init?.method ?? 'GET').toUpperCase(), url)) return answer;
    const { response, read } = watchedRead(answer);
    await new Promise<void>((open) => gates.push({ open, read }));
    return response;
  };
  return {
    fetch: impl,
    get held() {
      return gates.length;
    },
    /** Lets the oldest held answer through; resolves once the client has read and handled it. */
    releaseOne(): Promise<void> {
      const gate = gates.shift();
      gate?.open();
      return gate?.read ?? Promise.resolve();
    },
  };
}

/** The `ws` WebSocket, remembering every socket it opens so a test can cut one (a dropped network). */
export function trackedSockets() {
  const sockets: NodeWebSocket[] = [];
  class Tracked extends NodeWebSocket {
    constructor(...args: ConstructorParameters<typeof NodeWebSocket>) {
      super(...args);
      sockets.push(this);
    }
  }
  return { WebSocket: Tracked as unknown as typeof WebSocket, sockets };
}

/** Server-side requests to a path, counted from the test server's log. */
export const requests = (log: readonly string[], line: string) => log.filter((each) => each === line).length;
