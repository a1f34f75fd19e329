import { type ComponentType, useEffect, useState } from 'react';
import { takesAccountDecisions } from '../../sdk/access';
import { Button, Modal, useWidgetMessages } from '../../sdk/react';
import type { InviteMessages } from './guest-invite/invite-messages';
import { defaultProofingViewerMessages, type ProofingViewerMessages } from './messages';
import type { ProofingViewerProps } from './props';
import { useStanding } from './versions/use-standing';

// The doors of the viewer chunk to its two lazy guest chunks (scripts/embed-config.mjs): the guest
// reviewer (`guestToken`) and the invite dialog. Only what must work when a chunk cannot load lives
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
function useChunk<P>(load: () => Promise<{ default: ComponentType<P> }>) {
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

const loadInvite = () => import('./guest-invite/invite-dialog');

/** The header's 'Invite guest' button; its dialog (invite, copy the link, list, revoke) loads on click. */
export function InviteGuestButton({
  orderId,
  messages: m,
}: {
  orderId: string;
  messages: ProofingViewerMessages;
}) {
  const [open, setOpen] = useState(false);
  // Not for the white-label reseller of the order's account (sdk/access canInviteGuests, issue 20);
  // read here, once the document has shown, so the standing's read does not compete with it.
  const standing = useStanding();
  if (!takesAccountDecisions(standing?.asReseller)) return null;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {m.inviteGuest}
      </Button>
      {open && (
        <InviteDialogLoader
          orderId={orderId}
          messages={m as Partial<InviteMessages>}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function InviteDialogLoader(props: { orderId: string; messages: Partial<InviteMessages>; onClose(): void }) {
  const Dialog = useChunk(loadInvite);
  return typeof Dialog === 'function' ? <Dialog {...props} /> : null;
}
