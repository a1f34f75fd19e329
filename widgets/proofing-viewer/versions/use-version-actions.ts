import { useState } from 'react';
import type { AttachmentVersion } from '../../../sdk/contract';
import type { HttpResult } from '../../../sdk/core/http';
import { useProofdesk } from '../../../sdk/react';
import { fill } from '../messages';
import { useViewerState } from '../state/viewer-state';
import type { VersionMessages } from './messages';
import { viewerToasts } from './toasts';
import { APPROVE_COOLDOWN_MS, DELETE_COOLDOWN_MS, useCooldown } from './use-cooldown';
import { deleteVersion, recordApproval } from './version-actions';

/**
 * Approve, Revise and Delete (proofing §4.4): each call's result as a toast ('The attachment file
 * approved', 'The attachment file revised', 'Success' / 'The version already removed', or 'Failed'
 * with the server's message, §8), then a reload so the list, the badge and the flags follow. Approve
 * and Revise pause 10 s after a click, Delete 5 s (§9), whatever the answer.
 */
export function useVersionActions(m: VersionMessages) {
  const http = useProofdesk().http;
  const state = useViewerState();
  const toasts = viewerToasts(state);
  const approveCooldown = useCooldown(APPROVE_COOLDOWN_MS);
  const deleteCooldown = useCooldown(DELETE_COOLDOWN_MS);
  // The version whose Delete asked for a reason, while the prompt is open.
  const [deleting, setDeleting] = useState<AttachmentVersion | null>(null);

  const settle = async (
    request: Promise<HttpResult<unknown>>,
    success: { title?: string; message: string },
  ) => {
    const result = await request;
    if (result.ok) {
      toasts.show({ variant: 'success', ...success });
    } else {
      toasts.show({ variant: 'warning', title: m.failedTitle, message: result.error.message });
    }
    state.reload();
  };

  return {
    approving: approveCooldown.cooling,
    deletingPaused: deleteCooldown.cooling,
    deleting,
    approve(version: AttachmentVersion) {
      approveCooldown.start();
      void settle(recordApproval(http, state, version, 'Approved'), { message: m.versionApproved });
    },
    revise(version: AttachmentVersion) {
      approveCooldown.start();
      void settle(recordApproval(http, state, version, 'Revise'), { message: m.versionRevised });
    },
    /** Delete asks for a reason first; the pause starts with the call. */
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete(reason: string) {
      const version = deleting;
      setDeleting(null);
      if (!version) return;
      deleteCooldown.start();
      void settle(deleteVersion(http, state, version, reason), {
        title: m.successTitle,
        message: m.versionRemoved,
      });
    },
    deleteTitle: deleting ? fill(m.deleteReasonTitle, { version: deleting.version }) : '',
  };
}
