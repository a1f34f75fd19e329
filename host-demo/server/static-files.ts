import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exampleResponse } from './examples';
import { notFound, send } from './http';

export interface StaticRoots {
  portal?: string;
  examples?: string;
  embed?: string;
}

/** Serves the script-tag build, the examples and the portal; folders that do not exist are skipped. */
export function registerStaticFiles(app: FastifyInstance, roots: StaticRoots): void {
  // The script-tag build is public code fetched without credentials, and a module script needs CORS:
  // any site may load it (calling the API still needs an origin in ALLOWED_ORIGINS).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/embed/')) reply.header('access-control-allow-origin', '*');
  });
  if (roots.examples && existsSync(roots.examples)) registerExamples(app, roots.examples);
  const mounts = [
    { root: roots.embed, prefix: '/embed/' },
    { root: roots.portal, prefix: '/' },
  ];
  for (const { root, prefix } of mounts) {
    if (!root || !existsSync(root)) continue;
    // Several instances may not each decorate reply; none of ours needs reply.sendFile.
    app.register(fastifyStatic, { root, prefix, decorateReply: false, index: ['index.html'] });
  }
}

/**
 * The examples are pages, not plain files: their API-origin placeholder is filled with '' (the API
 * is this server, so the pages' URLs become root-relative) and the strict-CSP page gets its policy
 * and a fresh nonce per request (host-demo/server/examples.ts).
 */
function registerExamples(app: FastifyInstance, root: string): void {
  app.get('/examples', (_request, reply) => reply.redirect('/examples/', 308));
  app.get('/examples/*', async (request, reply) => {
    // The raw path: exampleResponse decodes it once itself (the route's params are decoded already).
    const answer = await exampleResponse(root, request.url.slice('/examples/'.length), '');
    if (!answer) return send(reply, notFound());
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
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
    return send(reply, notFound());
  };
}
