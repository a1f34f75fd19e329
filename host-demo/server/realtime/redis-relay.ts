import type { HubRelay, RealtimeHub, RelayedMessage } from './hub';

/** The Redis pub/sub channel every process of one deployment publishes to and listens on. */
export const REALTIME_CHANNEL = 'proofdesk:realtime';

/** What the relay needs of node-redis: a publishing connection and a subscribed one. */
export interface RelayConnections {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
}

/**
 * A message on the wire: a one-line JSON header (who gets it), a newline, then the payload the hub
 * serialised once. The payload is forwarded as it came, never parsed or serialised again.
 */
export function encodeRelayed(message: RelayedMessage): string {
  const { payload, ...header } = message;
  return `${JSON.stringify(header)}\n${payload}`;
}

export function decodeRelayed(text: string): RelayedMessage | undefined {
  const cut = text.indexOf('\n');
  if (cut < 0) return undefined;
  try {
    const header = JSON.parse(text.slice(0, cut)) as { to?: unknown; userIds?: unknown; sessionId?: unknown };
    const payload = text.slice(cut + 1);
    const { to, userIds, sessionId } = header;
    if (to === 'users' && Array.isArray(userIds)) return { to, userIds: userIds.map(String), payload };
    if ((to === 'session' || to === 'end-session') && typeof sessionId === 'string')
      return { to, sessionId, payload };
  } catch {
    // A foreign or damaged message on the channel: ignored below.
  }
  return undefined;
}

/**
 * Joins the hub to the channel: its publishes go to Redis, and whatever arrives (from any process,
 * this one included) is delivered to this process's sockets. Order holds per publishing process,
 * since one connection publishes in call order.
 */
export async function relayThroughRedis(
  hub: RealtimeHub,
  connections: RelayConnections,
  onError: (error: unknown) => void,
): Promise<HubRelay> {
  await connections.subscribe(REALTIME_CHANNEL, (text) => {
    const message = decodeRelayed(text);
    if (message) hub.deliver(message);
    else onError(new Error('unreadable message on the realtime channel'));
  });
  const relay: HubRelay = {
    send: (message) => {
      connections.publish(REALTIME_CHANNEL, encodeRelayed(message)).catch(onError);
    },
  };
  hub.setRelay(relay);
  return relay;
}
