import type { AttachmentVersion } from 'proofdesk/contract';
import { versionThumbnail } from 'proofdesk/proofing-viewer';
import { useProofdesk } from 'proofdesk/react';
import { useEffect, useState } from 'react';

/**
 * The version's picture as an object URL: the viewer's `versionThumbnail`, which its versions panel
 * shows too. Stored files are served only with the caller's bearer token (GET /storage/file/:key),
 * which an <img src> cannot send, so it is fetched and shown from memory. null while loading, when
 * there is none, or when it cannot be read.
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
    versionThumbnail(version, proofdesk.http.getToken(), controller.signal)
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
