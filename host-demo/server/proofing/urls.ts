import type { ServerContext } from '../http';
import type { FileUrl } from './to-wire';

// The API base of buildServer (API_PREFIX); not imported from app.ts, which imports the routes.
const API_BASE = '/api';

// On the server's public URL, never the caller's Host (http/public-url.ts): a file URL can be kept
// and shown to others (an avatar), so the caller must not choose its host.
export const fileUrlFor =
  (ctx: ServerContext): FileUrl =>
  (key) =>
    `${ctx.publicUrl()}${API_BASE}/storage/file/${encodeURIComponent(key)}`;

export const storageUploadUrl = (ctx: ServerContext) => `${ctx.publicUrl()}${API_BASE}/storage/upload`;
