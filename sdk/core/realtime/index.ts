export { BACKOFF_BASE_MS, BACKOFF_CAP_MS, type BackoffOptions, backoffDelay } from './backoff';
export {
  isRealtimeEventKind,
  REALTIME_EVENT_KINDS,
  type RealtimeEventKind,
} from './events';
export {
  createRealtime,
  type Realtime,
  type RealtimeOptions,
  type RealtimeStatus,
} from './realtime';
