export { BACKOFF_BASE_MS, BACKOFF_CAP_MS, type BackoffOptions, backoffDelay } from './backoff';
export {
  isRealtimeEventKind,
  REALTIME_EVENT_KINDS,
  type RealtimeEventKind,
} from './events';
export {
  AUTH_REJECTED_CODE,
  createRealtime,
  PING_INTERVAL_MS,
  type Realtime,
  type RealtimeOptions,
  type RealtimeStatus,
} from './realtime';
