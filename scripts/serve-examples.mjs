// A tiny static server for examples/ on an origin of its own, so the pages embed Proofdesk from
// another origin the way a reseller's site does:
//   node scripts/serve-examples.mjs --port 4420 --api http://127.0.0.1:4400
// The API server must list this origin in ALLOWED_ORIGINS (CORS for the API and the embed
// modules). Pages get the same treatment as on the reference server (host-demo/server/examples.ts,
// shared through tsx): the API origin filled in, and the strict-CSP page a fresh nonce per request.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from './run.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.EXAMPLES_PORT ?? '4420' },
    host: { type: 'string', default: process.env.EXAMPLES_HOST ?? '127.0.0.1' },
    api: { type: 'string', default: process.env.PROOFDESK_API_ORIGIN ?? 'http://127.0.0.1:4400' },
  },
});

const { exampleResponse, normaliseApiOrigin } = await tsImport(
  '../host-demo/server/examples.ts',
  import.meta.url,
);
const { readEmbedRelease } = await tsImport('../host-demo/server/embed-files.ts', import.meta.url);
const apiOrigin = normaliseApiOrigin(values.api);
const root = join(repoRoot, 'examples');
// The API's server serves this checkout's script-tag build: the pages name its versioned loader.
const embed = readEmbedRelease(join(repoRoot, 'dist/embed'));

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://examples.invalid');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  // The whole server is the examples folder: /reseller.html and /examples/reseller.html both work,
  // so links written for the reference server (which mounts the folder at /examples/) still do.
  const path = url.pathname.replace(/^\/examples(?=\/|$)/, '').replace(/^\//, '');
  try {
    const answer = await exampleResponse(root, path, apiOrigin, embed);
    if (!answer) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(request.method === 'HEAD' ? undefined : answer.body);
  } catch (error) {
    console.error(error);
    response.writeHead(500).end();
  }
});

server.listen(Number(values.port), values.host, () => {
  console.info(`Proofdesk examples at http://${values.host}:${values.port}/ (API at ${apiOrigin})`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open.
    server.closeAllConnections();
  });
}
