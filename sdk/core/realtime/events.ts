import { REALTIME_EVENTS, type RealtimeEventKind } from '../../contract/constants';

/** The 11 kinds the server pushes over the socket (spec §4 'Authentication', wire contract). */
export const REALTIME_EVENT_KINDS = REALTIME_EVENTS;
export type { RealtimeEventKind };

export function isRealtimeEventKind(value: unknown): value is RealtimeEventKind {
  return typeof value === 'string' && (REALTIME_EVENT_KINDS as readonly string[]).includes(value);
}
