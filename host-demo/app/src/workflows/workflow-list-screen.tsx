import type { Workflow, WorkflowOrder } from 'proofdesk/contract';
import { Button, Select, Spinner, useProofdesk, useToast } from 'proofdesk/react';
import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { type Outcome, useCall } from '../lib/api-call';
import { ErrorAlert } from '../lib/error-alert';
import { useWorkflowApi } from './api';
import { WorkflowGate } from './gate';
import { fill, workflowMessages as m } from './messages';

/** Workflow and Roles (/workflow-and-roles): the account's workflows, the default, and assigning. */
export default function WorkflowListScreen() {
  return <WorkflowGate>{(_user, canManage) => <WorkflowList canManage={canManage} />}</WorkflowGate>;
}

const stageCount = (count: number) => (count === 1 ? m.stageCountOne : fill(m.stageCount, { count }));

function WorkflowList({ canManage }: { canManage: boolean }) {
  const api = useWorkflowApi();
  const proofdesk = useProofdesk();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const { load, reload } = useCall(
    useCallback(async (): Promise<Outcome<{ workflows: Workflow[]; orders: WorkflowOrder[] }>> => {
      const [workflows, orders] = await Promise.all([api.list(), api.orders()]);
      if (!workflows.ok) return workflows;
      if (!orders.ok) return orders;
      return { ok: true, data: { workflows: workflows.data, orders: orders.data } };
    }, [api]),
  );

  const act = async (key: string, call: () => ReturnType<typeof api.makeDefault>) => {
    setBusy(key);
    const result = await call();
    setBusy(null);
    if (!result.ok) {
      toast.show({ variant: 'danger', title: result.error.title, message: result.error.message });
      return false;
    }
    if (result.message) toast.success(result.message);
    await reload();
    return true;
  };

  const turnOff = async () => {
    setBusy('preference');
    const result = await api.preference(false);
    setBusy(null);
    if (!result.ok) {
      toast.show({ variant: 'danger', title: result.error.title, message: result.error.message });
      return;
    }
    if (result.message) toast.success(result.message);
    void proofdesk.session.loadProfile();
  };

  return (
    <section className="app-card wf-page" aria-labelledby="wf-title" data-testid="workflow-list">
      <div className="wf-head">
        <h1 id="wf-title">{m.listTitle}</h1>
        {canManage ? (
          <Link className="pd-button pd-button--primary" to="/workflow-and-roles/create">
            {m.create}
          </Link>
        ) : null}
      </div>
      <p className="wf-muted">{m.intro}</p>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' ? <ErrorAlert error={load.error} onRetry={() => void reload()} /> : null}
      {load.status === 'ready' && load.data.workflows.length === 0 ? (
        <div className="wf-empty" data-testid="workflow-empty">
          <p className="wf-empty-title">{m.empty}</p>
          <p className="wf-muted">{m.emptyHint}</p>
        </div>
      ) : null}
      {load.status === 'ready' && load.data.workflows.length > 0 ? (
        <div className="app-table-wrap">
          <table className="app-table">
            <caption className="app-sr-only">{m.listTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{m.name}</th>
                <th scope="col">{m.stages}</th>
                <th scope="col">{m.orders}</th>
                <th scope="col">{m.isDefault}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.workflows.map((workflow) => (
                <tr key={workflow.id} data-testid="workflow-row">
                  <th scope="row">
                    <Link to={`/workflow-and-roles/${encodeURIComponent(workflow.id)}`}>{workflow.name}</Link>
                  </th>
                  <td data-label={m.stages}>
                    {stageCount(workflow.stages.length)}
                    <span className="wf-muted wf-stage-names">
                      {workflow.stages.map((stage) => stage.name).join(' → ')}
                    </span>
                  </td>
                  <td data-label={m.orders}>{workflow.orderCount}</td>
                  <td data-label={m.isDefault}>
                    {workflow.isDefault ? (
                      <span className="wf-tag">{m.defaultTag}</span>
                    ) : canManage ? (
                      <Button
                        size="sm"
                        loading={busy === `default-${workflow.id}`}
                        aria-label={fill(m.makeDefaultOf, { name: workflow.name })}
                        onClick={() => void act(`default-${workflow.id}`, () => api.makeDefault(workflow.id))}
                      >
                        {m.makeDefault}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {load.status === 'ready' && load.data.workflows.length > 0 && canManage ? (
        <AssignForm
          workflows={load.data.workflows}
          orders={load.data.orders}
          busy={busy === 'assign'}
          onAssign={(orderId, workflowId) => act('assign', () => api.assign(orderId, workflowId))}
        />
      ) : null}
      {canManage ? (
        <div>
          <Button size="sm" loading={busy === 'preference'} onClick={() => void turnOff()}>
            {m.turnOff}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

interface AssignFormProps {
  workflows: Workflow[];
  orders: WorkflowOrder[];
  busy: boolean;
  onAssign(orderId: string, workflowId: string | null): Promise<boolean>;
}

/** Assign a workflow to one open order of the account (or take it away). */
function AssignForm({ workflows, orders, busy, onAssign }: AssignFormProps) {
  const [orderId, setOrderId] = useState('');
  const [workflowId, setWorkflowId] = useState(workflows[0]?.id ?? '');
  const [missing, setMissing] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!orderId) return setMissing(true);
    setMissing(false);
    if (await onAssign(orderId, workflowId || null)) setOrderId('');
  };
  return (
    <form className="wf-assign" aria-labelledby="wf-assign-title" onSubmit={(event) => void submit(event)}>
      <h2 id="wf-assign-title">{m.assignTitle}</h2>
      <p className="wf-muted">{m.assignHint}</p>
      {orders.length === 0 ? (
        <p className="wf-muted">{m.noOrders}</p>
      ) : (
        <div className="wf-assign-row">
          <Select
            label={m.order}
            placeholder={m.chooseOrder}
            value={orderId}
            error={missing ? m.required : undefined}
            onChange={(event) => setOrderId(event.currentTarget.value)}
            options={orders.map((order) => ({
              value: order.id,
              label: fill(m.orderLabel, {
                number: order.orderNumber,
                name: order.name,
                workflow: order.workflowName ?? m.noWorkflow,
              }),
            }))}
          />
          <Select
            label={m.workflow}
            value={workflowId}
            onChange={(event) => setWorkflowId(event.currentTarget.value)}
            options={[
              ...workflows.map((workflow) => ({ value: workflow.id, label: workflow.name })),
              { value: '', label: m.noWorkflow },
            ]}
          />
          <Button type="submit" variant="primary" loading={busy}>
            {m.assign}
          </Button>
        </div>
      )}
    </form>
  );
}
