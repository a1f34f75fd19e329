import { useState } from 'react';
import { takesAccountDecisions } from '../../sdk/core/access';
import { Button } from '../../sdk/react';
import { useChunk } from './guest-entry';
import type { InviteMessages } from './guest-invite/invite-messages';
import type { ProofingViewerMessages } from './messages';
import { useStanding } from './versions/use-standing';

// The header's door to the lazy invite dialog (scripts/embed-config.mjs); it is part of the viewer's
// chrome (chrome.tsx), which loads once the document has shown.

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
  // Not for the white-label reseller of the order's account (sdk/core/access canInviteGuests, issue 20);
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
