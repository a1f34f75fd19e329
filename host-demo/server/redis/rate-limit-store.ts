import type { RedisConnections } from './connections';

// The same counting as @fastify/rate-limit's own Redis store (written for ioredis): one atomic
// INCR per request, the window's expiry set by the first one, the time left read with PTTL.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
end
return {current, ttl}
`;

const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export const RATE_LIMIT_PREFIX = 'proofdesk:rate:';

/**
 * A store for @fastify/rate-limit over node-redis (its built-in one expects ioredis): counters that
 * every process shares, one per route and key. The plugin constructs it with its own options; the
 * connection comes from the closure.
 */
export function redisRateLimitStore(redis: RedisConnections) {
  return class RedisRateLimitStore {
    readonly #prefix: string;

    constructor(_options: unknown, prefix = RATE_LIMIT_PREFIX) {
      this.#prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.#run(INCREMENT, key, [String(timeWindow)], callback);
    }

    read(key: string, callback: Callback): void {
      this.#run(READ, key, [], callback);
    }

    /** One counter space per route, as the plugin's own stores do (its types omit `routeInfo`). */
    child(routeOptions: object) {
      const { method = '', url = '' } =
        (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return new RedisRateLimitStore(undefined, `${this.#prefix}${method}${url}:`);
    }

    #run(script: string, key: string, args: string[], callback: Callback) {
      redis.command
        .eval(script, { keys: [this.#prefix + key], arguments: args })
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current: Number(current), ttl: Number(ttl) });
        })
        .catch((error: Error) => callback(error));
    }
  };
}
