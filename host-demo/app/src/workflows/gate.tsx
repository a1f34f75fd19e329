import type { User } from 'proofdesk';
import { Button, useProofdesk, useStore, useToast } from 'proofdesk/react';
import { can, Subject } from 'proofdesk/rules';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type ShownError, useWorkflowApi } from './api';
import { workflowMessages as m } from './messages';

/**
 * Shows `children` only with the workflow-editor right (dashboard §2 "Workflow and Roles (only with
 * the proof-approval-workflow preference)", §6 the owner's); `canManage` says whether it may change
 * workflows (not a view-only owner). An owner whose account has the preference off is offered to
 * turn it on here. The server refuses the calls anyway.
 */
export function WorkflowGate({ children }: { children: (user: User, canManage: boolean) => ReactNode }) {
  const proofdesk = useProofdesk();
  const user = useStore(proofdesk.session.$profile);
  if (!user) return null;
  if (!can(user, 'read', Subject.PAGE_WORKFLOW_EDITOR)) {
    const mayTurnOn = can(user, 'update', Subject.COMPANY_INFO) && !user.myProofApprovalWorkflowPreference;
    return mayTurnOn ? <TurnOn /> : <NoAccess />;
  }
  return <>{children(user, can(user, 'update', Subject.PAGE_WORKFLOW_EDITOR))}</>;
}

function NoAccess() {
  return (
    <section className="app-card wf-page" aria-labelledby="wf-denied">
      <h1 id="wf-denied">{m.noAccessTitle}</h1>
      <p>{m.noAccess}</p>
      <Link className="pd-button pd-button--primary" to="/">
        {m.backToBoard}
      </Link>
    </section>
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
      {error ? <LoadError error={error} /> : null}
      <Button variant="primary" loading={busy} onClick={() => void turnOn()}>
        {m.turnOn}
      </Button>
    </section>
  );
}

export function LoadError({ error, onRetry }: { error: ShownError; onRetry?: () => void }) {
  return (
    <div className="app-alert" role="alert">
      <strong>{error.title}</strong>
      <p>{error.message}</p>
      {error.messages && error.messages.length > 0 ? (
        <ul>
          {error.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {onRetry ? (
        <Button size="sm" className="wf-retry" onClick={onRetry}>
          {m.retry}
        </Button>
      ) : null}
    </div>
  );
}
