import { createClient } from 'redis';

const connect = (url: string) => createClient({ url });
export type RedisClient = ReturnType<typeof connect>;

/**
 * A process's two Redis connections: `command` publishes and counts (rate limits), `subscriber`
 * only listens (a subscribed connection can run no other command). Created at once, connected by
 * `connect` (buildServer awaits it in a plugin, before the routes that use them).
 */
export interface RedisConnections {
  command: RedisClient;
  subscriber: RedisClient;
  connect(): Promise<void>;
  close(): Promise<void>;
}

export function redisConnections(url: string, onError: (error: unknown) => void): RedisConnections {
  const command = connect(url);
  const subscriber = connect(url);
  // node-redis reconnects by itself; without a listener an 'error' event would end the process.
  command.on('error', onError);
  subscriber.on('error', onError);
  return {
    command,
    subscriber,
    async connect() {
      await Promise.all([command.connect(), subscriber.connect()]);
    },
    async close() {
      await Promise.allSettled([command.close(), subscriber.close()]);
    },
  };
}
