import { type RefObject, useEffect, useState } from 'react';
import type { AttachmentVersion } from '../../../sdk/contract';
import { useProofdesk } from '../../../sdk/react';
import type { ProofingViewerMessages } from '../messages';
import { useViewerState } from '../state/viewer-state';
import { DocumentMessage, LoadingStatus } from './document-status';
import { downloadBlob, withVersionParam } from './download';
import { PageColumn } from './page-column';

interface ImageDocumentProps {
  version: AttachmentVersion;
  messages: ProofingViewerMessages;
  root: RefObject<HTMLElement | null>;
}

type ImageLoad =
  | { status: 'loading'; percent: number | null }
  | { status: 'ready'; src: string }
  | { status: 'failed' };

/**
 * An image version as one page: downloaded with the session's token and a cache-busting `v`
 * (proofing §7), shown at its natural size times the zoom. A failure shows 'File cannot loaded,
 * Please reload your page' (§8).
 */
export function ImageDocument({ version, messages: m, root }: ImageDocumentProps) {
  const instance = useProofdesk();
  const state = useViewerState();
  const [load, setLoad] = useState<ImageLoad>({ status: 'loading', percent: null });

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setLoad({ status: 'loading', percent: null });
    const url = withVersionParam(version.url, version.id);
    downloadBlob(url, {
      token: instance.http.getToken(),
      signal: controller.signal,
      onProgress: (percent) => !controller.signal.aborted && setLoad({ status: 'loading', percent }),
    })
      .then(async (blob) => {
        objectUrl = URL.createObjectURL(blob);
        const image = new Image();
        image.src = objectUrl;
        await image.decode();
        if (controller.signal.aborted) return;
        state.$pages.set([{ page: 1, width: image.naturalWidth, height: image.naturalHeight }]);
        setLoad({ status: 'ready', src: objectUrl });
        state.$documentShown.set(true);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'failed' });
        state.$documentShown.set(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      state.$pages.set([]);
    };
  }, [version, instance, state]);

  if (load.status === 'failed') return <DocumentMessage text={m.imageError} alert />;
  if (load.status === 'loading') return <LoadingStatus messages={m} percent={load.percent} />;
  return (
    <PageColumn
      messages={m}
      root={root}
      renderPage={() => (
        <img className="pd-viewer-page-picture" src={load.src} alt={version.fileName} draggable={false} />
      )}
    />
  );
}
// The viewer's first path, for the host's bundler (first-path.ts).
export { viewerFirstPath } from '../first-path';
