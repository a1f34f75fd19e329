import type { Server } from 'node:http';

// Every absolute URL the server answers (file URLs, the storage upload URL, guest invitation links)
// is built on one public URL: PUBLIC_URL, else the address the server listens on. Never on the
// request's Host, Origin or X-Forwarded-* headers: a caller could otherwise have an invitation
// link, or an avatar URL other users load, point at a host of its choosing (issue 20).

/**
 * PUBLIC_URL as links start with it: an http(s) URL's origin and path, no trailing slash (a portal
 * behind a proxy may sit under a path). Throws on anything else, so a typo stops the start.
 */
export function parsePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(
      `PUBLIC_URL must be an http(s) URL without credentials, query or fragment, got "${value}"`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The address `server` listens on, as a URL origin; an all-interfaces address reads as 127.0.0.1
 * (as the start banner shows it), and a server that is not listening (tests' inject) as
 * http://localhost.
 */
export function ownAddress(server: Server): string {
  const address = server.address();
  if (!address || typeof address === 'string') return 'http://localhost';
  const unspecified = address.address === '0.0.0.0' || address.address === '::';
  const host = unspecified ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
