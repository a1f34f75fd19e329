import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './replies';

export interface StaticRoots {
  portal?: string;
  examples?: string;
  embed?: string;
}

/** Serves the script-tag build, the examples and the portal; folders that do not exist are skipped. */
export function registerStaticFiles(app: FastifyInstance, roots: StaticRoots): void {
  const mounts = [
    { root: roots.embed, prefix: '/embed/' },
    { root: roots.examples, prefix: '/examples/' },
    { root: roots.portal, prefix: '/' },
  ];
  for (const { root, prefix } of mounts) {
    if (!root || !existsSync(root)) continue;
    // Several instances may not each decorate reply; none of ours needs reply.sendFile.
    app.register(fastifyStatic, { root, prefix, decorateReply: false, index: ['index.html'] });
  }
}

/**
 * 404s: API paths and non-page requests get the JSON envelope; a browser navigating to a portal
 * route (e.g. /orders/detail/42) gets the SPA's index.html so client-side routing takes over.
 */
export function notFoundHandler(roots: StaticRoots) {
  const index = roots.portal ? join(roots.portal, 'index.html') : undefined;
  return (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && wantsPage && index && existsSync(index)) {
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(createReadStream(index));
    }
    return notFound(reply);
  };
}
