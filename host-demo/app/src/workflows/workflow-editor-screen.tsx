import type {
  TeamMember,
  Workflow,
  WorkflowRequest,
  WorkflowReviewerInput,
  WorkflowRule,
} from 'proofdesk/contract';
import { WORKFLOW_LIMITS } from 'proofdesk/contract';
import { Button, Prompt, Select, Spinner, TextField, useToast } from 'proofdesk/react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type Outcome, useCall } from '../lib/api-call';
import { ErrorAlert, type ShownError } from '../lib/error-alert';
import { useWorkflowApi } from './api';
import { WorkflowGate } from './gate';
import { fill, workflowMessages as m } from './messages';

/** A stage as the form edits it: the deadline as typed, a key that follows it when moved. */
interface StageForm {
  key: number;
  name: string;
  rule: WorkflowRule;
  deadline: string;
  people: string[];
  roles: ('owner' | 'staff')[];
}

let nextKey = 1;
const blankStage = (): StageForm => ({
  key: nextKey++,
  name: '',
  rule: 'all',
  deadline: '',
  people: [],
  roles: [],
});

const toForm = (workflow: Workflow): StageForm[] =>
  workflow.stages.map((stage) => ({
    key: nextKey++,
    name: stage.name,
    rule: stage.rule,
    deadline: stage.deadlineDays === null ? '' : String(stage.deadlineDays),
    people: stage.reviewers.flatMap((r) => (r.kind === 'user' && r.userId ? [r.userId] : [])),
    roles: stage.reviewers.flatMap((r) => (r.kind === 'role' && r.role ? [r.role] : [])),
  }));

const toRequest = (name: string, isDefault: boolean, stages: StageForm[]): WorkflowRequest => ({
  name: name.trim(),
  isDefault,
  stages: stages.map((stage) => ({
    name: stage.name.trim(),
    rule: stage.rule,
    deadlineDays: stage.deadline.trim() ? Number.parseInt(stage.deadline, 10) : null,
    reviewers: [
      ...stage.people.map((userId): WorkflowReviewerInput => ({ kind: 'user', userId })),
      ...stage.roles.map((role): WorkflowReviewerInput => ({ kind: 'role', role })),
    ],
  })),
});

/** /workflow-and-roles/create and /workflow-and-roles/:workflowId: the ordered stages of one workflow. */
export default function WorkflowEditorScreen() {
  return <WorkflowGate>{(_user, canManage) => <Editor canManage={canManage} />}</WorkflowGate>;
}

function Editor({ canManage }: { canManage: boolean }) {
  const { workflowId } = useParams();
  const api = useWorkflowApi();
  // The members list is optional (the pickers are empty without it); the workflow is not.
  const { load, reload } = useCall(
    useCallback(async (): Promise<Outcome<{ workflow: Workflow | null; members: TeamMember[] }>> => {
      const [workflow, members] = await Promise.all([
        workflowId ? api.read(workflowId) : Promise.resolve(null),
        api.members(),
      ]);
      if (workflow && !workflow.ok) return workflow;
      return {
        ok: true,
        data: { workflow: workflow ? workflow.data : null, members: members.ok ? members.data : [] },
      };
    }, [api, workflowId]),
  );
  const missing = load.status === 'failed' && load.error.status === 404;

  const title = workflowId ? m.editTitle : m.createTitle;
  return (
    <section className="app-card wf-page" aria-labelledby="wf-editor-title" data-testid="workflow-editor">
      <Link to="/workflow-and-roles">{m.backToList}</Link>
      <h1 id="wf-editor-title">{missing ? m.missingTitle : title}</h1>
      {load.status === 'loading' ? <Spinner /> : null}
      {load.status === 'failed' && !missing ? (
        <ErrorAlert error={load.error} onRetry={() => void reload()} />
      ) : null}
      {missing ? <p>{m.missing}</p> : null}
      {load.status === 'ready' ? (
        <WorkflowForm workflow={load.data.workflow} members={load.data.members} canManage={canManage} />
      ) : null}
    </section>
  );
}

