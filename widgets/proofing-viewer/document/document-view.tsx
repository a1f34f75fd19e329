import { useStore } from '@nanostores/react';
import type { ProofingViewerMessages } from '../messages';
import { PageOverlay } from '../parts';
import { useViewerState } from '../state/viewer-state';

interface DocumentViewProps {
  messages: ProofingViewerMessages;
}

/** The pages of the shown file, each a box holding its canvas (or image) and the drawing layer. */
export function DocumentView({ messages: m }: DocumentViewProps) {
  const state = useViewerState();
  const pages = useStore(state.$pages);
  const zoom = useStore(state.$zoom);
  return (
    <div className="pd-viewer-scroll" role="document" aria-label={m.documentLabel}>
      {pages.map((page) => (
        <div
          key={page.page}
          className="pd-viewer-page-box"
          data-page={page.page}
          style={{ position: 'relative', width: page.width * zoom, height: page.height * zoom }}
        >
          <PageOverlay page={page} zoom={zoom} messages={m} />
        </div>
      ))}
    </div>
  );
}
