import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { canAddVersion, versionCategory } from '../../sdk/core/access';
import { Button, getToastStore, useProofdesk } from '../../sdk/react';
import type { ProofingViewerMessages } from './messages';
import { useViewerState } from './state/viewer-state';

/** §4.2: no new version on an approved or cancelled order. */
const CLOSED = new Set(['approved', 'cancelled']);

/**
 * "Add version" (issue 12) for users who may upload to the attachment's category (§6,
 * `canAddVersion`): a file picker whose file goes through the page's upload store, imported only
 * when a file is chosen (the viewer's chunk holds none of the upload code), and the new version
 * opens once it is registered.
 */
export function AddVersion({ group, messages: m }: { group: string; messages: ProofingViewerMessages }) {
  const instance = useProofdesk();
  const state = useViewerState();
  const user = useStore(instance.session.$profile);
  const tab = useStore(state.$tab);
  const progress = useStore(state.$orderProgress);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!canAddVersion(user, group, tab) || CLOSED.has(progress ?? '')) return null;

  const send = async (file: File) => {
    setBusy(true);
    const { getUploadStore } = await import('../../sdk/core/uploads');
    const uploads = getUploadStore(instance);
    const started = uploads.start({
      orderId: state.orderId,
      target: {
        kind: 'attachment-version',
        attachmentId: state.attachmentId,
        category: versionCategory(group, tab) ?? undefined,
      },
      files: [file],
      onUploaded: (uploaded) => uploaded.versionId && state.reload({ versionId: uploaded.versionId }),
    });
    if (!started.ok) {
      const { title, message } = started.problem;
      getToastStore(instance).show({ variant: 'warning', title, message });
    } else await Promise.all(started.ids.map((id) => uploads.settled(id)));
    setBusy(false);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        className="pd-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? m.addingVersion : m.addVersion}
      </Button>
    </>
  );
}
