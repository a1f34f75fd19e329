import { type ComponentType, useEffect, useState } from 'react';
import { Button, Modal, useWidgetMessages } from '../../sdk/react';
import { defaultProofingViewerMessages, type ProofingViewerMessages } from './messages';
import type { ProofingViewerProps } from './props';

// The door of the viewer chunk to its lazy guest chunk (scripts/embed-config.mjs): the guest
// reviewer (`guestToken`); the invite dialog's is guest-invite-button.tsx. Only what must work when a chunk cannot load lives
// here: the 'AdBlock Detected' modal (proofing §2.6), since a blocked chunk is one of its causes.

/** proofing §2.6: 'AdBlock Detected' — shown when the viewer's own guest resources are blocked. */
export function AdBlockModal({
  messages: m,
  onClose,
}: {
  messages: ProofingViewerMessages;
  onClose(): void;
}) {
  return (
    <Modal
      open
      force
      role="alertdialog"
      onClose={onClose}
      title={m.adBlockTitle}
      footer={<Button onClick={onClose}>{m.gotIt}</Button>}
    >
      <p>{m.adBlockMessage}</p>
    </Modal>
  );
}

/** Loads a lazy chunk's component; a chunk that never arrives (an ad blocker, offline) is `failed`. */
export function useChunk<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [chunk, setChunk] = useState<ComponentType<P> | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setChunk(() => module.default),
      () => live && setChunk('failed'),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return chunk;
}

const loadGuest = () => import('./guest/guest-reviewer');

/** What the guest chunk gets from the viewer's chunk: handed over, so it imports nothing back. */
export interface GuestChunkProps extends ProofingViewerProps {
  /** The viewer for the instance in context (`ViewerWithState`). */
  frame: ComponentType<ProofingViewerProps>;
  adBlock: typeof AdBlockModal;
}

/** `<ProofingViewer guestToken>`: the guest reviewer chunk, or the ad-blocker modal if it is blocked. */
export function GuestEntry(props: Omit<GuestChunkProps, 'adBlock'>) {
  const m = useWidgetMessages(defaultProofingViewerMessages, props.messages);
  const Guest = useChunk(loadGuest);
  const [dismissed, setDismissed] = useState(false);
  if (Guest === 'loading') return null;
  if (Guest === 'failed')
    return dismissed ? null : <AdBlockModal messages={m} onClose={() => setDismissed(true)} />;
  return <Guest {...props} adBlock={AdBlockModal} />;
}
