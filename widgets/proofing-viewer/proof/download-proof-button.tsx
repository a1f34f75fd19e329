import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Button, getToastStore, useProofdesk } from '../../../sdk/react';
import type { ProofingViewerMessages } from '../messages';
import { useViewerState } from '../state/viewer-state';

/**
 * How long 'Downloading...' stays at least (issue 21: a small proof is made in a few frames, so the
 * state flashed by unseen). The work itself is never held up: only the label stays.
 */
export const MIN_BUSY_MS = 600;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Proofing §2.7 'Download Proof' ('Downloading...' while working, and at least MIN_BUSY_MS, told to
 * screen readers through a status region). Everything it does is in the lazy `proof` chunk (jsPDF
 * with it), imported on the click; a failure, the chunk's download included, shows 'Oops, something
 * went wrong download pdf' (§8).
 */
export function DownloadProofButton({ messages: m }: { messages: ProofingViewerMessages }) {
  const state = useViewerState();
  const instance = useProofdesk();
  const version = useStore(state.$version);
  const [busy, setBusy] = useState(false);
  if (!version || version.fileType === 'unsupported') return null;
  const download = async (event: { currentTarget: Element }) => {
    const button = event.currentTarget;
    const started = performance.now();
    setBusy(true);
    try {
      const { downloadProof } = await import('./export/download-proof');
      await downloadProof(instance, state, version, m, button);
    } catch {
      getToastStore(instance).show({ variant: 'danger', message: m.downloadFailed });
    } finally {
      await pause(MIN_BUSY_MS - (performance.now() - started));
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" disabled={busy} aria-busy={busy} onClick={download}>
        {busy ? m.downloading : m.downloadProof}
      </Button>
      {/* In the page before it speaks: a live region added with its text is not announced. */}
      <span className="pd-visually-hidden" role="status">
        {busy ? m.downloading : ''}
      </span>
    </>
  );
}
