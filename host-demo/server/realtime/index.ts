export { type HubSocket, RealtimeHub } from './hub';
export { MAX_MESSAGE_BYTES, socketErrorHandler, socketRoute } from './socket-route';
