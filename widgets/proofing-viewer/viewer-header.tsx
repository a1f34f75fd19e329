import { useStore } from '@nanostores/react';
import { Button, CloseIcon } from '../../sdk/react';
import { AddVersion } from './add-version';
import { CompareButton } from './compare/compare-button';
import { fill, type ProofingViewerMessages } from './messages';
import { DownloadProofButton } from './proof/download-proof-button';
import { useViewerState, type ViewerTab } from './state/viewer-state';

interface ViewerHeaderProps {
  messages: ProofingViewerMessages;
  /** §6: whether this user sees the Internal/Public toggle. */
  showsToggle: boolean;
  onTab(tab: ViewerTab): void;
  onClose(): void;
  /** The attachment's group once loaded: "Add version" needs it (issue 12). */
  attachmentGroup?: string | undefined;
}

const TABS: readonly ViewerTab[] = ['internal', 'public'];

/**
 * Proofing §2.7 header: file name and version, 'Page x of y' for PDFs (following the scroll), the
 * Internal/Public toggle (§6), the close button.
 */
export function ViewerHeader({
  messages: m,
  showsToggle,
  onTab,
  onClose,
  attachmentGroup,
}: ViewerHeaderProps) {
  const state = useViewerState();
  const version = useStore(state.$version);
  const pages = useStore(state.$pages);
  const page = useStore(state.$currentPage);
  const tab = useStore(state.$tab);
  return (
    <header className="pd-viewer-header">
      <h2 className="pd-viewer-title">
        {version ? fill(m.fileTitle, { fileName: version.fileName, version: version.version }) : ''}
      </h2>
      {version?.fileType === 'pdf' && pages.length > 0 && (
        <span className="pd-viewer-page">{fill(m.pageOf, { page, pages: pages.length })}</span>
      )}
      {showsToggle && (
        // biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a form's fieldset
        <div className="pd-viewer-tabs" role="group" aria-label={m.tabsLabel}>
          {TABS.map((name) => (
            <Button
              key={name}
              variant={tab === name ? 'primary' : 'ghost'}
              size="sm"
              aria-pressed={tab === name}
              onClick={() => onTab(name)}
            >
              {name === 'internal' ? m.tabInternal : m.tabPublic}
            </Button>
          ))}
        </div>
      )}
      {attachmentGroup && <AddVersion group={attachmentGroup} messages={m} />}
      <DownloadProofButton messages={m} />
      <CompareButton messages={m} />
      <Button variant="ghost" size="icon" aria-label={m.close} onClick={onClose}>
        <CloseIcon />
      </Button>
    </header>
  );
}
