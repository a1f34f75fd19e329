import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { AttachmentVersion } from '../../../sdk/contract';
import { useProofdesk } from '../../../sdk/react';
import { downloadBlob, withVersionParam } from '../document/download';

/**
 * A version's thumbnail (proofing §3 `thumbnail`, the upload's 316×240 JPEG), fetched with the
 * session's bearer token like the file itself; a version without one shows its file kind. Decorative:
 * the version's text names it.
 */
export function VersionThumbnail({ version }: { version: AttachmentVersion }) {
  const instance = useProofdesk();
  const token = useStore(instance.session.$auth).token;
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!version.thumbnail) return;
    const controller = new AbortController();
    let url: string | null = null;
    downloadBlob(withVersionParam(version.thumbnail, version.id), {
      token,
      signal: controller.signal,
      onProgress: () => {},
    })
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      // No thumbnail: the file kind stands in.
      .catch(() => setSrc(null));
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [version.thumbnail, version.id, token]);
  const kind = version.fileName.split('.').pop()?.slice(0, 4).toUpperCase() ?? '';
  return (
    <span className="pd-version-thumb" aria-hidden="true">
      {src ? <img src={src} alt="" /> : <span className="pd-version-kind">{kind}</span>}
    </span>
  );
}
