import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

// The example pages (examples/**/*.html) name the origin that serves the API and the script-tag
// build through a placeholder, because they are meant to be served from anywhere: by the reference
// server (same origin) or by scripts/serve-examples.mjs (another origin). The origin comes from the
// serving code's configuration, never from the request: a query parameter or Host header choosing
// which script a page loads would be a script injection.

/** Replaced by the API origin, e.g. `http://127.0.0.1:4400`; empty = the page's own origin. */
export const API_ORIGIN_PLACEHOLDER = '%PROOFDESK_ORIGIN%';
/** Replaced by a fresh nonce per response. */
export const NONCE_PLACEHOLDER = '%CSP_NONCE%';
/** The loader's versioned path (`/embed/<version>/proofdesk.js`) and its SRI hash (embed-files.ts). */
export const EMBED_LOADER_PLACEHOLDER = '%PROOFDESK_EMBED_LOADER%';
export const EMBED_INTEGRITY_PLACEHOLDER = '%PROOFDESK_EMBED_INTEGRITY%';

/** What the example pages name of the script-tag build: "latest" when the build has no release facts. */
export interface EmbedReference {
  path: string;
  integrity: string;
}
const LATEST_LOADER: EmbedReference = { path: '/embed/proofdesk.js', integrity: '' };

/** Pages (paths below the examples folder) served with the strict, nonce-based policy. */
export const STRICT_CSP_PAGES: ReadonlySet<string> = new Set(['strict-csp.html', 'guest-review.html']);

/** `http://host:port` from a URL; '' stays '' (same origin). Throws on anything else. */
export function normaliseApiOrigin(value: string | undefined): string {
  if (!value) return '';
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The API origin must be http(s), got "${value}"`);
  }
  return url.origin;
}

/**
 * The strict policy: nothing runs or styles the page without this response's nonce. The loader
 * imports its chunks at run time, so trust must reach scripts the loader (not the HTML) asks for:
 * 'strict-dynamic' passes it on, and makes a host allow-list unnecessary (CSP3 browsers ignore
 * one next to it). Connections go to the API only: HTTP and its WebSocket twin.
 */
export function strictPolicy(apiOrigin: string, nonce: string): string {
  const api = apiOrigin || "'self'";
  // CSP3 lets 'self' match ws: on the same host; a named origin needs its ws(s) twin spelled out.
  const connect = apiOrigin ? `${apiOrigin} ${apiOrigin.replace(/^http/, 'ws')}` : "'self'";
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${connect}`,
    `img-src 'self' ${apiOrigin ? `${apiOrigin} ` : ''}data: blob:`,
    `font-src ${api} data:`,
    // pdf.js's worker (the proofing viewer): a same-origin file, or a blob: URL of the API's copy
    // when the page is on another origin (widgets/proofing-viewer/document/pdf/pdfjs.ts).
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface ExampleResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.md': 'text/markdown; charset=utf-8',
  // A Next.js static export's page data (examples/next-host).
  '.txt': 'text/plain; charset=utf-8',
};

/** One HTML page ready to send: placeholders filled, a fresh nonce, policy and caching headers. */
export function renderExamplePage(
  name: string,
  html: string,
  apiOrigin: string,
  embed: EmbedReference = LATEST_LOADER,
): ExampleResponse {
  const nonce = randomBytes(16).toString('base64');
  // An empty integrity attribute checks nothing (a build without integrity.json).
  const body = html
    .replaceAll(API_ORIGIN_PLACEHOLDER, apiOrigin)
    .replaceAll(NONCE_PLACEHOLDER, nonce)
    .replaceAll(EMBED_LOADER_PLACEHOLDER, embed.path)
    .replaceAll(EMBED_INTEGRITY_PLACEHOLDER, embed.integrity);
  const headers: Record<string, string> = {
    'content-type': TYPES['.html'] as string,
    // A nonce protects only while it is used once: never let a cache replay the page.
    'cache-control': 'no-store',
  };
  if (STRICT_CSP_PAGES.has(name)) headers['content-security-policy'] = strictPolicy(apiOrigin, nonce);
  return { status: 200, headers, body };
}

/**
 * The answer for `path` (below the examples folder, still URL-encoded), or undefined for a 404.
 * Folders answer with their index.html; dot-files and anything outside `root` do not exist.
 */
export async function exampleResponse(
  root: string,
  path: string,
  apiOrigin: string,
  embed?: EmbedReference,
): Promise<ExampleResponse | undefined> {
  let name: string;
  try {
    name = decodeURIComponent(path.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
  if (name.includes('\0') || name.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const base = resolve(root);
  let file = resolve(base, `./${name}`);
  if (file !== base && !file.startsWith(base + sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  if (info.isDirectory()) {
    if (name !== '' && !name.endsWith('/')) {
      // Relative, so it works under whatever prefix the folder is mounted at.
      const last = name.split('/').pop() ?? '';
      return { status: 308, headers: { location: `${encodeURIComponent(last)}/` }, body: '' };
    }
    name = `${name}index.html`;
    file = resolve(file, 'index.html');
  }
  const type = TYPES[extname(file)];
  if (!type) return undefined;
  const content = await readFile(file).catch(() => undefined);
  if (!content) return undefined;
  if (type === TYPES['.html']) return renderExamplePage(name, content.toString('utf8'), apiOrigin, embed);
  return { status: 200, headers: { 'content-type': type, 'cache-control': 'no-cache' }, body: content };
}
