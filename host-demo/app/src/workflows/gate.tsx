import type { User } from 'proofdesk';
import { Button, useProofdesk, useToast } from 'proofdesk/react';
import { can, Subject } from 'proofdesk/rules';
import { type ReactNode, useState } from 'react';
import { ErrorAlert, type ShownError } from '../lib/error-alert';
import { NotAvailable, RightGate } from '../lib/right-gate';
import { useWorkflowApi } from './api';
import { workflowMessages as m } from './messages';

/**
 * Shows `children` only with the workflow-editor right (dashboard §2 "Workflow and Roles (only with
 * the proof-approval-workflow preference)", §6 the owner's); `canManage` says whether it may change
 * workflows (not a view-only owner). An owner whose account has the preference off is offered to
 * turn it on here. The server refuses the calls anyway.
 */
export function WorkflowGate({ children }: { children: (user: User, canManage: boolean) => ReactNode }) {
  return (
    <RightGate
      allows={(user) => can(user, 'read', Subject.PAGE_WORKFLOW_EDITOR)}
      denied={(user) =>
        can(user, 'update', Subject.COMPANY_INFO) && !user.myProofApprovalWorkflowPreference ? (
          <TurnOn />
        ) : (
          <NotAvailable message={m.noAccess} className="wf-page" />
        )
      }
    >
      {(user) => children(user, can(user, 'update', Subject.PAGE_WORKFLOW_EDITOR))}
    </RightGate>
  );
}

function TurnOn() {
  const api = useWorkflowApi();
  const proofdesk = useProofdesk();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const turnOn = async () => {
    setBusy(true);
    setError(null);
    const result = await api.preference(true);
    setBusy(false);
    if (!result.ok) return setError(result.error);
    if (result.message) toast.success(result.message);
    void proofdesk.session.loadProfile();
  };
  return (
    <section className="app-card wf-page" aria-labelledby="wf-off">
      <h1 id="wf-off">{m.offTitle}</h1>
      <p>{m.offText}</p>
      {error ? <ErrorAlert error={error} /> : null}
      <Button variant="primary" loading={busy} onClick={() => void turnOn()}>
        {m.turnOn}
      </Button>
    </section>
  );
}
