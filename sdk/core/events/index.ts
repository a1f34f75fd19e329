// An instance's public event bus: realtime events, intents and session changes, every listener
// isolated. Its own folder so that the session (which announces sign-in and sign-out) and the
// realtime connection (which forwards the server's events) both depend on it, never on each other.
export { createEventBus } from './bus';
export type { ProofdeskEvents, RealtimeEvents, ShowNotificationPayload } from './events';
