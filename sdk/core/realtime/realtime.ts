import type { Emitter } from 'mitt';
import { atom, type ReadableAtom } from 'nanostores';
import { REALTIME_PING_INTERVAL_MS, REALTIME_UNAUTHORIZED_CLOSE } from '../../contract/constants';
import { createEventBus, type ProofdeskEvents, type RealtimeEvents } from '../events';
import { type BackoffOptions, backoffDelay } from './backoff';
import { isRealtimeEventKind, type RealtimeEventKind } from './events';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed';

export interface RealtimeOptions {
  /** e.g. `ws://host/api/realtime` (see `realtimeUrl`). */
  url: string;
  /** The session token; `null` while signed out pauses the socket, a new value reconnects. */
  token: ReadableAtom<string | null>;
  WebSocket?: typeof WebSocket;
  /** Bus events are emitted on; defaults to a private isolated bus. */
  bus?: Emitter<ProofdeskEvents>;
  backoff?: BackoffOptions;
  /** How long the socket outlives its last subscriber (React StrictMode unmounts and remounts). */
  closeDelayMs?: number;
  /** An open lasting this long resets the backoff. */
  stableMs?: number;
}

export interface Realtime {
  readonly $status: ReadableAtom<RealtimeStatus>;
  /** Listen to one kind; the first subscriber opens the socket, the last one closes it. */
  subscribe<K extends RealtimeEventKind>(kind: K, handler: (payload: RealtimeEvents[K]) => void): () => void;
  destroy(): void;
}

type Timer = ReturnType<typeof setTimeout>;

export function createRealtime(options: RealtimeOptions): Realtime {
  const $status = atom<RealtimeStatus>('idle');
  const bus = options.bus ?? createEventBus<ProofdeskEvents>();
  const closeDelay = options.closeDelayMs ?? 100;
  let subscribers = 0;
  let socket: WebSocket | null = null;
  let socketToken: string | null = null;
  // A token the server refused with 4401: retrying it would loop forever, so wait for a new one.
  let rejectedToken: string | null = null;
  let attempt = 0;
  let destroyed = false;
  let retryTimer: Timer | undefined;
  let closeTimer: Timer | undefined;
  let stableTimer: Timer | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let unwatchToken: (() => void) | undefined;

  function wantedToken(): string | null {
    const token = options.token.get();
    const Ctor = options.WebSocket ?? globalThis.WebSocket;
    if (destroyed || subscribers === 0 || !token || token === rejectedToken || !Ctor) return null;
    return token;
  }

  function sync(): void {
    const token = wantedToken();
    if (!token) {
      stop();
      return;
    }
    if (socket && socketToken !== token) {
      dropSocket();
      attempt = 0;
    }
    if (!socket && retryTimer === undefined) connect(token);
  }

  function connect(token: string): void {
    const Ctor = (options.WebSocket ?? globalThis.WebSocket) as typeof WebSocket;
    $status.set('connecting');
    let ws: WebSocket;
    try {
      ws = new Ctor(options.url);
    } catch {
      scheduleRetry();
      return;
    }
    socket = ws;
    socketToken = token;
    // The token travels in the first message, never in the URL: URLs end up in logs.
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (event) => onMessage(event.data);
    ws.onclose = (event) => onClose(ws, event.code);
    ws.onerror = () => {};
  }

  function onMessage(raw: unknown): void {
    let message: { type?: unknown; event?: unknown; data?: unknown };
    try {
      message = JSON.parse(typeof raw === 'string' ? raw : String(raw));
    } catch {
      return;
    }
    if (message.type === 'ready') {
      $status.set('open');
      pingTimer = setInterval(() => send({ type: 'ping' }), REALTIME_PING_INTERVAL_MS);
      stableTimer = setTimeout(() => {
        attempt = 0;
      }, options.stableMs ?? 10_000);
    } else if (message.type === 'event' && isRealtimeEventKind(message.event)) {
      bus.emit(message.event, message.data as RealtimeEvents[RealtimeEventKind]);
    }
  }

  function send(message: object): void {
    if (socket?.readyState === 1) socket.send(JSON.stringify(message));
  }

  function onClose(ws: WebSocket, code: number): void {
    if (ws !== socket) return;
    clearSocketTimers();
    socket = null;
    // The server's close code for a missing or rejected token (wire contract).
    if (code === REALTIME_UNAUTHORIZED_CLOSE) rejectedToken = socketToken;
    if (!wantedToken()) {
      stop();
      return;
    }
    $status.set('closed');
    scheduleRetry();
  }

  function scheduleRetry(): void {
    const delay = backoffDelay(attempt++, options.backoff);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      sync();
    }, delay);
  }

  function clearSocketTimers(): void {
    clearInterval(pingTimer);
    clearTimeout(stableTimer);
    pingTimer = stableTimer = undefined;
  }

  function dropSocket(): void {
    const ws = socket;
    socket = null;
    clearSocketTimers();
    if (!ws) return;
    // Keep no-op handlers: Node's `ws` emits 'error' when closed mid-handshake and an EventEmitter
    // without an 'error' listener throws.
    ws.onopen = ws.onmessage = ws.onclose = null;
    ws.onerror = () => {};
    ws.close(1000);
  }

  function stop(): void {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    dropSocket();
    const rejected = rejectedToken !== null && options.token.get() === rejectedToken;
    $status.set(rejected && subscribers > 0 ? 'closed' : 'idle');
  }

  function acquire(): void {
    subscribers += 1;
    clearTimeout(closeTimer);
    closeTimer = undefined;
    unwatchToken ??= options.token.listen(() => {
      attempt = 0;
      sync();
    });
    sync();
  }

  function release(): void {
    subscribers -= 1;
    if (subscribers > 0) return;
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => {
      if (subscribers > 0) return;
      unwatchToken?.();
      unwatchToken = undefined;
      stop();
    }, closeDelay);
  }

  return {
    $status,
    subscribe(kind, handler) {
      const listener = (payload: RealtimeEvents[typeof kind]) => handler(payload);
      bus.on(kind, listener as never);
      acquire();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        bus.off(kind, listener as never);
        release();
      };
    },
    destroy() {
      destroyed = true;
      clearTimeout(closeTimer);
      unwatchToken?.();
      unwatchToken = undefined;
      stop();
    },
  };
}
