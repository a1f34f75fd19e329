import { useProofdesk } from 'proofdesk/react';
import { useEffect, useState } from 'react';

/**
 * A stored thumbnail as an object URL. Stored files are served only with the caller's bearer token
 * (GET /storage/file/:key), which an <img src> cannot send, so it is fetched and shown from memory.
 * null while loading, when there is none, or when it cannot be read.
 */
export function useThumbnail(url: string | null): string | null {
  const proofdesk = useProofdesk();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = proofdesk.http.getToken();
    fetch(url, {
      signal: controller.signal,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
      .then((response) => (response.ok ? response.blob() : null))
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
  }, [url, proofdesk]);
  return src;
}
