import { type Static, Type } from '@sinclair/typebox';
import { REALTIME_EVENTS, type RealtimeEventKind } from './realtime';

// The socket's frames, validated by the server.
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
