import { useStore } from '@nanostores/react';
import { Button, CloseIcon } from '../../sdk/react';
import { fill, type ProofingViewerMessages } from './messages';
import { useViewerState } from './state/viewer-state';

interface ViewerHeaderProps {
  messages: ProofingViewerMessages;
  onClose(): void;
}

/** Proofing §2.7 header: file name and version, 'Page x of y' for PDFs, the close button. */
export function ViewerHeader({ messages: m, onClose }: ViewerHeaderProps) {
  const state = useViewerState();
  const version = useStore(state.$version);
  const pages = useStore(state.$pages);
  const page = useStore(state.$currentPage);
  return (
    <header className="pd-viewer-header">
      <h2 className="pd-viewer-title">
        {version ? fill(m.fileTitle, { fileName: version.fileName, version: version.version }) : ''}
      </h2>
      {version?.fileType === 'pdf' && pages.length > 0 && (
        <span className="pd-viewer-page" aria-live="polite">
          {fill(m.pageOf, { page, pages: pages.length })}
        </span>
      )}
      <Button variant="ghost" size="icon" aria-label={m.close} onClick={onClose}>
        <CloseIcon />
      </Button>
    </header>
  );
}
