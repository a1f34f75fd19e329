import { useStore } from '@nanostores/react';
import type { AttachmentVersion } from '../../../../sdk/contract';
import { Button, CloseIcon, useProofdesk } from '../../../../sdk/react';
import { fill, type ProofingViewerMessages } from '../../messages';
import { DownloadProofButton } from '../../proof/download-proof-button';
import { useViewerState } from '../../state/viewer-state';
import { mayWriteEntry } from '../annotation-data';
import { usePdfToolsDocument } from './use-pdf-tools-document';

interface PdfToolsBarProps {
  messages: ProofingViewerMessages;
  onClose(): void;
}

/**
 * Proofing §2.7 "PDF proof viewer top bar: close button, file name and version, Checked badge,
 * Download Proof, Save Changes", plus the pen PDF tools draws with (the pen and Save Changes only for
 * who may write the entry). Keyed by version: another
 * version opens its own document.
 */
export default function PdfToolsBar({ messages, onClose }: PdfToolsBarProps) {
  const version = useStore(useViewerState().$version);
  if (!version) return null;
  return <Bar key={version.id} version={version} messages={messages} onClose={onClose} />;
}

function Bar({ version, messages: m, onClose }: PdfToolsBarProps & { version: AttachmentVersion }) {
  const state = useViewerState();
  const profile = useStore(useProofdesk().session.$profile);
  // The pen and Save Changes for who may write this entry, on a file that is not read-only.
  const writes = !useStore(state.$readOnly) && mayWriteEntry(version, profile);
  const pen = useStore(state.$tool) === 'line';
  const { save } = usePdfToolsDocument(version, m);
  return (
    <header className="pd-viewer-header" data-pdf-tools="">
      <h2 className="pd-viewer-title">
        {fill(m.fileTitle, { fileName: version.fileName, version: version.version })}
      </h2>
      {version.isInternalApproved && <span className="pd-badge pd-badge--success">{m.checked}</span>}
      {writes && (
        <Button
          variant={pen ? 'primary' : 'ghost'}
          size="sm"
          aria-pressed={pen}
          onClick={() => state.$tool.set(pen ? 'pointer' : 'line')}
        >
          {m.pdfToolsPen}
        </Button>
      )}
      <DownloadProofButton messages={m} />
      {writes && (
        <Button variant="primary" size="sm" onClick={() => void save(true)}>
          {m.saveChanges}
        </Button>
      )}
      <Button variant="ghost" size="icon" aria-label={m.close} onClick={onClose}>
        <CloseIcon />
      </Button>
    </header>
  );
}

// The viewer's first path, for the host's bundler (first-path.ts).
export { viewerFirstPath } from '../../first-path';
