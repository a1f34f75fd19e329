export { type HubSocket, RealtimeHub } from './hub';
export { socketRoute } from './socket-route';
