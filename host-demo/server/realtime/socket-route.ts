import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { REALTIME_PATH, REALTIME_UNAUTHORIZED_CLOSE, type ServerMessage } from 'proofdesk/contract';
import { findLiveSession } from '../auth';
import { fail, type ServerContext, send } from '../http';

/**
 * The largest message a client may send (an auth frame with its token is well under 1 kB). `ws`
 * enforces it as `maxPayload`: a bigger frame closes the socket with 1009 (message too big).
 */
export const MAX_MESSAGE_BYTES = 4096;

function parse(raw: unknown): { type?: unknown; token?: unknown } | undefined {
  try {
    const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw);
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
      handler: (_request, reply) => send(reply, fail(426, 'Upgrade Required: connect with a WebSocket.')),
      wsHandler: (socket) => {
        const send = (message: ServerMessage) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        };
        // waiting → checking (the auth frame's session is being read) → authed. Frames that arrive
        // while the session is read are ignored: a client waits for `ready` before anything else.
        let state: 'waiting' | 'checking' | 'authed' = 'waiting';
        const timer = setTimeout(
          () => socket.close(REALTIME_UNAUTHORIZED_CLOSE, 'Auth timeout'),
          ctx.realtimeAuthTimeoutMs,
        );
        // Socket errors are logged and answered by `socketErrorHandler` (registered with the plugin).
        socket.on('close', () => {
          clearTimeout(timer);
          ctx.hub.remove(socket);
        });
        const authenticate = async (token: string | undefined) => {
          const session = token && token.length <= 512 ? await findLiveSession(ctx, token) : undefined;
          clearTimeout(timer);
          // Closed meanwhile (the auth timeout, or the client left): nothing to register.
          if (socket.readyState !== socket.OPEN) return;
          if (!session) {
            socket.close(REALTIME_UNAUTHORIZED_CLOSE, 'Unauthorized');
            return;
          }
          state = 'authed';
          ctx.hub.add(socket, session.user_id, session.id, session.expires_at);
          send({ type: 'ready' });
        };
        socket.on('message', (raw) => {
          const message = parse(raw);
          // Garbage is ignored rather than fatal, before and after auth; the timer still runs.
          if (!message) return;
          if (state === 'authed') {
            if (message.type === 'ping') send({ type: 'pong' });
            return;
          }
          if (state === 'checking') return;
          state = 'checking';
          const token =
            message.type === 'auth' && typeof message.token === 'string' ? message.token : undefined;
          authenticate(token).catch((error: unknown) => {
            app.log.error({ err: error }, 'realtime session check failed');
            clearTimeout(timer);
            socket.close(1011, 'Server error');
          });
        });
      },
    });
  };

/**
 * One log line per failing socket, never a stack trace: a client that sends too much is the
 * client's fault (`ws` has already started the 1009 close, which terminating would cut off);
 * anything else ends the socket at once. @fastify/websocket's default logged the whole error.
 */
export const socketErrorHandler: NonNullable<WebsocketPluginOptions['errorHandler']> = (
  error,
  socket,
  request,
) => {
  const code = (error as { code?: string }).code;
  if (code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
    request.log.warn(
      { code, limit: MAX_MESSAGE_BYTES },
      'realtime message over the size limit, socket closed',
    );
    return;
  }
  request.log.warn({ code, reason: error.message }, 'realtime socket error, socket ended');
  socket.terminate();
};
