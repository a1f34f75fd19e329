export { type RedisConnections, redisConnections } from './connections';
export { RATE_LIMIT_PREFIX, redisRateLimitStore } from './rate-limit-store';
