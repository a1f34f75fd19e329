import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readEmbedRelease, registerEmbedFiles } from './embed-files';
import { type EmbedReference, exampleResponse } from './examples';
import { notFound, send } from './http';
import { isPortalPagePath, type PortalPolicy, portalPage } from './portal-page';

/** The portal build's id (written by host-demo/app/vite.config.ts); open tabs compare it with theirs. */
export const BUILD_ID_PATH = '/build.json';

export interface StaticRoots {
  portal?: string;
  examples?: string;
  embed?: string;
}

/**
 * Serves the script-tag build (embed-files.ts), the examples and the portal; folders that do not
 * exist are skipped.
 */
export function registerStaticFiles(app: FastifyInstance, roots: StaticRoots): void {
  app.addHook('onSend', async (request, reply) => {
    // The build's id, which open tabs poll to notice a new deployment: always asked afresh.
    if (request.url.split('?')[0] === BUILD_ID_PATH) reply.header('cache-control', 'no-cache');
  });
  if (roots.embed && existsSync(roots.embed)) registerEmbedFiles(app, roots.embed);
  const release = roots.embed ? readEmbedRelease(roots.embed) : undefined;
  if (roots.examples && existsSync(roots.examples)) registerExamples(app, roots.examples, release);
  const mounts = [
    // The portal's HTML needs a fresh nonce per response: its pages fall through to notFoundHandler.
    { root: roots.portal, prefix: '/', allowedPath: (path: string) => !isPortalPagePath(path) },
  ];
  for (const { root, prefix, allowedPath } of mounts) {
    if (!root || !existsSync(root)) continue;
    // Several instances may not each decorate reply; none of ours needs reply.sendFile.
    app.register(fastifyStatic, { root, prefix, decorateReply: false, index: false, allowedPath });
  }
}

/**
 * The examples are pages, not plain files: their API-origin placeholder is filled with '' (the API
 * is this server, so the pages' URLs become root-relative) and the strict-CSP page gets its policy
 * and a fresh nonce per request (host-demo/server/examples.ts).
 */
function registerExamples(app: FastifyInstance, root: string, embed: EmbedReference | undefined): void {
  app.get('/examples', (_request, reply) => reply.redirect('/examples/', 308));
  app.get('/examples/*', async (request, reply) => {
    // The raw path: exampleResponse decodes it once itself (the route's params are decoded already).
    const answer = await exampleResponse(root, request.url.slice('/examples/'.length), '', embed);
    if (!answer) return send(reply, notFound());
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
}

/**
 * 404s: API paths and non-page requests get the JSON envelope. Portal pages are rendered here, each
 * with a fresh nonce and the portal's policy (portal-page.ts): `/`, a top-level page by name
 * (/isolation.html), and a browser navigating to a portal route (e.g. /orders/detail/42) gets the
 * SPA's index.html so client-side routing takes over.
 */
export function notFoundHandler(roots: StaticRoots, policy: () => PortalPolicy) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && reads && roots.portal) {
      const page = await portalPage(roots.portal, request.url, acceptsHtml, policy());
      if (page) return reply.code(200).headers(page.headers).send(page.body);
    }
    return send(reply, notFound());
  };
}
