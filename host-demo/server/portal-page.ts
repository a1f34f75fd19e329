import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NONCE_PLACEHOLDER } from './examples';

// The portal (host-demo/app, built by Vite) runs under its own strict policy. Vite writes
// NONCE_PLACEHOLDER into every <script>, stylesheet <link> and its <meta property="csp-nonce">
// (html.cspNonce in host-demo/app/vite.config.ts); each HTML response gets a fresh nonce there and
// in its Content-Security-Policy header. The portal hands the same nonce to its Proofdesk instance
// for the widgets' <style nonce> fallback (host-demo/app/src/lib/instance.ts).

/** Who may frame the portal when FRAME_ANCESTORS is not set: its own origin only. */
export const DEFAULT_FRAME_ANCESTORS: readonly string[] = ["'self'"];

const KEYWORDS = new Set(["'self'", "'none'"]);
// An origin as CSP writes it: scheme, host (a leading `*.` allowed), optional port; nothing after.
const ORIGIN_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * FRAME_ANCESTORS (comma-separated) → frame-ancestors sources. Anything but 'self', 'none' or an
 * http(s) origin is refused at start-up: a space or ';' in a value would add directives of its own.
 */
export function parseFrameAncestors(value: string | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => (item === 'self' || item === 'none' ? `'${item}'` : item.replace(/\/$/, '')));
  if (items.length === 0) return [...DEFAULT_FRAME_ANCESTORS];
  for (const item of items) {
    if (!KEYWORDS.has(item) && !ORIGIN_SOURCE.test(item))
      throw new Error(`FRAME_ANCESTORS takes 'self', 'none' or http(s) origins, got "${item}"`);
  }
  if (items.includes("'none'") && items.length > 1)
    throw new Error("FRAME_ANCESTORS: 'none' cannot be combined with other sources");
  return items;
}

/** LIVE_CHAT_URL, checked: the script's address and the origin the policy lets it load from and talk to. */
export interface LiveChat {
  url: string;
  origin: string;
}

/**
 * LIVE_CHAT_URL → the live-chat script (dashboard §2 "App shell"); unset or empty = no live chat and
 * nothing added to the policy. Only an absolute http(s) URL without credentials is taken; anything
 * else stops the start (its origin goes into the policy, so a value must be exactly one origin).
 */
export function parseLiveChatUrl(value: string | undefined): LiveChat | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`LIVE_CHAT_URL must be an absolute http(s) URL, got "${text}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    throw new Error(`LIVE_CHAT_URL must be an http(s) URL without credentials, got "${text}"`);
  if (!ORIGIN_SOURCE.test(url.origin))
    throw new Error(`LIVE_CHAT_URL has an unusable origin: "${url.origin}"`);
  return { url: url.href, origin: url.origin };
}

/** What a portal page's policy depends on: who may frame it, and where its files come from. */
export interface PortalPolicy {
  frameAncestors: readonly string[];
  /** The origin of PUBLIC_URL, which every file URL starts with. */
  fileOrigin?: string;
  /** Image hosts of the stock image search (https://images.pexels.com with PEXELS_API_KEY; My Images). */
  imageOrigins?: readonly string[];
  /** The live-chat script, when LIVE_CHAT_URL is set: its origin is allowed, its URL handed to the page. */
  liveChat?: LiveChat;
}

/**
 * The portal's policy. Scripts: this response's nonce, passed by 'strict-dynamic' to the chunks the
 * entry imports at run time; 'self' is only for browsers without 'strict-dynamic' (CSP3 browsers
 * ignore it next to it), which would otherwise refuse those chunks. Styles: the built stylesheet
 * ('self') and the widgets' <style nonce> fallback; adopted stylesheets and `element.style` are not
 * governed by style-src. Images: the API's files ('self'), the viewer's blob: copies and data: brand
 * images. Connections: the API and, in CSP3, its same-host WebSocket ('self' covers ws:). Workers:
 * pdf.js's own file ('self') and the upload thumbnail worker (blob:). With LIVE_CHAT_URL set, its
 * origin is added where a chat widget needs it: script-src (for browsers without 'strict-dynamic';
 * CSP3 browsers load it through the portal's nonce'd script tag), connect-src, img-src and frame-src
 * (the chat window); unset, the policy names no other site.
 */
export function portalPolicy(
  nonce: string,
  { frameAncestors, fileOrigin, imageOrigins = [], liveChat }: PortalPolicy,
): string {
  // Files and the storage upload URL are built on PUBLIC_URL (http/public-url.ts); a portal reached
  // under another name (localhost for 127.0.0.1) loads them from there.
  const files = fileOrigin ? ` ${fileOrigin}` : '';
  const chat = liveChat ? ` ${liveChat.origin}` : '';
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${chat}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self'${files}${imageOrigins.map((origin) => ` ${origin}`).join('')}${chat} data: blob:`,
    "font-src 'self' data:",
    `connect-src 'self'${files}${chat}`,
    ...(liveChat ? [`frame-src${chat}`] : []),
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');
}

