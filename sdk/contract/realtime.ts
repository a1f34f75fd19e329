import { type Static, Type } from '@sinclair/typebox';

/** The 11 server-pushed event kinds (spec: realtime connection carries events). */
export const REALTIME_EVENTS = [
  'reload-profile',
  'reload-sidebar',
  'show-notification',
  'force-logout',
  'fetch-messages',
  'reload-order-list',
  'reload-order',
  'reload-timeline',
  'bulk-download-ready',
  'bulk-download-failed',
  'work-time-auto-stop',
] as const;
export type RealtimeEventKind = (typeof REALTIME_EVENTS)[number];

export const REALTIME_PATH = '/realtime';
/** Close code when the first message is not a valid auth message in time, or the session ended. */
export const REALTIME_UNAUTHORIZED_CLOSE = 4401;
export const REALTIME_AUTH_TIMEOUT_MS = 5000;
export const REALTIME_PING_INTERVAL_MS = 25_000;

export const ClientMessage = Type.Union([
  Type.Object({ type: Type.Literal('auth'), token: Type.String({ maxLength: 512 }) }),
  Type.Object({ type: Type.Literal('ping') }),
]);
export type ClientMessage = Static<typeof ClientMessage>;

export const ServerMessage = Type.Union([
  Type.Object({ type: Type.Literal('ready') }),
  Type.Object({ type: Type.Literal('pong') }),
  Type.Object({
    type: Type.Literal('event'),
    event: Type.Union(REALTIME_EVENTS.map((kind) => Type.Literal(kind))),
    data: Type.Unknown(),
  }),
]);
export type ServerMessage =
  | { type: 'ready' }
  | { type: 'pong' }
  | { type: 'event'; event: RealtimeEventKind; data: unknown };
