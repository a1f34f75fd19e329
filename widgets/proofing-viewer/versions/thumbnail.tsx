import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { AttachmentVersion } from '../../../sdk/contract';
import { useProofdesk } from '../../../sdk/react';
import { thumbnailKind, versionThumbnail } from './thumbnail-source';

/**
 * A version's thumbnail, the same picture the order page's card shows (thumbnail-source.ts); a
 * version without one, or whose picture cannot be read, shows its file kind. Decorative: the
 * version's text names it.
 */
export function VersionThumbnail({ version }: { version: AttachmentVersion }) {
  const instance = useProofdesk();
  const token = useStore(instance.session.$auth).token;
  const [src, setSrc] = useState<string | null>(null);
  const { thumbnail, url, fileType, fileSizeRaw } = version;
  useEffect(() => {
    setSrc(null);
    const controller = new AbortController();
    let objectUrl: string | null = null;
    versionThumbnail({ thumbnail, url, fileType, fileSizeRaw }, token, controller.signal)
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      // No picture: the file kind stands in.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [thumbnail, url, fileType, fileSizeRaw, token]);
  const kind = version.fileName.split('.').pop()?.slice(0, 4).toUpperCase() ?? '';
  return (
    <span
      className="pd-version-thumb"
      aria-hidden="true"
      data-thumbnail={src ? thumbnailKind(version) : 'tile'}
    >
      {/* The type is drawn from an attribute, not written as text: it stays out of the label's text,
          which tests and any tool reading textContent take for the radio's name (the name skips it too). */}
      {src ? <img src={src} alt="" /> : <span className="pd-version-kind" data-kind={kind} />}
    </span>
  );
}
