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
