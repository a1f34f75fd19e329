import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Button, CloseIcon } from '../../sdk/react';
import { fill, type ProofingViewerMessages } from './messages';
import { useViewerState, type ViewerTab } from './state/viewer-state';

interface ViewerHeaderProps {
  messages: ProofingViewerMessages;
  /** §6: whether this user sees the Internal/Public toggle. */
  showsToggle: boolean;
  onTab(tab: ViewerTab): void;
  /** Without it, no close button (guests, proofing §2.4). */
  onClose?: (() => void) | undefined;
  /** The actions before the close button (add version, Download Proof, compare, invite). */
  children?: ReactNode;
}

const TABS: readonly ViewerTab[] = ['internal', 'public'];

/**
 * Proofing §2.7 header: file name and version, 'Page x of y' for PDFs (following the scroll), the
 * Internal/Public toggle (§6), the close button.
 */
export function ViewerHeader({ messages: m, showsToggle, onTab, onClose, children }: ViewerHeaderProps) {
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
      {children}
      {onClose && (
        <Button variant="ghost" size="icon" aria-label={m.close} onClick={onClose}>
          <CloseIcon />
        </Button>
      )}
    </header>
  );
}
