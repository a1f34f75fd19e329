import type { User } from 'proofdesk';
import type { ImpersonationData, OrderDetail } from 'proofdesk/contract';
import { Prompt, useProofdesk, useToast } from 'proofdesk/react';
import { can, fillTemplate, Subject } from 'proofdesk/rules';
import { useState } from 'react';
import { impersonationMessages as m } from './messages';

/**
 * The admin's way into a customer's session (issue 26): on an order's page, for users with the
 * impersonate right, 'Impersonate {creator}' asks first, then POST /d/impersonate/{creatorId} mints
 * a one-time token and this tab opens /impersonate-customer?token=… with it. The server refuses
 * internal users as targets; its message is shown as a 'Failed!' toast.
 */
export function ImpersonateAction({ user, order }: { user: User | null; order: OrderDetail }) {
  const proofdesk = useProofdesk();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!user || !can(user, 'create', Subject.IMPERSONATE) || !order.creatorId || !order.orderCreator)
    return null;
  const target = order.creatorId;
  const name = order.orderCreator.name;

  async function impersonate() {
    setBusy(true);
    const result = await proofdesk.http.post<ImpersonationData>(
      `/d/impersonate/${encodeURIComponent(target)}`,
      {
        body: {},
        csrf: 'impersonate',
      },
    );
    if (!result.ok) {
      setBusy(false);
      toast.show({
        variant: 'danger',
        title: m.failedTitle,
        message: result.error.message || m.genericError,
      });
      return;
    }
    // A full page load: the impersonation screen replaces this tab's session with the customer's.
    window.location.assign(result.data.url);
  }

  return (
    <>
      <button
        type="button"
        className="pd-button pd-button--ghost pd-button--sm"
        disabled={busy}
        onClick={() => setOpen(true)}
      >
        {fillTemplate(m.action, { name })}
      </button>
      <Prompt
        open={open}
        onOpenChange={setOpen}
        title={m.confirmTitle}
        content={fillTemplate(m.confirmQuestion, { name })}
        buttons="YESNO"
        type="WARNING"
        onConfirm={() => void impersonate()}
      />
    </>
  );
}
