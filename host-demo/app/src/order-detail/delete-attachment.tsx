import type { OrderAttachment } from 'proofdesk/contract';
import { Prompt, useProofdesk, useToast } from 'proofdesk/react';
import { fillTemplate } from 'proofdesk/rules';
import { useState } from 'react';
import { detailMessages as m } from './messages';

/**
 * Deleting a file asks first (the sdk's Prompt, a warning with Yes / No), then calls
 * DELETE /order/{id}/{id}/attachment. The server checks the right again; a refusal shows
 * 'Failed!' with its message and the file stays.
 */
export function useDeleteAttachment(orderId: string, onDeleted: () => void) {
  const proofdesk = useProofdesk();
  const toast = useToast();
  const [pending, setPending] = useState<OrderAttachment | null>(null);
  const [open, setOpen] = useState(false);

  async function remove(attachment: OrderAttachment) {
    const result = await proofdesk.http.delete(
      `/order/${encodeURIComponent(orderId)}/${encodeURIComponent(attachment.id)}/attachment`,
      { csrf: 'card' },
    );
    if (!result.ok) {
      toast.show({ variant: 'danger', title: m.failedTitle, message: result.error.message });
      return;
    }
    toast.success(fillTemplate(m.deleted, { name: attachment.fileName }));
    onDeleted();
  }

  const prompt = (
    <Prompt
      open={open}
      onOpenChange={setOpen}
      title={m.deleteTitle}
      content={pending ? fillTemplate(m.deleteQuestion, { name: pending.fileName }) : null}
      buttons="YESNO"
      type="WARNING"
      onConfirm={() => {
        if (pending) void remove(pending);
      }}
    />
  );

  return {
    prompt,
    ask(attachment: OrderAttachment) {
      setPending(attachment);
      setOpen(true);
    },
  };
}
