import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button, getToastStore, useProofdesk } from '../../../sdk/react';
import type { ProofingViewerMessages } from '../messages';
import { useViewerState } from '../state/viewer-state';

/**
 * Proofing §2.7 'Download Proof' ('Downloading...' while working). Everything it does is in the
 * lazy `proof` chunk (jsPDF with it), imported on the click; a failure, the chunk's download
 * included, shows 'Oops, something went wrong download pdf' (§8).
 */
export function DownloadProofButton({ messages: m }: { messages: ProofingViewerMessages }) {
  const state = useViewerState();
  const instance = useProofdesk();
  const version = useStore(state.$version);
  const [busy, setBusy] = useState(false);
  if (!version || version.fileType === 'unsupported') return null;
  const download = async (event: { currentTarget: Element }) => {
    const button = event.currentTarget;
    setBusy(true);
    try {
      const { downloadProof } = await import('./export/download-proof');
      await downloadProof(instance, state, version, m, button);
    } catch {
      getToastStore(instance).show({ variant: 'danger', message: m.downloadFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" disabled={busy} aria-busy={busy} onClick={download}>
      {busy ? m.downloading : m.downloadProof}
    </Button>
  );
}
