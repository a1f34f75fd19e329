import type { AttachmentVersion } from 'proofdesk/contract';
import { useProofdesk } from 'proofdesk/react';
import { useEffect, useState } from 'react';
import { renderPdfThumbnail } from './pdf-thumbnail';

/** An image stored without a thumbnail (older files, the demo seed) is shown itself up to this size. */
const SMALL_IMAGE_BYTES = 2 * 1024 * 1024;

async function download(url: string, token: string | null, signal: AbortSignal) {
  const response = await fetch(url, { signal, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return response.ok ? response.blob() : null;
}

/** The stored thumbnail, a small image itself, or for a PDF its first page drawn small. */
async function thumbnailOf(version: AttachmentVersion, token: string | null, signal: AbortSignal) {
  if (version.thumbnail) return download(version.thumbnail, token, signal);
  if (version.fileType === 'image' && version.fileSizeRaw <= SMALL_IMAGE_BYTES) {
    return download(version.url, token, signal);
  }
  if (version.fileType === 'pdf') return renderPdfThumbnail(version.url, token, signal);
  return null;
}

/**
 * The version's thumbnail as an object URL. Stored files are served only with the caller's bearer
 * token (GET /storage/file/:key), which an <img src> cannot send, so it is fetched and shown from
 * memory. null while loading, when there is none, or when it cannot be read.
 */
export function useThumbnail(version: AttachmentVersion): string | null {
  const proofdesk = useProofdesk();
  const [src, setSrc] = useState<string | null>(null);
  const { thumbnail, url, fileType } = version;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version's file fields decide, not the object
  useEffect(() => {
    setSrc(null);
    const controller = new AbortController();
    let objectUrl: string | null = null;
    thumbnailOf(version, proofdesk.http.getToken(), controller.signal)
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      // A thumbnail that cannot be read leaves the file-type tile in its place.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [thumbnail, url, fileType, proofdesk]);
  return src;
}
