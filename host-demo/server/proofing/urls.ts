import type { FastifyRequest } from 'fastify';
import type { FileUrl } from './to-wire';

// The API base of buildServer (API_PREFIX); not imported from app.ts, which imports the routes.
const API_BASE = '/api';

/** Origin the caller used, so returned URLs work behind whatever host name reached us. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const fileUrlFor =
  (request: FastifyRequest): FileUrl =>
  (key) =>
    `${requestOrigin(request)}${API_BASE}/storage/file/${encodeURIComponent(key)}`;

export const storageUploadUrl = (request: FastifyRequest) =>
  `${requestOrigin(request)}${API_BASE}/storage/upload`;
