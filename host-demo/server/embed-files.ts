import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// The script-tag build (dist/embed) at two addresses (issue 28, docs/embedding.md "Versions"):
// - /embed/<version>/…: the release a host pinned, with the loader's SRI hash; never changes, so it
//   is cached for good;
// - /embed/…: "latest", which moves with every deployment; its loader and pdf.js's worker (names
//   without a content hash) are cached briefly, its hashed chunks for good.
// The version and hash come from the build's integrity.json (scripts/embed-integrity.mjs), so the
// server announces exactly the build it serves.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** How long a browser may keep "latest"'s loader before asking again: a deploy reaches pages within it. */
export const LATEST_MAX_AGE_SECONDS = 300;
const LATEST = `public, max-age=${LATEST_MAX_AGE_SECONDS}, must-revalidate`;
// Rollup's `[name]-[hash].js` chunk names (scripts/embed-config.mjs), and their source maps.
const HASHED = /-[A-Za-z0-9_-]{8}\.js(\.map)?$/;

export interface EmbedRelease {
  version: string;
  loader: string;
  integrity: string;
  path: string;
}

/** The build's integrity.json, or undefined for a build without one. */
export function readEmbedRelease(root: string): EmbedRelease | undefined {
  const file = join(root, 'integrity.json');
  if (!existsSync(file)) return undefined;
  const facts = JSON.parse(readFileSync(file, 'utf8')) as EmbedRelease;
  // The version names a folder in URLs: accept only what a semver string holds.
  return /^[0-9A-Za-z.+-]+$/.test(facts.version) ? facts : undefined;
}

export function registerEmbedFiles(app: FastifyInstance, root: string): void {
  // Public code fetched without credentials, and a module script needs CORS: any site may load it
  // (calling the API still needs an origin in ALLOWED_ORIGINS).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/embed/')) reply.header('access-control-allow-origin', '*');
  });
  const release = readEmbedRelease(root);
  const common = { root, decorateReply: false, index: false, cacheControl: false } as const;
  if (release) {
    app.register(fastifyStatic, {
      ...common,
      prefix: `/embed/${release.version}/`,
      setHeaders: (response) => response.setHeader('cache-control', IMMUTABLE),
    });
  }
  app.register(fastifyStatic, {
    ...common,
    prefix: '/embed/',
    setHeaders: (response, path) =>
      response.setHeader('cache-control', HASHED.test(path) ? IMMUTABLE : LATEST),
  });
}
