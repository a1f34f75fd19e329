import type { NavigateIntent } from '../domain';

/** Payload of 'show-notification': what a toast / the bell needs; extra server fields pass through. */
export interface ShowNotificationPayload {
  title?: string;
  message?: string;
  group?: string;
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Payloads the server may attach; `undefined` where the event is only a nudge to refetch. */
// Type aliases, not interfaces: mitt needs `Record<EventType, unknown>`, which only aliases satisfy.
export type RealtimeEvents = {
  'reload-profile': undefined;
  'reload-sidebar': undefined;
  'show-notification': ShowNotificationPayload | undefined;
  'force-logout': { reason?: string } | undefined;
  'fetch-messages': undefined;
  'reload-order-list': { orderId?: string } | undefined;
  'reload-order': { orderId?: string } | undefined;
  'reload-timeline': { orderId?: string } | undefined;
  'bulk-download-ready': { url?: string; name?: string } | undefined;
  'bulk-download-failed': { message?: string } | undefined;
  'work-time-auto-stop': { orderId?: string; message?: string } | undefined;
};

/** Everything on an instance's public bus: realtime events plus intents and session changes. */
export type ProofdeskEvents = RealtimeEvents & {
  intent: NavigateIntent;
  'signed-in': { userId: string | null; clientId: string | null };
  'signed-out': undefined;
};
