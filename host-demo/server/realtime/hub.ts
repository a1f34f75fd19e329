import type { RealtimeEventKind, ServerMessage } from 'proofdesk/contract';
import { REALTIME_UNAUTHORIZED_CLOSE } from 'proofdesk/contract';

/** The slice of a `ws` WebSocket the hub needs (keeps the hub testable and transport-agnostic). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Connection {
  socket: HubSocket;
  userId: string;
  sessionId: string;
  /** When the session's token dies (ms since the epoch); Infinity for none. */
  expiresAt: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Where the hub hands a publish when events must reach other processes (the Redis relay): it
 * delivers every message back through `deliver` on each process, this one included.
 */
export interface HubRelay {
  send(message: RelayedMessage): void;
}

/** One publish, already serialised once (`payload` is the ServerMessage text sockets receive). */
export type RelayedMessage =
  | { to: 'users'; userIds: string[]; payload: string }
  | { to: 'session'; sessionId: string; payload: string }
  | { to: 'end-session'; sessionId: string; payload: string };

const OPEN = 1;
// setTimeout fires at once for delays above 2^31-1 ms (about 24.8 days): longer waits are chained.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Tracks authenticated sockets by user and by session; one serialisation per publish (made before
 * the relay, so other processes forward the same text). A socket
 * lives no longer than its session: it is closed with 4401 when the token expires (a timer, and a
 * check before every send, so a clock that jumps cannot leak one more event to a dead session).
 */
export class RealtimeHub {
  readonly #byUser = new Map<string, Set<Connection>>();
  readonly #bySession = new Map<string, Set<Connection>>();
  readonly #bySocket = new Map<HubSocket, Connection>();
  readonly #now: () => Date;
  #relay: HubRelay | undefined;

  constructor(now: () => Date = () => new Date()) {
    this.#now = now;
  }

  add(socket: HubSocket, userId: string, sessionId: string, expiresAt = Number.POSITIVE_INFINITY): void {
    const connection: Connection = { socket, userId, sessionId, expiresAt };
    this.#bySocket.set(socket, connection);
    addTo(this.#byUser, userId, connection);
    addTo(this.#bySession, sessionId, connection);
    this.#watchExpiry(connection);
  }

  remove(socket: HubSocket): void {
    const connection = this.#bySocket.get(socket);
    if (!connection) return;
    clearTimeout(connection.timer);
    this.#bySocket.delete(socket);
    removeFrom(this.#byUser, connection.userId, connection);
    removeFrom(this.#bySession, connection.sessionId, connection);
  }

  get size(): number {
    return this.#bySocket.size;
  }

  /**
   * From now on publishes go through the relay (every process, this one included, delivers them
   * when the relay hands them back); without one they are delivered here at once.
   */
  setRelay(relay: HubRelay | undefined): void {
    this.#relay = relay;
  }

  /**
   * Sends an event to every socket of the given users; returns how many sockets of this process it
   * reached (0 with a relay: delivery happens when the message comes back from it).
   */
  publish(userIds: Iterable<string>, event: RealtimeEventKind, data: unknown = null): number {
    return this.#route({ to: 'users', userIds: [...new Set(userIds)], payload: serialise(event, data) });
  }

  publishToSession(sessionId: string, event: RealtimeEventKind, data: unknown = null): number {
    return this.#route({ to: 'session', sessionId, payload: serialise(event, data) });
  }

  /** Ends a revoked session's sockets after telling them why (force-logout is sent first). */
  endSession(sessionId: string, data: unknown = null): number {
    return this.#route({ to: 'end-session', sessionId, payload: serialise('force-logout', data) });
  }

  /** Delivers one message to this process's sockets; returns how many it reached. */
  deliver(message: RelayedMessage): number {
    if (message.to === 'users') {
      const targets: Connection[] = [];
      for (const userId of message.userIds) targets.push(...(this.#byUser.get(userId) ?? []));
      return this.#sendAll(targets, message.payload);
    }
    const sockets = [...(this.#bySession.get(message.sessionId) ?? [])];
    const sent = this.#sendAll(sockets, message.payload);
    if (message.to === 'end-session') {
      for (const connection of sockets) {
        this.remove(connection.socket);
        connection.socket.close(REALTIME_UNAUTHORIZED_CLOSE, 'Session ended');
      }
    }
    return sent;
  }

  #route(message: RelayedMessage): number {
    if (!this.#relay) return this.deliver(message);
    this.#relay.send(message);
    return 0;
  }

  closeAll(): void {
    for (const socket of [...this.#bySocket.keys()]) {
      this.remove(socket);
      socket.close(1001, 'Server shutting down');
    }
  }

  #sendAll(targets: Connection[], payload: string): number {
    if (targets.length === 0) return 0;
    const now = this.#now().getTime();
    let sent = 0;
    for (const connection of targets) {
      if (now >= connection.expiresAt) {
        this.#expire(connection);
        continue;
      }
      if (connection.socket.readyState !== OPEN) continue;
      connection.socket.send(payload);
      sent += 1;
    }
    return sent;
  }

  #watchExpiry(connection: Connection) {
    if (connection.expiresAt === Number.POSITIVE_INFINITY) return;
    const left = connection.expiresAt - this.#now().getTime();
    if (left <= 0) {
      this.#expire(connection);
      return;
    }
    connection.timer = setTimeout(() => this.#watchExpiry(connection), Math.min(left, MAX_TIMER_MS));
    // A pending expiry must not keep a process (a test run, a CLI) alive.
    connection.timer.unref?.();
  }

  #expire(connection: Connection) {
    this.remove(connection.socket);
    connection.socket.close(REALTIME_UNAUTHORIZED_CLOSE, 'Session expired');
  }
}

/** The one serialisation of a publish: the text every socket receives, on every process. */
function serialise(event: RealtimeEventKind, data: unknown): string {
  const message: ServerMessage = { type: 'event', event, data };
  return JSON.stringify(message);
}

function addTo(map: Map<string, Set<Connection>>, key: string, connection: Connection) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(connection);
}

function removeFrom(map: Map<string, Set<Connection>>, key: string, connection: Connection) {
  const set = map.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) map.delete(key);
}
