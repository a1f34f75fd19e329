import type { AssetKind, UploadTokenData } from '../../contract';
import { UPLOAD_HEADERS } from '../../contract/constants';
import { uploadTokenName } from '../domain';
import type { HttpClient, HttpResult } from '../http';
import type { UploadTarget } from './types';

// The server calls of an upload (proofing §7 "Upload"), each resolving to a result, never throwing.

const path = (kind: AssetKind, orderId: string) =>
  `${encodeURIComponent(kind)}/${encodeURIComponent(orderId)}`;

/** Step 1: "spaces, parentheses and plus in the name are replaced by dashes". */
export function requestToken(
  http: HttpClient,
  kind: AssetKind,
  orderId: string,
  file: { name: string; size: number; type: string },
): Promise<HttpResult<UploadTokenData>> {
  return http.post<UploadTokenData>(`/upload/upload-token/${path(kind, orderId)}`, {
    body: { name: uploadTokenName(file.name), size: file.size, type: file.type },
    csrf: 'upload',
  });
}

export interface Registered {
  attachmentId?: string;
  versionId?: string;
  key: string;
  url: string;
}

/**
 * Step 3: the record `file{name, type, size, key, thumbnail{key,size}}` with the timeline,
 * attachment and source headers (sdk/contract/upload.ts UPLOAD_HEADERS).
 */
export function registerFile(
  http: HttpClient,
  target: UploadTarget,
  orderId: string,
  file: { name: string; type: string; size: number; key: string; thumbnail?: { key: string; size: number } },
): Promise<HttpResult<Registered>> {
  const headers: Record<string, string> = { [UPLOAD_HEADERS.timeline]: '1' };
  if (target.kind === 'attachment') headers[UPLOAD_HEADERS.source] = target.category;
  if (target.kind === 'attachment-version') {
    headers[UPLOAD_HEADERS.attachment] = target.attachmentId;
    // Without it the server files the version where its attachment is.
    if (target.category) headers[UPLOAD_HEADERS.source] = target.category;
  }
  return http.put<Registered>(`/upload/${path(target.kind, orderId)}`, {
    body: { file },
    headers,
    csrf: 'upload',
  });
}

/** Deleting a temporary upload (a chosen path: docs/api.md "DELETE /upload/:type/:orderId/:key"). */
export function removeTemporary(
  http: HttpClient,
  kind: AssetKind,
  orderId: string,
  key: string,
): Promise<HttpResult<unknown>> {
  return http.delete(`/upload/${path(kind, orderId)}/${encodeURIComponent(key)}`, { csrf: 'upload' });
}

/** "If the upload fails, the order unlock is called." */
export function unlockOrder(http: HttpClient, orderId: string): Promise<HttpResult<unknown>> {
  return http.put(`/order/${encodeURIComponent(orderId)}/unlock-order`, { csrf: 'card' });
}
