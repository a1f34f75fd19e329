export { type HubRelay, type HubSocket, RealtimeHub, type RelayedMessage } from './hub';
export { REALTIME_CHANNEL, relayThroughRedis } from './redis-relay';
export { MAX_MESSAGE_BYTES, socketErrorHandler, socketRoute } from './socket-route';
