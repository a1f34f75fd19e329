import type { AttachmentVersion } from '../../../sdk/contract';
import { renderPdfThumbnail } from '../document/pdf/pdf-thumbnail';

// A version's picture, as the order page's cards and the versions panel's tiles show it (issue 21:
// the panel showed 'PNG' where the order page showed the picture, since it used only the stored
// thumbnail and the demo's files, like older uploads, have none).

/** An image stored without a thumbnail (older files, the demo seed) is shown itself up to this size. */
export const SMALL_IMAGE_BYTES = 2 * 1024 * 1024;

async function download(url: string, token: string | null, signal: AbortSignal) {
  const response = await fetch(url, { signal, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return response.ok ? response.blob() : null;
}

/**
 * The upload's 316×240 thumbnail (proofing §3 `thumbnail`), else a small image itself, else for a PDF
 * its first page drawn small; null for other files (their type stands in). Stored files are served
 * only with the caller's bearer token, so each is fetched, not linked.
 */
export async function versionThumbnail(
  version: Pick<AttachmentVersion, 'thumbnail' | 'url' | 'fileType' | 'fileSizeRaw'>,
  token: string | null,
  signal: AbortSignal,
): Promise<Blob | null> {
  if (version.thumbnail) return download(version.thumbnail, token, signal);
  if (version.fileType === 'image' && version.fileSizeRaw <= SMALL_IMAGE_BYTES) {
    return download(version.url, token, signal);
  }
  if (version.fileType === 'pdf') return renderPdfThumbnail(version.url, token, signal);
  return null;
}

/** Where the picture comes from (a `data-thumbnail` value for styles and tests). */
export const thumbnailKind = (version: Pick<AttachmentVersion, 'thumbnail' | 'fileType'>) =>
  version.thumbnail ? 'stored' : version.fileType === 'pdf' ? 'pdf-page' : 'image';