/** X-Frame-Options for browsers without frame-ancestors; it cannot name other origins, so a list sends none. */
function frameOptions(frameAncestors: readonly string[]): string | undefined {
  if (frameAncestors.length !== 1) return undefined;
  if (frameAncestors[0] === "'self'") return 'SAMEORIGIN';
  if (frameAncestors[0] === "'none'") return 'DENY';
  return undefined;
}

export interface PortalPage {
  headers: Record<string, string>;
  body: string;
}

/** The meta tag the portal reads the live-chat script's URL from (shell/watch/live-chat.tsx). */
export const LIVE_CHAT_META = 'proofdesk-live-chat';

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The page with the live-chat URL in a meta tag at the end of its head (nothing when unset). */
function withLiveChat(html: string, liveChat: LiveChat | undefined): string {
  if (!liveChat) return html;
  const meta = `<meta name="${LIVE_CHAT_META}" content="${escapeAttribute(liveChat.url)}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : html;
}

/** One portal page ready to send: a fresh nonce in the HTML and in the policy, never cached. */
export function renderPortalPage(html: string, policy: PortalPolicy): PortalPage {
  const nonce = randomBytes(16).toString('base64');
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': portalPolicy(nonce, policy),
    // A nonce protects only while it is used once: no cache may replay the page.
    'cache-control': 'no-store',
  };
  const legacy = frameOptions(policy.frameAncestors);
  if (legacy) headers['x-frame-options'] = legacy;
  return { headers, body: withLiveChat(html, policy.liveChat).replaceAll(NONCE_PLACEHOLDER, nonce) };
}

/** Pages the portal build has at its top level (index.html, isolation.html); no folders, no dot-files. */
const PAGE_PATH = /^\/([\w-]+\.html)$/;

/** Routes answered with a page of their own: /not-support must work without the portal's bundle. */
const PAGE_ALIASES: Readonly<Record<string, string>> = { '/not-support': 'not-support.html' };

/** Paths static serving leaves to the page renderer: no HTML of the portal goes out without its nonce. */
export const isPortalPagePath = (pathname: string) => pathname.endsWith('/') || pathname.endsWith('.html');

/**
 * The page a GET for `url` is answered with: a top-level page of the build by name, or index.html for
 * `/` and for a browser navigating to a client-side route (e.g. /orders/detail/42). Undefined = none.
 */
export async function portalPage(
  root: string,
  url: string,
  acceptsHtml: boolean,
  policy: PortalPolicy,
): Promise<PortalPage | undefined> {
  const pathname = url.split('?')[0] ?? '';
  const named = PAGE_PATH.exec(pathname)?.[1] ?? PAGE_ALIASES[pathname];
  const page = named ? await readPage(root, named) : undefined;
  if (page !== undefined) return renderPortalPage(page, policy);
  if (pathname !== '/' && !acceptsHtml) return undefined;
  const index = await readPage(root, 'index.html');
  return index === undefined ? undefined : renderPortalPage(index, policy);
}

const readPage = (root: string, file: string) => readFile(join(root, file), 'utf8').catch(() => undefined);
