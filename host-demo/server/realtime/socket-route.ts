import type { FastifyPluginAsync } from 'fastify';
import { REALTIME_PATH, REALTIME_UNAUTHORIZED_CLOSE, type ServerMessage } from 'proofdesk/contract';
import { findLiveSession } from '../auth';
import type { ServerContext } from '../context';
import { fail } from '../replies';

const MAX_MESSAGE_BYTES = 4096;

function parse(raw: unknown): { type?: unknown; token?: unknown } | undefined {
  try {
    const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw);
    if (text.length > MAX_MESSAGE_BYTES) return undefined;
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/realtime. The token arrives as the first message, never in the URL (URLs end up in
 * access logs). Anything unexpected is ignored or closes this one socket; nothing can throw out.
 */
export const socketRoute =
  (ctx: ServerContext): FastifyPluginAsync =>
  async (app) => {
    app.route({
      method: 'GET',
      url: REALTIME_PATH,
      // Plain HTTP on the socket path: answer an envelope instead of @fastify/websocket's empty 404.
      handler: (_request, reply) => fail(reply, 426, 'Upgrade Required: connect with a WebSocket.'),
      wsHandler: (socket) => {
        const send = (message: ServerMessage) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        };
        let authed = false;
        const timer = setTimeout(
          () => socket.close(REALTIME_UNAUTHORIZED_CLOSE, 'Auth timeout'),
          ctx.realtimeAuthTimeoutMs,
        );
        socket.on('error', () => socket.terminate());
        socket.on('close', () => {
          clearTimeout(timer);
          ctx.hub.remove(socket);
        });
        socket.on('message', (raw) => {
          const message = parse(raw);
          // Garbage is ignored rather than fatal, before and after auth; the timer still runs.
          if (!message) return;
          if (authed) {
            if (message.type === 'ping') send({ type: 'pong' });
            return;
          }
          const token =
            message.type === 'auth' && typeof message.token === 'string' ? message.token : undefined;
          const session = token && token.length <= 512 ? findLiveSession(ctx, token) : undefined;
          clearTimeout(timer);
          if (!session) {
            socket.close(REALTIME_UNAUTHORIZED_CLOSE, 'Unauthorized');
            return;
          }
          authed = true;
          ctx.hub.add(socket, session.user_id, session.id);
          send({ type: 'ready' });
        });
      },
    });
  };
