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
}

const OPEN = 1;

/** Tracks authenticated sockets by user and by session; one serialisation per publish. */
export class RealtimeHub {
  readonly #byUser = new Map<string, Set<Connection>>();
  readonly #bySession = new Map<string, Set<Connection>>();
  readonly #bySocket = new Map<HubSocket, Connection>();

  add(socket: HubSocket, userId: string, sessionId: string): void {
    const connection = { socket, userId, sessionId };
    this.#bySocket.set(socket, connection);
    addTo(this.#byUser, userId, connection);
    addTo(this.#bySession, sessionId, connection);
  }

  remove(socket: HubSocket): void {
    const connection = this.#bySocket.get(socket);
    if (!connection) return;
    this.#bySocket.delete(socket);
    removeFrom(this.#byUser, connection.userId, connection);
    removeFrom(this.#bySession, connection.sessionId, connection);
  }

  get size(): number {
    return this.#bySocket.size;
  }

  /** Sends an event to every socket of the given users; returns how many sockets it reached. */
  publish(userIds: Iterable<string>, event: RealtimeEventKind, data: unknown = null): number {
    const targets: Connection[] = [];
    for (const userId of new Set(userIds)) targets.push(...(this.#byUser.get(userId) ?? []));
    return sendAll(targets, event, data);
  }

  publishToSession(sessionId: string, event: RealtimeEventKind, data: unknown = null): number {
    return sendAll([...(this.#bySession.get(sessionId) ?? [])], event, data);
  }

  /** Ends a revoked session's sockets after telling them why (force-logout is sent first). */
  endSession(sessionId: string, data: unknown = null): number {
    const sockets = [...(this.#bySession.get(sessionId) ?? [])];
    const sent = sendAll(sockets, 'force-logout', data);
    for (const connection of sockets) {
      this.remove(connection.socket);
      connection.socket.close(REALTIME_UNAUTHORIZED_CLOSE, 'Session ended');
    }
    return sent;
  }

  closeAll(): void {
    for (const socket of [...this.#bySocket.keys()]) {
      this.remove(socket);
      socket.close(1001, 'Server shutting down');
    }
  }
}

function sendAll(targets: Connection[], event: RealtimeEventKind, data: unknown): number {
  if (targets.length === 0) return 0;
  const message: ServerMessage = { type: 'event', event, data };
  const payload = JSON.stringify(message);
  let sent = 0;
  for (const { socket } of targets) {
    if (socket.readyState !== OPEN) continue;
    socket.send(payload);
    sent += 1;
  }
  return sent;
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