interface FormProps {
  workflow: Workflow | null;
  members: TeamMember[];
  canManage: boolean;
}

function WorkflowForm({ workflow, members, canManage }: FormProps) {
  const api = useWorkflowApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [name, setName] = useState(workflow?.name ?? '');
  const [isDefault, setIsDefault] = useState(workflow?.isDefault ?? false);
  const [stages, setStages] = useState<StageForm[]>(() => (workflow ? toForm(workflow) : [blankStage()]));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [announce, setAnnounce] = useState('');
  const focusAfterMove = useRef<string | null>(null);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  const change = (key: number, patch: Partial<StageForm>) =>
    setStages((list) => list.map((stage) => (stage.key === key ? { ...stage, ...patch } : stage)));

  const move = (index: number, by: -1 | 1, buttonId: string) => {
    const target = index + by;
    if (target < 0 || target >= stages.length) return;
    const next = [...stages];
    const [stage] = next.splice(index, 1);
    if (!stage) return;
    next.splice(target, 0, stage);
    setStages(next);
    // Keep the keyboard on the moved stage's button (the other one when it reached an end).
    const edge = target === 0 || target === stages.length - 1;
    const opposite = buttonId.endsWith('up') ? 'down' : 'up';
    focusAfterMove.current = `wf-stage-${stage.key}-${edge ? opposite : buttonId.split('-').at(-1)}`;
    setAnnounce(
      fill(m.moved, {
        name: stage.name || fill(m.stageHeading, { position: index + 1 }),
        position: target + 1,
      }),
    );
  };

  const invalid =
    !name.trim() || stages.some((s) => !s.name.trim() || s.people.length + s.roles.length === 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (invalid) return;
    setBusy(true);
    setError(null);
    const body = toRequest(name, isDefault, stages);
    const result = workflow ? await api.update(workflow.id, body) : await api.create(body);
    setBusy(false);
    if (!result.ok) return setError(result.error);
    if (result.message) toast.success(result.message);
    navigate('/workflow-and-roles');
  };

  const remove = async () => {
    if (!workflow) return;
    setBusy(true);
    const result = await api.remove(workflow.id);
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setError(result.error);
    if (result.message) toast.success(result.message);
    navigate('/workflow-and-roles');
  };

  return (
    <form className="wf-form" noValidate onSubmit={(event) => void submit(event)}>
      {workflow && workflow.orderCount > 0 ? (
        <p className="wf-muted">{fill(m.usedBy, { count: workflow.orderCount })}</p>
      ) : null}
      {error ? <ErrorAlert error={error} /> : null}
      <TextField
        label={m.name}
        value={name}
        maxLength={WORKFLOW_LIMITS.name}
        required
        disabled={!canManage}
        error={checked && !name.trim() ? m.required : undefined}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <label className="wf-check">
        <input
          type="checkbox"
          checked={isDefault}
          disabled={!canManage}
          onChange={(event) => setIsDefault(event.currentTarget.checked)}
        />
        {m.defaultCheck}
      </label>
      <ol className="wf-stages" aria-label={m.stages}>
        {stages.map((stage, index) => (
          <StageFields
            key={stage.key}
            stage={stage}
            index={index}
            count={stages.length}
            members={members}
            checked={checked}
            canManage={canManage}
            onChange={(patch) => change(stage.key, patch)}
            onMove={(by, buttonId) => move(index, by, buttonId)}
            onRemove={() => setStages((list) => list.filter((s) => s.key !== stage.key))}
          />
        ))}
      </ol>
      <p className="app-sr-only" aria-live="polite">
        {announce}
      </p>
      {canManage ? (
        <div className="wf-actions">
          {stages.length < WORKFLOW_LIMITS.stages ? (
            <Button onClick={() => setStages((list) => [...list, blankStage()])}>{m.addStage}</Button>
          ) : null}
          <Button type="submit" variant="primary" loading={busy}>
            {m.save}
          </Button>
          <Link className="pd-button pd-button--secondary" to="/workflow-and-roles">
            {m.cancel}
          </Link>
          {workflow ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {m.delete}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Prompt
        open={confirming}
        onOpenChange={(open) => {
          if (!open) setConfirming(false);
        }}
        title={m.deleteTitle}
        content={workflow ? fill(m.deleteQuestion, { name: workflow.name }) : null}
        buttons="YESNO"
        type="WARNING"
        loading={busy}
        onConfirm={() => void remove()}
      />
    </form>
  );
}

interface StageProps {
  stage: StageForm;
  index: number;
  count: number;
  members: TeamMember[];
  checked: boolean;
  canManage: boolean;
  onChange(patch: Partial<StageForm>): void;
  onMove(by: -1 | 1, buttonId: string): void;
  onRemove(): void;
}

function StageFields({
  stage,
  index,
  count,
  members,
  checked,
  canManage,
  onChange,
  onMove,
  onRemove,
}: StageProps) {
  const headingId = useId();
  const position = index + 1;
  const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);
  const noReviewer = checked && stage.people.length + stage.roles.length === 0;
  const upId = `wf-stage-${stage.key}-up`;
  const downId = `wf-stage-${stage.key}-down`;
  return (
    <li className="wf-stage" aria-labelledby={headingId} data-testid="workflow-stage">
      <div className="wf-stage-head">
        <h2 id={headingId}>{fill(m.stageHeading, { position })}</h2>
        {canManage ? (
          // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset
          <div className="wf-stage-actions" role="group" aria-label={fill(m.stageActionsOf, { position })}>
            <Button size="sm" id={upId} disabled={index === 0} onClick={() => onMove(-1, upId)}>
              {m.moveUp}
            </Button>
            <Button size="sm" id={downId} disabled={index === count - 1} onClick={() => onMove(1, downId)}>
              {m.moveDown}
            </Button>
            <Button size="sm" variant="danger" disabled={count === 1} onClick={onRemove}>
              {m.remove}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="wf-stage-row">
        <TextField
          label={m.stageName}
          value={stage.name}
          maxLength={WORKFLOW_LIMITS.name}
          required
          disabled={!canManage}
          error={checked && !stage.name.trim() ? m.required : undefined}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
        />
        <Select
          label={m.rule}
          value={stage.rule}
          disabled={!canManage}
          onChange={(event) => onChange({ rule: event.currentTarget.value as WorkflowRule })}
          options={[
            { value: 'all', label: m.ruleAll },
            { value: 'any', label: m.ruleAny },
          ]}
        />
        <TextField
          label={m.deadline}
          hint={m.deadlineHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={WORKFLOW_LIMITS.deadlineDays}
          value={stage.deadline}
          disabled={!canManage}
          onChange={(event) => onChange({ deadline: event.currentTarget.value })}
        />
      </div>
      <fieldset className="wf-reviewers" aria-invalid={noReviewer || undefined}>
        <legend>{m.reviewers}</legend>
        <div className="wf-reviewer-group">
          <span className="wf-muted">{m.roles}</span>
          {(['owner', 'staff'] as const).map((role) => (
            <label key={role} className="wf-check">
              <input
                type="checkbox"
                checked={stage.roles.includes(role)}
                disabled={!canManage}
                onChange={(event) =>
                  onChange({ roles: toggle(stage.roles, role, event.currentTarget.checked) })
                }
              />
              {role === 'owner' ? m.roleOwner : m.roleStaff}
            </label>
          ))}
        </div>
        {members.length > 0 ? (
          <div className="wf-reviewer-group">
            <span className="wf-muted">{m.people}</span>
            {members.map((member) => (
              <label key={member.id} className="wf-check">
                <input
                  type="checkbox"
                  checked={stage.people.includes(member.id)}
                  disabled={!canManage}
                  onChange={(event) =>
                    onChange({ people: toggle(stage.people, member.id, event.currentTarget.checked) })
                  }
                />
                {`${member.firstname} ${member.lastname}`.trim()}
              </label>
            ))}
          </div>
        ) : null}
        {noReviewer ? (
          <p className="wf-error" role="alert">
            {m.needsReviewer}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}
