import type { FastifyInstance } from 'fastify';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Headers every response carries, set in one place rather than per route. Everything: no content
 * sniffing (a file is only ever what its Content-Type says) and no full URL in Referer to other
 * origins. API answers: `no-store` unless the route chose its own caching on purpose (the stored
 * files' `private, max-age=86400, immutable`, routes/storage.ts): they are per caller and often
 * personal, so no cache, shared or the browser's, keeps them.
 * The portal's pages add their policy themselves (portal-page.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
