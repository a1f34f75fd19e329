export { API_PREFIX, type BuildServerOptions, buildServer, type LogLevel } from './app';
export { configFromEnv, DEFAULT_HOST, DEFAULT_PORT, REPO_ROOT, type ServeConfig } from './config';
export type { ServerContext } from './http';
export { RealtimeHub } from './realtime';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed';
